/**
 * Import boundaries: runs dependency-cruiser with the repository's `.dependency-cruiser.cjs` over
 * every package's source, and fails naming the rule of each violation (e.g.
 * `no-department-to-department`, `undeclared-dependency`).
 * Usage: `node scripts/checks/boundaries.mjs [folder]` (the repository by default).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const depcruise = join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(repository, '.dependency-cruiser.cjs');

/** The source folders to cruise under `base`: every package's src, the host, the server, e2e. */
function roots(base) {
  const packages = existsSync(join(base, 'packages'))
    ? readdirSync(join(base, 'packages')).map((name) => `packages/${name}/src`)
    : [];
  return [...packages, 'host/src', 'server/src', 'server/scripts', 'e2e'].filter((folder) =>
    existsSync(join(base, folder)),
  );
}

/** Cruises `base`; `ok` is false when any rule is broken, `output` names each one. */
export function checkBoundaries(base = repository) {
  const run = spawnSync(
    process.execPath,
    [depcruise, ...roots(base), '--config', config, '--output-type', 'err'],
    { cwd: base, encoding: 'utf8' },
  );
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, output } = checkBoundaries(process.argv[2] ?? repository);
  console.log(output);
  if (!ok) {
    console.error(
      'Import boundaries broken: each line above names its rule; see .dependency-cruiser.cjs and README "Layers".',
    );
    process.exit(1);
  }
}
