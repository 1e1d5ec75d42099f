/**
 * `npm run bench:employees -w @staffdesk/server`: times real HTTP `GET /api/v4/employees` (name,
 * NIK and employee-number searches, filters and pages) against 10,000 employees.
 *
 * Runs on DATABASE_URL when set (the employees are added there until there are 10,000), else on
 * a fresh in-memory PGlite. Options: --seconds=15 --max=5000 --concurrency=4.
 * Prints the count and p50/p95/p99 in ms; on PostgreSQL it exits 1 when p95 >= 50 ms.
 */
import { Worker } from 'node:worker_threads';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { employees, users } from '../src/db/schema.js';
import { createSession } from '../src/identity/sessions.js';
import { generateEmployees, seededRandom } from '../src/people/generate.js';
import { seedDemoData } from '../src/seed/demo-data.js';

const TARGET = 10_000;
const WARM_UP = 40;
const P95_BUDGET_MS = 50;

function option(name: string, fallback: number) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Bad --${name}`);
  return value;
}
const seconds = option('seconds', 15);
const maxRequests = Math.min(option('max', 5000), 5000);
const concurrency = Math.min(option('concurrency', 4), 16);

const databaseUrl = process.env.DATABASE_URL || undefined;
const config = loadConfig({
  NODE_ENV: 'development',
  STAFFDESK_DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false });
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The load: `concurrency` loops of sequential requests, until the time or the URLs run out. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { urls, token, concurrency, seconds, warmUp } = workerData;
const headers = { authorization: 'Bearer ' + token };
async function once(url) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(res.status + ' for ' + url);
  return performance.now() - started;
}
(async () => {
  let next = 0;
  for (; next < warmUp; next++) await once(urls[next]);
  const timings = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline && next < urls.length) timings.push(await once(urls[next++]));
  }));
  parentPort.postMessage(timings);
})().catch((error) => { throw error; });
`;

function runClient(data: {
  urls: string[];
  token: string;
  concurrency: number;
  seconds: number;
  warmUp: number;
}): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: data });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

try {
  await seedDemoData(database.db, config.demoPassword);
  const [{ n: existing } = { n: 0 }] = await database.db.select({ n: count() }).from(employees);
  if (existing < TARGET) {
    const started = performance.now();
    await generateEmployees(database.db, TARGET - existing, { seed: 42 });
    log(
      `Generated ${TARGET - existing} employees in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  const [{ n: total } = { n: 0 }] = await database.db.select({ n: count() }).from(employees);

  const [hr] = await database.db.select().from(users).where(eq(users.email, 'hr@staffdesk.local'));
  if (!hr) throw new Error('No hr@staffdesk.local to sign in as (demo data is missing).');
  const { token } = await createSession(
    database.db,
    { userId: hr.id, method: 'password', ip: '127.0.0.1', userAgent: 'bench-employees' },
    { idleMs: 3_600_000, maxMs: 3_600_000 },
  );

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}/api/v4/employees`;

  // The query mix, from the data itself.
  const random = seededRandom(7);
  const sample = await database.db
    .select({
      name: employees.fullName,
      nik: employees.nik,
      number: employees.employeeNumber,
      clientId: employees.clientId,
    })
    .from(employees)
    .limit(2000);
  const pages = Math.max(1, Math.floor(total / 20));
  const queries: (() => string)[] = [
    () =>
      `search=${encodeURIComponent(random.pick(sample).name.split(' ')[0]!.slice(0, random.int(3, 5)))}`,
    () => `search=${encodeURIComponent(random.pick(sample).name.split(' ').at(-1)!.slice(0, 4))}`,
    () => `search=${random.pick(sample).nik.slice(0, random.int(4, 10))}`,
    () => `search=${random.pick(sample).number}`,
    () => `search=${random.pick(sample).number.slice(0, 11)}`,
    () => `page=${random.int(1, pages)}`,
    () => `page=${random.int(1, 50)}&sort=-employeeNumber`,
    () => `status=active&page=${random.int(1, 20)}`,
    () => {
      const clientId = random.pick(sample).clientId;
      return clientId ? `clientId=${clientId}&page=${random.int(1, 5)}` : 'clientId=internal';
    },
    () => 'contractEndingWithinDays=30',
  ];

  // The client runs in a worker thread, so its own work does not queue behind the server's.
  const urls = Array.from(
    { length: maxRequests + WARM_UP },
    () => `${base}?${random.pick(queries)()}&pageSize=20`,
  );
  const startedAll = performance.now();
  const timings = await runClient({ urls, token, concurrency, seconds, warmUp: WARM_UP });
  const elapsed = (performance.now() - startedAll) / 1000;
  timings.sort((a, b) => a - b);
  const at = (p: number) =>
    timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!;
  const p95 = at(95);
  log(
    [
      `GET /api/v4/employees on ${database.kind} with ${total} employees, concurrency ${concurrency}:`,
      `  requests ${timings.length} in ${elapsed.toFixed(1)} s (${(timings.length / elapsed).toFixed(0)}/s)`,
      `  p50 ${at(50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${at(99).toFixed(1)} ms   max ${timings.at(-1)!.toFixed(1)} ms`,
    ].join('\n'),
  );
  if (database.kind === 'postgres' && p95 >= P95_BUDGET_MS) {
    log(`FAIL: p95 ${p95.toFixed(1)} ms is over the ${P95_BUDGET_MS} ms budget.`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await database.close();
}
