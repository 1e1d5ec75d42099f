/**
 * What each published package ships: every package its sources import is declared (an
 * undeclared one gets bundled by tsup into a private copy), and no file of `dist/` was built from
 * another package's `node_modules` (the source maps say where each file came from).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

function filesUnder(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\b/;

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

/** Returns the faults of one package directory (empty when it ships what it declares). */
export function packageContentFaults(dir, manifest) {
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const faults = [];
  // Test helpers count only where the package publishes them (a `./testing` entry).
  const testing = manifest.exports?.['./testing'] ? null : /\/src\/testing(\.tsx?$|\/)/;
  const sources = filesUnder(
    join(dir, 'src'),
    (path) =>
      /\.(ts|tsx)$/.test(path) &&
      !/\.(test|stories)\.tsx?$|\.d\.ts$|\/stories\//.test(path) &&
      !testing?.test(path),
  );
  for (const file of sources) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (TYPE_ONLY.test(line)) continue;
      for (const match of line.matchAll(IMPORT)) {
        const name = packageOf(match[1] ?? match[2] ?? match[3]);
        if (name && !declared.has(name))
          faults.push(
            `${manifest.name}: ${file.slice(dir.length + 1)} imports ${name}, which package.json does not declare`,
          );
      }
    }
  }
  for (const map of filesUnder(join(dir, 'dist'), (path) => path.endsWith('.js.map'))) {
    const { sources: from = [] } = JSON.parse(readFileSync(map, 'utf8'));
    const copied = from.filter((source) => source.includes('node_modules/'));
    if (copied.length > 0)
      faults.push(`${manifest.name}: ${map.slice(dir.length + 1)} carries a copy of ${copied[0]}`);
  }
  return [...new Set(faults)];
}
