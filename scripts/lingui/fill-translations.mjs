#!/usr/bin/env node
// Fills a package's Indonesian catalog from a JSON object of English source → Indonesian:
//   node scripts/lingui/fill-translations.mjs human-resource translations.json
// Run `npm run i18n:extract -- <package>` first (so the messages are in the catalog) and
// `npm run i18n:compile -- <package>` after. Only empty Indonesian entries are filled (`--force`
// replaces existing ones too); an entry with a context (msgctxt) is filled from the key
// "context\u0004message" when the file has it, else from the message alone.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [name, file] = args.filter((arg) => arg !== '--force');
if (!name || !file) {
  console.error('usage: fill-translations.mjs <package> <translations.json>');
  process.exit(2);
}
const dir = name === 'host' ? 'host' : join('packages', name);
const translations = JSON.parse(readFileSync(file, 'utf8'));
const base = join(import.meta.dirname, '../..', dir);
const pages = join(base, 'src/locales/pages');
const catalogs = [
  'src/locales/id.po',
  'src/locales/section/id.po',
  ...(existsSync(pages) ? readdirSync(pages).map((name) => `src/locales/pages/${name}/id.po`) : []),
]
  .map((relative) => join(base, relative))
  .filter((path) => existsSync(path));
let filled = 0;
const missing = [];
for (const path of catalogs) {
  const po = PO.parse(readFileSync(path, 'utf8'));
  filled += fill(po);
  writeFileSync(path, po.toString().replace(/\n*$/, '\n'));
  missing.push(...po.items.filter((item) => !item.msgstr[0]).map((item) => item.msgid));
}
console.log(`${name}: filled ${filled}; ${missing.length} still without Indonesian`);
for (const id of missing.slice(0, 40)) console.log(`  ${id}`);

function fill(po) {
  let count = 0;
  for (const item of po.items) {
    const source = item.msgid;
    const indonesian =
      (item.msgctxt ? translations[`${item.msgctxt}\u0004${source}`] : undefined) ??
      translations[source];
    if (!force && item.msgstr[0]) continue;
    if (typeof indonesian === 'string' && indonesian !== '' && item.msgstr[0] !== indonesian) {
      item.msgstr = [indonesian];
      count += 1;
    }
  }
  return count;
}
