/**
 * Copies between packages: jscpd over every package's src/ (generated clients aside) finds runs
 * of 20 or more alike lines; any run shared by two packages fails (`no-copy-between-packages`).
 * Shared code lives once, in the lowest layer that may hold it (README, "Layers").
 * Usage: `node scripts/checks/copies.mjs [folder]` (the repository by default).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_LINES = 20;
const repository = fileURLToPath(new URL('../../', import.meta.url));
const jscpd = join(repository, 'node_modules/jscpd/bin/jscpd');

/** The package folder (`packages/admin`) a reported file belongs to. */
const packageOf = (file) => file.split('/').slice(0, 2).join('/');

/** Runs jscpd under `base`; returns the alike runs shared by two packages and within one. */
export function findCopies(base = repository) {
  const sources = existsSync(join(base, 'packages'))
    ? readdirSync(join(base, 'packages'))
        .map((name) => `packages/${name}/src`)
        .filter((folder) => existsSync(join(base, folder)))
    : [];
  const output = mkdtempSync(join(tmpdir(), 'staffdesk-jscpd-'));
  try {
    const run = spawnSync(
      process.execPath,
      [
        jscpd,
        ...sources,
        '--min-lines',
        String(MIN_LINES),
        '--min-tokens',
        '50',
        // TSX as TypeScript: jscpd's own TSX grammar matches JSX of different names and values.
        '--formats-exts',
        'typescript:ts,tsx,mts;css:css',
        '--ignore',
        '**/generated/**',
        '--reporters',
        'json',
        '--output',
        output,
        '--silent',
      ],
      { cwd: base, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`jscpd failed:\n${run.stdout}${run.stderr}`);
    const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));
    const runs = report.duplicates.map((duplicate) => ({
      lines: duplicate.lines,
      first: `${relative('.', duplicate.firstFile.name)}:${duplicate.firstFile.start}-${duplicate.firstFile.end}`,
      second: `${relative('.', duplicate.secondFile.name)}:${duplicate.secondFile.start}-${duplicate.secondFile.end}`,
      shared: packageOf(duplicate.firstFile.name) !== packageOf(duplicate.secondFile.name),
    }));
    return {
      between: runs.filter((found) => found.shared),
      within: runs.filter((found) => !found.shared),
    };
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { between, within } = findCopies(process.argv[2] ?? repository);
  console.log(
    `jscpd: ${between.length} pairs of ${MIN_LINES}+ alike lines shared by two packages' src/ (${within.length} within one package).`,
  );
  for (const found of between) {
    console.log(
      `  no-copy-between-packages: ${found.first} = ${found.second} (${found.lines} lines)`,
    );
  }
  if (between.length > 0) {
    console.error(
      'no-copy-between-packages: move the shared code once into the layer both may import (README, "Layers").',
    );
    process.exit(1);
  }
}
