/**
 * Prints gzip sizes of what a signed-out visitor downloads, and fails over budget:
 * - initial JS: the host's entry chunk with its static imports (what index.html loads);
 * - until sign-in works: that, plus the signed-out app and the sign-in page chunks with theirs.
 * Run `npm run size` (it builds the host first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KB = 80;
const SIGN_IN_BUDGET_KB = 150;
const dist = new URL('../host/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}
function keyOf(suffix) {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix} in the host build.`);
  return key;
}
function report(title, keys, budget) {
  const rows = [...keys].map((k) => ({ file: manifest[k].file, kb: gzipKb(manifest[k].file) }));
  rows.sort((a, b) => b.kb - a.kb);
  const total = rows.reduce((sum, r) => sum + r.kb, 0);
  console.log(`${title} (gzip):`);
  for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(6)} kB  ${r.file}`);
  console.log(`  ${total.toFixed(1).padStart(6)} kB  total, budget ${budget} kB\n`);
  return total <= budget;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = staticClosure(entryKey);
const untilSignIn = new Set(initial);
staticClosure(keyOf('SignedOutApp.tsx'), untilSignIn);
staticClosure(keyOf('SignInPage.tsx'), untilSignIn);

const okInitial = report('Signed-out initial JS', initial, INITIAL_BUDGET_KB);
const okSignIn = report('All JS until the sign-in form works', untilSignIn, SIGN_IN_BUDGET_KB);
const allJs = [...new Set(Object.values(manifest).map((m) => m.file))].filter((f) =>
  f.endsWith('.js'),
);
const allKb = allJs.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(
  `Every JS chunk of the host: ${allKb.toFixed(1)} kB in ${allJs.length} chunks, loaded on demand.`,
);
if (!okInitial || !okSignIn) {
  console.error('Over budget.');
  process.exit(1);
}
