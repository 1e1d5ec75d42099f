#!/usr/bin/env node
// Staffdesk's messages, package by package (each keeps `src/locales/{en,id}.po` beside its code):
//   node scripts/i18n.mjs extract [package…]  collect new and changed messages into the .po files
//   node scripts/i18n.mjs compile [package…]  compile the .po files to src/locales/{en,id}.ts
//   node scripts/i18n.mjs check               fail when extraction or compilation is not current,
//                                              or when any Indonesian message is missing
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const PACKAGES = {
  ui: 'packages/ui',
  core: 'packages/core',
  kit: 'packages/kit',
  public: 'packages/public',
  admin: 'packages/admin',
  employee: 'packages/employee',
  'human-resource': 'packages/human-resource',
  bizdev: 'packages/bizdev',
  finance: 'packages/finance',
  'accounting-and-tax': 'packages/accounting-and-tax',
  recruiter: 'packages/recruiter',
  'job-portal': 'packages/job-portal',
  host: 'host',
};
const LOCALE_FILES = ['en.po', 'id.po', 'en.ts', 'id.ts'];
// A package's catalogs: its messages, (departments) the words of its menu apart, and any page's
// own catalog under src/locales/pages/<name>/.
function catalogDirs(dir) {
  const pages = join(root, dir, 'src/locales/pages');
  return [
    'src/locales',
    ...(existsSync(join(root, dir, 'src/locales/section')) ? ['src/locales/section'] : []),
    ...(existsSync(pages)
      ? readdirSync(pages)
          .sort()
          .map((name) => `src/locales/pages/${name}`)
      : []),
  ];
}

function catalogFiles(dir) {
  return catalogDirs(dir).flatMap((sub) => LOCALE_FILES.map((file) => join(sub, file)));
}

function lingui(args, dir) {
  const result = spawnSync('npx', ['lingui', ...args, '--config', join(dir, 'lingui.config.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function snapshot(files, dir) {
  return Object.fromEntries(
    files.map((file) => {
      const path = join(root, dir, file);
      return [file, existsSync(path) ? readFileSync(path, 'utf8') : null];
    }),
  );
}

/** Indonesian entries of the package's .po files whose msgstr is empty. */
function missingIndonesian(dir) {
  return catalogFiles(dir)
    .filter((file) => file.endsWith('id.po'))
    .flatMap((file) => missingIn(join(root, dir, file)));
}

function missingIn(path) {
  if (!existsSync(path)) return [`(no ${path})`];
  const entries = readFileSync(path, 'utf8').split(/\n\n+/);
  return entries
    .filter((entry) => /^msgid /m.test(entry) && !/^msgid ""$/m.test(entry.split('\n')[0]))
    .filter((entry) => /^msgstr ""\s*$/m.test(entry.trim().split('\n').at(-1) ?? ''))
    .map((entry) => (entry.match(/^msgid "(.*)"$/m)?.[1] ?? entry).slice(0, 80));
}

/** A .po file's entries, split on blank lines, with the msgid and msgstr of each (quoted, joined). */
function poEntries(text) {
  return text.split(/(\n\n+)/).map((entry) => ({
    entry,
    id: entry.match(/^msgid ((?:".*"\n?)+)/m)?.[1].trim(),
    str: entry.match(/^msgstr ((?:".*"\n?)+)/m)?.[1].trim(),
  }));
}

/** Every Indonesian translation the package has now, by msgid, in whichever of its catalogs. */
function translationsOf(dir) {
  const known = new Map();
  for (const file of catalogFiles(dir).filter((f) => f.endsWith('id.po'))) {
    const path = join(root, dir, file);
    if (!existsSync(path)) continue;
    for (const { id, str } of poEntries(readFileSync(path, 'utf8'))) {
      if (id && id !== '""' && str && str !== '""') known.set(id, str);
    }
  }
  return known;
}

/**
 * Gives a message that moved to another catalog of the package (a page's own catalog, or back) the
 * translation it had; returns how many it filled. Lingui's extraction starts a new catalog empty.
 */
function carryTranslations(dir, known) {
  let filled = 0;
  for (const file of catalogFiles(dir).filter((f) => f.endsWith('id.po'))) {
    const path = join(root, dir, file);
    if (!existsSync(path)) continue;
    const text = poEntries(readFileSync(path, 'utf8'))
      .map(({ entry, id, str }) => {
        if (!id || id === '""' || str !== '""' || !known.has(id)) return entry;
        filled += 1;
        return entry.replace(/^msgstr ""\s*$/m, `msgstr ${known.get(id)}`);
      })
      .join('');
    writeFileSync(path, text);
  }
  return filled;
}

const [command = 'check', ...names] = process.argv.slice(2);
const selected = names.length > 0 ? names : Object.keys(PACKAGES);
let failed = false;

for (const name of selected) {
  const dir = PACKAGES[name];
  if (!dir) {
    console.error(`Unknown package "${name}"; one of ${Object.keys(PACKAGES).join(', ')}`);
    process.exit(2);
  }
  if (command === 'extract' || command === 'compile') {
    const known = command === 'extract' ? translationsOf(dir) : null;
    let step = lingui(command === 'extract' ? ['extract', '--clean'] : ['compile'], dir);
    // Words moved between the package's catalogs keep their Indonesian (then Lingui formats them).
    if (step.ok && known && carryTranslations(dir, known) > 0) step = lingui(['extract'], dir);
    if (!step.ok) {
      failed = true;
      console.error(`${name}: lingui ${command} failed\n${step.output}`);
    } else {
      console.log(`${name}: ${command === 'extract' ? 'extracted' : 'compiled'}`);
    }
    continue;
  }
  if (command !== 'check') {
    console.error(`Unknown command "${command}": extract, compile or check`);
    process.exit(2);
  }
  const files = catalogFiles(dir);
  const before = snapshot(files, dir);
  const extracted = lingui(['extract', '--clean'], dir);
  const compiled = extracted.ok && lingui(['compile'], dir);
  const afterFiles = [...new Set([...files, ...catalogFiles(dir)])];
  const after = snapshot(afterFiles, dir);
  const stale = afterFiles.filter((file) => before[file] !== after[file]);
  const missing = missingIndonesian(dir);
  const messages = afterFiles
    .filter((file) => file.endsWith('en.po'))
    .reduce((sum, file) => sum + (after[file]?.match(/^msgid "/gm)?.length ?? 1) - 1, 0);
  if (!extracted.ok || !compiled.ok) {
    failed = true;
    console.error(`✗ ${name}: ${(extracted.ok ? compiled : extracted).output}`);
  } else if (stale.length > 0 || missing.length > 0) {
    failed = true;
    if (stale.length > 0) {
      console.error(
        `✗ ${name}: ${stale.join(', ')} not current; run \`node scripts/i18n.mjs extract ${name}\`, translate, then \`compile\` and commit`,
      );
    }
    if (missing.length > 0) {
      console.error(`✗ ${name}: ${missing.length} message(s) without Indonesian:`);
      for (const id of missing.slice(0, 20)) console.error(`    ${id}`);
    }
  } else {
    console.log(`✓ ${name}: ${messages} messages, English and Indonesian, current`);
  }
}
process.exit(failed ? 1 : 0);
