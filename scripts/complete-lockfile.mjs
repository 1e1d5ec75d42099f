/**
 * Our npm registry mirror lacks some platform builds of optional dependencies (for example
 * `@biomejs/cli-darwin-arm64` at our pinned version, or any `*-android-*` build). `npm install`
 * then silently leaves them out of package-lock.json, and `npm ci` refuses that lock ("Missing:
 * ... from lock file"). This records each missing optional dependency as an optional entry, as a
 * lock made against the full registry would; npm skips it on platforms it does not fit.
 * Runs after every `npm install` (root `postinstall`); changes nothing when the lock is complete.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where node would find `dep` from the package at `path`: nested first, then each parent. */
function resolve(path, dep) {
  let base = path;
  while (true) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const found = resolve(path, dep);
    const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version);
    // A range is met by whatever npm placed; only an exact pin can be missing in this way.
    if (!exact || (found && packages[found].version === version)) continue;
    const target =
      found || !path ? `${path ? `${path}/` : ''}node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[target]) continue;
    packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `complete-lockfile: recorded ${added} optional platform packages the registry lacks.`,
  );
}
