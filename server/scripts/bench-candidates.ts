/**
 * `npm run bench:candidates -w @staffdesk/server`: loads 50,000 generated candidates with CV text
 * (1,500–3,000 characters each, indexed as the app indexes them), then times real HTTP
 * `GET /api/v4/candidates` searches for a skill and a city (`search=java bandung`), one at a
 * time, and a few with the `skills=` and `city=` filters instead, reported apart.
 *
 * Runs on DATABASE_URL when set (a throwaway database there, dropped at the end), else on an
 * in-memory PGlite. Options: --candidates=50000 --requests=200 --filtered=40 (at most 100,000,
 * 2,000 and 500). Prints the load rate, the count, p50/p95/max and the average hits, and three
 * EXPLAIN ANALYZE summaries of the search's query; on PostgreSQL it exits 1 when the skill + city
 * search's p95 is 100 ms or more.
 */
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { candidates, users } from '../src/db/schema.js';
import { createSession } from '../src/identity/sessions.js';
import { seededRandom } from '../src/people/generate.js';
import { searchCandidates } from '../src/recruiting/candidates.js';
import { searchVectorSql } from '../src/recruiting/search-text.js';
import { seedDemoData } from '../src/seed/demo-data.js';
import { openBenchApp } from './support/bench-app.js';
import { BENCH_CITIES, BENCH_SKILLS, generateCandidate } from './support/candidate-generator.js';

const P95_BUDGET_MS = 100;
const BATCH = 1000;
const WARM_UP = 10;
const REQUEST_SECONDS = 120;

function option(name: string, fallback: number, max: number) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > max) throw new Error(`Bad --${name}`);
  return value;
}
const candidateCount = option('candidates', 50_000, 100_000);
const requests = option('requests', 200, 2000);
const filtered = option('filtered', 40, 500);
const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (started: number) => (performance.now() - started) / 1000;

const bench = await openBenchApp();
const { config, database, db, app } = bench;

/** Writes the candidates, BATCH rows an INSERT, each with its search vector; answers the seconds. */
async function load() {
  const random = seededRandom(2026);
  const now = new Date('2026-11-23T08:00:00+07:00');
  const started = performance.now();
  let cvChars = 0;
  for (let i = 0; i < candidateCount; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(i + BATCH, candidateCount); j++) {
      const c = generateCandidate(random, j, now);
      cvChars += c.cvText.length;
      rows.push({
        ...c,
        notes: '',
        createdByLabel: 'bench',
        createdAt: c.updatedAt,
        searchVector: searchVectorSql({
          fullName: c.fullName,
          skills: c.skills,
          city: c.city,
          titles: c.experience.map((e) => `${e.title} ${e.company}`),
          cvText: c.cvText,
        }) as never,
      });
    }
    await db.insert(candidates).values(rows);
  }
  const took = seconds(started);
  await db.execute(sql`analyze candidates`);
  return { took, analyzed: seconds(started) - took, averageCv: cvChars / candidateCount };
}

/** A drizzle over the same connection that records the SQL it runs, to EXPLAIN it after. */
function recordingDb() {
  const queries: { text: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => queries.push({ text, params }),
  };
  const client = (db as unknown as { $client: never }).$client;
  const recording =
    database.kind === 'postgres'
      ? drizzleNodePg(client, { schema, logger })
      : drizzlePglite(client, { schema, logger });
  return { db: recording as unknown as Db, queries };
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
};

/** `Limit > Sort > Bitmap Heap Scan > Bitmap Index Scan (candidates_search)`, with rows. */
function shape(node: PlanNode): string {
  const name = `${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''} (${node['Actual Rows'] ?? '?'} rows, ${node['Actual Total Time']?.toFixed(1) ?? '?'} ms)`;
  const children = node.Plans ?? [];
  if (children.length === 0) return name;
  return `${name} > ${children.map(shape).join(' + ')}`;
}

async function explain(query: { text: string; params: unknown[] }) {
  const result = await database.executeSql(
    `explain (analyze, buffers, format json) ${query.text}`,
    query.params,
  );
  const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan: PlanNode;
    'Planning Time': number;
    'Execution Time': number;
  }[];
  return plan!;
}

type Timing = { ms: number; total: number };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function summary(label: string, timings: Timing[]) {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  const hits = timings.reduce((sum, t) => sum + t.total, 0) / Math.max(1, timings.length);
  const p95 = timings.length ? percentile(ms, 95) : Number.NaN;
  log(
    [
      `${label}: ${timings.length} requests one at a time`,
      `  p50 ${percentile(ms, 50)?.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${ms.at(-1)?.toFixed(1)} ms   average hits ${hits.toFixed(0)} (min ${Math.min(...timings.map((t) => t.total))}, max ${Math.max(...timings.map((t) => t.total))})`,
    ].join('\n'),
  );
  return p95;
}

