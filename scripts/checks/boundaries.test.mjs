import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkBoundaries } from './boundaries.mjs';

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A tiny workspace: `packages` maps a package name to its declared dependencies and source. */
function workspace(packages) {
  const base = mkdtempSync(join(tmpdir(), 'staffdesk-boundaries-'));
  folders.push(base);
  for (const [name, { dependencies = {}, source }] of Object.entries(packages)) {
    const folder = join(base, 'packages', name);
    mkdirSync(join(folder, 'src'), { recursive: true });
    const manifest = { name: `@staffdesk/${name}`, type: 'module', exports: './src/index.ts' };
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ ...manifest, dependencies }));
    writeFileSync(join(folder, 'src/index.ts'), source);
    const link = join(base, 'node_modules/@staffdesk', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join('..', '..', 'packages', name), link);
  }
  return base;
}

test('a department importing another department breaks no-department-to-department', () => {
  const base = workspace({
    employee: { source: 'export const leaveList = 1;\n' },
    'human-resource': {
      dependencies: { '@staffdesk/employee': '0.1.0' },
      source:
        "import { leaveList } from '@staffdesk/employee';\nexport const widget = leaveList;\n",
    },
  });
  const { ok, output } = checkBoundaries(base);
  assert.equal(ok, false);
  assert.match(
    output,
    /error no-department-to-department: packages\/human-resource\/src\/index\.ts → node_modules\/@staffdesk\/employee\/src\/index\.ts/,
  );
});

test('an import the package does not declare breaks undeclared-dependency', () => {
  const base = workspace({
    api: { source: 'export type Paths = {};\n' },
    public: { source: "import type { Paths } from '@staffdesk/api';\nexport type P = Paths;\n" },
  });
  const { ok, output } = checkBoundaries(base);
  assert.equal(ok, false);
  assert.match(
    output,
    /error undeclared-dependency: packages\/public\/src\/index\.ts → node_modules\/@staffdesk\/api\/src\/index\.ts/,
  );
});

test('a department importing the platform it declares passes', () => {
  const base = workspace({
    api: { source: 'export type Paths = {};\n' },
    public: {
      dependencies: { '@staffdesk/api': '0.1.0' },
      source: "import type { Paths } from '@staffdesk/api';\nexport type P = Paths;\n",
    },
  });
  assert.deepEqual(checkBoundaries(base).ok, true);
});
