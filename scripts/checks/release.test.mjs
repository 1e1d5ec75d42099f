// The registry rehearsal's own judgements, each shown failing on a package that is wrong.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { packageContentFaults } from '../release/contents.mjs';
import { checkVersions } from '../release/versions.mjs';

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tree(files) {
  const base = mkdtempSync(join(tmpdir(), 'staffdesk-release-check-'));
  folders.push(base);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), typeof text === 'string' ? text : JSON.stringify(text));
  }
  return base;
}

const manifest = {
  name: '@staffdesk/public',
  dependencies: { '@staffdesk/api': '^1.0.0' },
  peerDependencies: { react: '^19.0.0' },
};

test('a package importing what it does not declare, or shipping a bundled copy, is named', () => {
  const dir = tree({
    'src/index.ts':
      "import { useForm } from 'react-hook-form';\nimport { useState } from 'react';\n",
    'src/index.test.ts': "import { test } from 'vitest';\n",
    'dist/index.js.map': {
      sources: ['../src/index.ts', '../../../node_modules/react-hook-form/dist/index.esm.mjs'],
    },
  });
  const faults = packageContentFaults(dir, manifest);
  assert.equal(faults.length, 2);
  assert.match(faults[0], /imports react-hook-form, which package.json does not declare/);
  assert.match(faults[1], /carries a copy of .*node_modules\/react-hook-form/);
});

test('a package that imports only what it declares passes', () => {
  const dir = tree({
    'src/index.ts':
      "import type { Form } from 'undeclared-types-only';\nimport { useState } from 'react';\nimport { x } from './x';\n",
    'dist/index.js.map': { sources: ['../src/index.ts'] },
  });
  assert.deepEqual(packageContentFaults(dir, manifest), []);
});

function versioned(packages) {
  const files = { '.changeset/config.json': { ignore: [] } };
  for (const [name, { version, peer, changelog }] of Object.entries(packages)) {
    files[`packages/${name}/package.json`] = {
      name: `@staffdesk/${name}`,
      version,
      peerDependencies: peer ? { '@staffdesk/core': peer } : {},
    };
    files[`packages/${name}/CHANGELOG.md`] = changelog;
  }
  return tree(files);
}

const before = new Map([
  ['@staffdesk/core', '0.1.0'],
  ['@staffdesk/admin', '0.1.0'],
]);

test('split versions, a peer range that excludes the release, and a major without "Major Changes" fail', () => {
  const split = versioned({
    core: { version: '0.2.0', changelog: '# core\n\n## 0.2.0\n\n### Minor Changes\n' },
    admin: {
      version: '1.0.0',
      peer: '^0.2.0',
      changelog: '# admin\n\n## 1.0.0\n\n### Minor Changes\n',
    },
  });
  assert.throws(() => checkVersions(split, before), /several versions/);
  const forced = versioned({
    core: { version: '1.0.0', changelog: '# core\n\n## 1.0.0\n\n### Minor Changes\n' },
    admin: {
      version: '1.0.0',
      peer: '^0.1.0',
      changelog: '# admin\n\n## 1.0.0\n\n### Major Changes\n',
    },
  });
  assert.throws(
    () => checkVersions(forced, before),
    (error) =>
      /@staffdesk\/core 0.1.0 → 1.0.0: a major without "Major Changes"/.test(error.message) &&
      /peerDependencies @staffdesk\/core@\^0.1.0 excludes 1.0.0/.test(error.message),
  );
});

test('one version, ranges that admit it and headings that match pass', () => {
  const coherent = versioned({
    core: { version: '1.0.0', changelog: '# core\n\n## 1.0.0\n\n### Major Changes\n' },
    admin: {
      version: '1.0.0',
      peer: '^1.0.0',
      changelog: '# admin\n\n## 1.0.0\n\n### Major Changes\n',
    },
  });
  assert.equal(checkVersions(coherent, before), '1.0.0');
});
