/**
 * `npm test`: every check, timed, side by side where the machine has room. Runs them all and fails
 * at the end if any failed, so one run shows everything that is wrong.
 *
 * How the checks share the machine (two cores on CI):
 * - Each check says how many cores it keeps busy: 1, or a range (a turbo run or a vitest run is
 *   given as many workers as are free when it starts, up to its maximum). A check starts, in the
 *   order of the list, as soon as its cores are free and the checks it needs have ended; a later
 *   check fills a free core while an earlier one waits for two.
 * - The Lingui check rewrites the compiled catalogs (`src/locales/**\/*.ts`) as it checks them, so
 *   nothing that reads the packages' sources runs beside it.
 * - Each check's output is kept until it ends, then printed in one block; the end is a table of
 *   every check's seconds and tests, the wall time and the total of tests.
 *
 * `node scripts/test.mjs <word>…` runs only the checks whose name contains one of the words (the
 * checks they would wait for are not added: `browser` runs the Playwright suite on the host as it
 * is built now).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const CORES = Math.max(2, availableParallelism());

/** Tests a runner reported, from its summary: vitest, node --test, Playwright. */
const counts = {
  vitest: (output) =>
    [...output.matchAll(/^[ \t]*Tests[ \t]+.*\((\d+)\)[ \t]*$/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    ),
  // Its TAP summary when piped (`# tests N`), its spec summary in a terminal (`ℹ tests N`).
  node: (output) => Number(output.match(/^[#ℹ] tests (\d+)$/m)?.[1] ?? 0),
  playwright: (output) =>
    [...output.matchAll(/^[ \t]+(\d+) (?:passed|failed|flaky|skipped|did not run)\b/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    ),
};

const turbo = (task) => (cores) =>
  `npx turbo run ${task} --output-logs=errors-only --concurrency=${cores}`;

/**
 * The checks, most urgent first. `cores`: what it keeps busy (a number, or [least, most]: the
 * command is given the number it gets). `after`: checks it needs ended first. `sources`: 'read'
 * when it reads the packages' sources, 'write' when it rewrites some of them.
 */
const checks = [
  {
    // The longest check that needs nothing built: it starts first and keeps one core throughout.
    name: 'server integration tests (vitest, PGlite; PostgreSQL too with DATABASE_URL)',
    command: 'npm test -w @staffdesk/server',
    cores: 1,
    count: counts.vitest,
  },
  {
    name: 'messages: extraction current, Indonesian complete (Lingui)',
    command: 'node scripts/i18n.mjs check',
    cores: 1,
    sources: 'write',
  },
  {
    name: 'build every package and the host',
    command: turbo('build'),
    cores: [1, 2],
    sources: 'read',
  },
  {
    // Two workers, each with its server and Chromium, mostly waiting for pages: about 240 s of CPU
    // (servers and Chromium included) for a suite that takes 410 s on CI, so it counts as one core
    // and starts as soon as the host is built, beside the server suite.
    name: 'browser tests (Playwright, Chromium)',
    command: 'npm run test:e2e -w @staffdesk/e2e',
    cores: 1,
    // Not beside the server suite: its servers and Chromium take more than their core, and the
    // server suite's timing tests (an upload bomb read while /health answers) then missed their
    // limits on CI (528 ms for 200, 1.27 s for 1 s) with nothing wrong.
    after: [
      'build every package and the host',
      'server integration tests (vitest, PGlite; PostgreSQL too with DATABASE_URL)',
    ],
    count: counts.playwright,
  },
  {
    name: 'unit and component tests (one vitest run, every front-end package)',
    command: (cores) => `npx vitest run --maxWorkers=${cores}`,
    cores: [1, 2],
    sources: 'read',
    count: counts.vitest,
  },
  {
    name: 'type checks',
    command: turbo('typecheck'),
    cores: [1, 2],
    sources: 'read',
    after: ['build every package and the host'],
  },
  {
    name: 'lint and format (biome)',
    command: 'npx biome check .',
    cores: 1,
  },
  {
    name: 'checkers of the checks (node --test scripts/checks)',
    command: 'node --test scripts/checks/',
    cores: 1,
    count: counts.node,
  },
  {
    name: 'import boundaries (dependency-cruiser)',
    command: 'node scripts/checks/boundaries.mjs',
    cores: 1,
    sources: 'read',
  },
  {
    name: 'no copies between packages (jscpd)',
    command: 'node scripts/checks/copies.mjs',
    cores: 1,
    sources: 'read',
  },
  {
    name: 'one data-access style (query keys, fetch, API enums)',
    command: 'node scripts/checks/data-access.mjs',
    cores: 1,
    sources: 'read',
  },
  {
    name: 'one layering in the server (no query or transaction in a route, no import of routes)',
    command: 'node scripts/checks/server-layers.mjs',
    cores: 1,
    sources: 'read',
  },
  {
    name: 'no untranslated string in the UI (eslint-plugin-lingui)',
    command: 'npm run lint:i18n',
    cores: 1,
    sources: 'read',
  },
  {
    name: 'no super-linear regular expression in the server (eslint-plugin-regexp)',
    command: 'npm run lint:regexp',
    cores: 1,
  },
  {
    name: 'OpenAPI documents and generated clients are current',
    command: 'npm run openapi:check',
    cores: 1,
  },
  {
    name: 'published packages: publint --strict and attw',
    command: turbo('lint:pkg'),
    cores: [1, 2],
    after: ['build every package and the host'],
  },
  {
    name: 'registry rehearsal (Verdaccio, the example app, the widget in Chromium)',
    command: 'node scripts/release/rehearsal.mjs',
    cores: 1,
    sources: 'read',
    after: ['build every package and the host'],
  },
  {
    name: 'stories build (Ladle)',
    command: 'npx ladle build --outDir build/ladle',
    cores: 1,
    sources: 'read',
  },
  {
    name: 'JS size budgets per route',
    command: 'node scripts/size.mjs',
    cores: 1,
    after: ['build every package and the host'],
  },
  {
    name: 'a page added to one section costs no other section (fixture build)',
    command: 'node scripts/checks/section-isolation.mjs',
    cores: 1,
    sources: 'read',
  },
];

const words = process.argv.slice(2);
const selected = checks.filter(
  (check) => words.length === 0 || words.some((word) => check.name.includes(word)),
);
const selectedNames = new Set(selected.map((check) => check.name));
const least = (check) => (Array.isArray(check.cores) ? check.cores[0] : check.cores);
const most = (check) => Math.min(CORES, Array.isArray(check.cores) ? check.cores[1] : check.cores);

const started = Date.now();
const elapsed = (from = started) => ((Date.now() - from) / 1000).toFixed(1);
const pending = [...selected];
const running = new Set();
const ended = new Set();
const results = [];
const children = new Set();

const usedCores = () => [...running].reduce((sum, run) => sum + run.cores, 0);
const ready = (check) =>
  (check.after ?? []).every((name) => ended.has(name) || !selectedNames.has(name));
const sourcesFree = (check) => {
  const runs = [...running].map((run) => run.check.sources);
  if (check.sources === 'write') return runs.every((sources) => sources === undefined);
  if (check.sources === 'read') {
    // Readers wait while the writer runs, and do not start while it waits for them to end.
    const writerWaits = pending.some((other) => other.sources === 'write' && ready(other));
    return !runs.includes('write') && !writerWaits;
  }
  return true;
};

function startWhatFits() {
  for (const check of [...pending]) {
    const free = CORES - usedCores();
    if (free < 1) return;
    if (!ready(check) || !sourcesFree(check) || least(check) > free) continue;
    pending.splice(pending.indexOf(check), 1);
    start(check, Math.min(most(check), free));
  }
}

function start(check, cores) {
  const command = typeof check.command === 'function' ? check.command(cores) : check.command;
  const run = { check, cores, command, begun: Date.now(), output: [] };
  running.add(run);
  console.log(`▶ +${elapsed()} s  ${check.name} (${cores} core${cores > 1 ? 's' : ''})`);
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  });
  children.add(child);
  child.stdout.on('data', (chunk) => run.output.push(chunk));
  child.stderr.on('data', (chunk) => run.output.push(chunk));
  let done = false;
  const end = (code) => {
    if (done) return;
    done = true;
    children.delete(child);
    running.delete(run);
    ended.add(check.name);
    finish(run, code === 0);
    if (pending.length === 0 && running.size === 0) summarize();
    else startWhatFits();
  };
  child.on('close', end);
  // A process the check left behind may hold its output open: its end is the shell's exit.
  child.on('exit', (code) => setTimeout(() => end(code), 2000).unref());
}

function finish(run, ok) {
  const seconds = elapsed(run.begun);
  const output = Buffer.concat(run.output).toString();
  const tests = run.check.count ? run.check.count(stripVTControlCharacters(output)) : null;
  results.push({ name: run.check.name, ok, seconds, tests });
  console.log(`\n━━ ${run.check.name}\n   $ ${run.command}`);
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  console.log(`━━ ${ok ? 'passed' : 'FAILED'}: ${run.check.name} (${seconds} s)\n`);
}

function summarize() {
  const order = (name) => selected.findIndex((check) => check.name === name);
  results.sort((a, b) => order(a.name) - order(b.name));
  const counted = results.filter((r) => r.tests !== null);
  const tests = counted.length > 0 ? `${counted.reduce((sum, r) => sum + r.tests, 0)} tests` : '';
  console.log(
    '\nSummary (seconds each; checks ran side by side, so they add up to more than the wall)',
  );
  for (const r of results) {
    const count = r.tests === null ? '' : `${r.tests} tests`;
    console.log(
      `  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.seconds.padStart(6)} s  ${count.padStart(11)}  ${r.name}`,
    );
  }
  console.log(`  wall  ${elapsed().padStart(6)} s  ${tests.padStart(11)}  in all`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already ended
      }
    }
    process.exit(130);
  });
}

if (selected.length === 0) {
  console.log(`No check's name contains ${words.map((word) => `"${word}"`).join(' or ')}.`);
  process.exit(2);
}
startWhatFits();
