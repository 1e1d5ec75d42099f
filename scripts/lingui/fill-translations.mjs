#!/usr/bin/env node
// Fills a package's Indonesian catalog from a JSON object of English source → Indonesian:
//   node scripts/lingui/fill-translations.mjs human-resource translations.json
// Run `npm run i18n:extract -- <package>` first (so the messages are in the catalog) and
// `npm run i18n:compile -- <package>` after. Only empty Indonesian entries are filled (`--force`
// replaces existing ones too); an entry with a context (msgctxt) is filled from the key
// "context\u0004message" when the file has it, else from the message alone.
import { readFileSync, writeFileSync } from 'node:fs';
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
const path = join(import.meta.dirname, '../..', dir, 'src/locales/id.po');
const translations = JSON.parse(readFileSync(file, 'utf8'));
const po = PO.parse(readFileSync(path, 'utf8'));
let filled = 0;
for (const item of po.items) {
  const source = item.msgid;
  const indonesian =
    (item.msgctxt ? translations[`${item.msgctxt}\u0004${source}`] : undefined) ??
    translations[source];
  if (!force && item.msgstr[0]) continue;
  if (typeof indonesian === 'string' && indonesian !== '' && item.msgstr[0] !== indonesian) {
    item.msgstr = [indonesian];
    filled += 1;
  }
}
writeFileSync(path, po.toString().replace(/\n*$/, '\n'));
const missing = po.items.filter((item) => !item.msgstr[0]).map((item) => item.msgid);
console.log(`${name}: filled ${filled}; ${missing.length} still without Indonesian`);
for (const id of missing.slice(0, 40)) console.log(`  ${id}`);