try {
  await seedDemoData(db, config.demoPassword);
  const loaded = await load();
  log(
    `Loaded ${candidateCount} candidates (CV ${loaded.averageCv.toFixed(0)} characters on average) on ${database.kind} in ${loaded.took.toFixed(1)} s: ${(candidateCount / loaded.took).toFixed(0)} rows/s; ANALYZE ${loaded.analyzed.toFixed(1)} s.`,
  );
  const [size] = (
    await database.executeSql(
      `select pg_size_pretty(pg_total_relation_size('candidates')) as "table",
              pg_size_pretty(pg_relation_size('candidates_search')) as "index"`,
    )
  ).rows as { table: string; index: string }[];
  log(`  candidates ${size?.table} in all, of which the search index ${size?.index}.`);

  const [recruiter] = await db
    .select()
    .from(users)
    .where(eq(users.email, 'recruiter@staffdesk.local'));
  if (!recruiter) throw new Error('No recruiter@staffdesk.local to sign in as.');
  const { token } = await createSession(
    db,
    { userId: recruiter.id, method: 'password', ip: '127.0.0.1', userAgent: 'bench-candidates' },
    { idleMs: 3_600_000, maxMs: 3_600_000 },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}/api/v4/candidates`;

  const random = seededRandom(99);
  const pair = () => ({ skill: random.pick(BENCH_SKILLS), city: random.pick(BENCH_CITIES) });
  const deadline = performance.now() + REQUEST_SECONDS * 1000;
  async function run(queries: string[], warmUp: number) {
    const timings: Timing[] = [];
    for (let i = 0; i < queries.length && performance.now() < deadline; i++) {
      const at = performance.now();
      const res = await fetch(`${base}?${queries[i]}&pageSize=20`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { total: number; items: { snippet: string }[] };
      const ms = performance.now() - at;
      if (res.status !== 200) throw new Error(`${res.status} for ${queries[i]}`);
      if (i >= warmUp) timings.push({ ms, total: body.total });
    }
    return timings;
  }
  const searches = Array.from({ length: requests + WARM_UP }, () => {
    const { skill, city } = pair();
    return new URLSearchParams({ search: `${skill} ${city}` }).toString();
  });
  const filters = Array.from({ length: filtered }, () => {
    const { skill, city } = pair();
    return new URLSearchParams({ skills: skill, city }).toString();
  });
  const both = Array.from({ length: filtered }, () => {
    const { skill, city } = pair();
    return new URLSearchParams({
      search: skill,
      skills: random.pick(BENCH_SKILLS),
      city,
    }).toString();
  });

  const main = await run(searches, WARM_UP);
  log(`GET /api/v4/candidates on ${database.kind} with ${candidateCount} candidates, pageSize 20:`);
  const p95 = summary('  search=<skill> <city>', main);
  summary('  skills=<skill>&city=<city> (filters, no words)', await run(filters, 0));
  summary('  search=<skill>&skills=<skill>&city=<city>', await run(both, 0));
  if (main.length < requests) log(`  (stopped after ${REQUEST_SECONDS} s)`);

  // Why: the plans of the query behind three typical searches, as searchCandidates builds them.
  log('EXPLAIN ANALYZE of the search (its page query; its count query):');
  for (const search of ['java bandung', 'sales jakarta', 'excel surabaya']) {
    const recording = recordingDb();
    const answer = await searchCandidates(recording.db, { search, page: 1, pageSize: 20 });
    const page = recording.queries.find((q) => q.text.includes('ts_rank'));
    const counting = recording.queries.find((q) => q.text.includes('count(*)'));
    if (!page || !counting) throw new Error('The search queries were not recorded.');
    const planned = await explain(page);
    const counted = await explain(counting);
    log(
      [
        `  "${search}" (${answer.total} hits): planning ${planned['Planning Time'].toFixed(2)} ms, execution ${planned['Execution Time'].toFixed(2)} ms; count ${counted['Execution Time'].toFixed(2)} ms`,
        `    ${shape(planned.Plan)}`,
      ].join('\n'),
    );
  }

  const verdict = p95 < P95_BUDGET_MS ? 'PASS' : 'FAIL';
  log(`${verdict}: skill + city search p95 ${p95.toFixed(1)} ms (target < ${P95_BUDGET_MS} ms).`);
  if (database.kind === 'postgres' && verdict === 'FAIL') process.exitCode = 1;
} finally {
  await bench.close();
}
