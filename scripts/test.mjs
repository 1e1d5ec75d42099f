/**
 * `npm test`: every check, in order, each timed. Runs them all and fails at the end if any
 * failed, so one run shows everything that is wrong. The last line counts the checks.
 */
import { spawnSync } from 'node:child_process';

const turbo = (task, extra = '') =>
  `npx turbo run ${task} --output-logs=errors-only --concurrency=2 ${extra}`.trim();

const checks = [
  ['lint and format (biome)', 'npx biome check .'],
  ['checkers of the checks (node --test scripts/checks)', 'node --test scripts/checks/'],
  ['import boundaries (dependency-cruiser)', 'node scripts/checks/boundaries.mjs'],
  ['no copies between packages (jscpd)', 'node scripts/checks/copies.mjs'],
  ['one data-access style (query keys, fetch, API enums)', 'node scripts/checks/data-access.mjs'],
  ['messages: extraction current, Indonesian complete (Lingui)', 'node scripts/i18n.mjs check'],
  ['no untranslated string in the UI (eslint-plugin-lingui)', 'npm run lint:i18n'],
  [
    'no super-linear regular expression in the server (eslint-plugin-regexp)',
    'npm run lint:regexp',
  ],
  ['build every package and the host', turbo('build')],
  ['type checks', turbo('typecheck')],
  [
    'unit, component and server integration tests',
    'npx turbo run test --output-logs=new-only --concurrency=2 --continue',
  ],
  ['OpenAPI documents and generated clients are current', 'npm run openapi:check'],
  ['published packages: publint --strict and attw', turbo('lint:pkg')],
  [
    'registry rehearsal (Verdaccio, the example app, the widget in Chromium)',
    'node scripts/release/rehearsal.mjs',
  ],
  ['stories build (Ladle)', 'npx ladle build --outDir build/ladle'],
  ['JS size budgets per route', 'node scripts/size.mjs'],
  [
    'a page added to one section costs no other section (fixture build)',
    'node scripts/checks/section-isolation.mjs',
  ],
  ['browser tests (Playwright, Chromium)', 'npm run test:e2e -w @staffdesk/e2e'],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command] of checks) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n━━ ${name}\n   $ ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  results.push({ name, ok, seconds });
  console.log(`━━ ${ok ? 'passed' : 'FAILED'}: ${name} (${seconds} s)`);
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.seconds.padStart(6)} s  ${r.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
