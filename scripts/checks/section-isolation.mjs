/**
 * A page added to one section costs no other section a byte: builds the host twice, as it is and
 * with one more page in finance's route tree (a fixture added at build time, no file changed),
 * and compares every other route's first-load JS (`scripts/size.mjs`), in bytes. Chunk names carry
 * content hashes, so the shell's reference to finance's route tree changes its name (and gzip by a
 * few bytes), never its length. Usage: `node scripts/checks/section-isolation.mjs`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { measure } from '../size.mjs';

const host = fileURLToPath(new URL('../../host/', import.meta.url));
const SECTION_ROUTES = /packages\/finance\/src\/routes\.tsx$/;
// A page beside finance's own (its code comes from this plugin), so it resolves its imports as they do.
const FIXTURE_PAGE = join(host, '../packages/finance/src/pages/IsolationFixturePage.tsx');

/**
 * Adds `/finance/isolation-fixture`, a lazy page of its own, to finance's route tree. Written as a
 * page compiles (through the JSX runtime): a page importing React itself would move React to a
 * chunk of its own, which is the fixture's doing, not the section's.
 */
const addFinancePage = {
  name: 'staffdesk-isolation-fixture',
  enforce: 'pre',
  resolveId: (id) => (id === 'isolation-fixture-page' ? FIXTURE_PAGE : null),
  load: (id) =>
    id === FIXTURE_PAGE
      ? "import { jsx } from 'react/jsx-runtime';\nexport function Component() { return jsx('h1', { children: 'Fixture' }); }\n"
      : null,
  transform(code, id) {
    if (!SECTION_ROUTES.test(id)) return null;
    const anchor = 'export const financeRoutes: RouteObject[] = [';
    if (!code.includes(anchor)) throw new Error(`No "${anchor}" in ${id}.`);
    return code.replace(
      anchor,
      `${anchor}\n  { path: 'isolation-fixture', element: lazyPage(() => import('isolation-fixture-page')) },`,
    );
  },
};

async function buildInto(outDir, plugins = []) {
  await build({
    root: host,
    configFile: join(host, 'vite.config.ts'),
    logLevel: 'error',
    plugins,
    build: { outDir, emptyOutDir: true },
  });
  return measure(join(outDir, '/'));
}

const work = mkdtempSync(join(tmpdir(), 'staffdesk-isolation-'));
try {
  const before = await buildInto(join(work, 'before'));
  const after = await buildInto(join(work, 'after'), [addFinancePage]);
  const changed = [];
  const financeRows = [];
  for (const row of before.rows) {
    const other = after.rows.find((candidate) => candidate.route === row.route);
    const delta = (other?.bytes ?? Number.NaN) - row.bytes;
    if (row.route.startsWith('/finance')) financeRows.push({ row, delta });
    else if (delta !== 0) changed.push(`${row.route}: ${delta} bytes`);
  }
  console.log(
    `section isolation: a page added to finance; ${before.rows.length - financeRows.length} other routes' first-load JS compared, ${changed.length} changed. Chunks: ${before.chunkCount} → ${after.chunkCount}.`,
  );
  for (const { row, delta } of financeRows) {
    console.log(`  (finance itself) ${row.route}: ${delta >= 0 ? '+' : ''}${delta} bytes`);
  }
  if (after.chunkCount !== before.chunkCount + 1) {
    console.error('The fixture page did not become a chunk of its own: the check proved nothing.');
    process.exitCode = 1;
  }
  if (changed.length > 0) {
    console.error(`A page added to one section changed others:\n  ${changed.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
