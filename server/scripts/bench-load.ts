/**
 * `npm run bench:load`: a bounded load test on loopback. For each engine (PGlite always;
 * PostgreSQL too when DATABASE_URL is set, in a throwaway database dropped afterwards) it starts
 * a throwaway server with demo data on a random 127.0.0.1 port in its own process, then drives
 * it with autocannon: a read-heavy mix and a write mix, each for --seconds (default 10, at most
 * 60) with --connections (default 50, at most 200). Prints requests per second and the
 * p50/p95/p99 latency of every mix; stops the server and exits by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

function option(name: string, fallback: number, max: number) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Bad --${name}`);
  return Math.min(value, max);
}
const seconds = option('seconds', 10, 60);
const connections = option('connections', 50, 200);

type Server = { url: string; engine: string; tokens: Record<string, string>; child: ChildProcess };

async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@staffdesk/source',
      'scripts/bench-server.ts',
      `--max-seconds=${seconds * 2 + 300}`,
    ],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The bench server stopped (exit ${code}) before it listened.`);
    }),
  ])) as [string];
  return { ...JSON.parse(line), child };
}

async function stopServer(server: Server) {
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}

function percentile(sorted: number[], p: number) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Mix = { name: string; requests: autocannon.Request[] };

function mixes(tokens: Record<string, string>): Mix[] {
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const json = (who: string) => ({ ...as(who), 'content-type': 'application/json' });
  let serial = 0;
  return [
    {
      // What a busy Monday morning looks like: lists and the signed-in user, mostly.
      name: 'read-heavy',
      requests: [
        { method: 'GET', path: '/api/v4/me', headers: as('employee') },
        { method: 'GET', path: '/api/v4/employees?pageSize=20', headers: as('hr') },
        { method: 'GET', path: '/api/v4/me', headers: as('hr') },
        { method: 'GET', path: '/api/v4/clients', headers: as('bd') },
        { method: 'GET', path: '/api/v4/me/leave-balances', headers: as('employee') },
      ],
    },
    {
      // Half writes (a new client, each in its own transaction with its audit entry), half reads.
      name: 'write',
      requests: [
        {
          method: 'POST',
          path: '/api/v4/clients',
          headers: json('bd'),
          setupRequest: (request) => {
            serial += 1;
            const code = `B${randomUUID().slice(0, 8).toUpperCase()}`;
            return {
              ...request,
              body: JSON.stringify({
                code,
                legalName: `PT Beban Uji ${serial}`,
                billingMethod: 'management-fee',
                paymentTermsDays: 30,
                status: 'prospect',
                pics: [],
              }),
            };
          },
        },
        { method: 'GET', path: '/api/v4/me', headers: as('bd') },
      ],
    },
  ];
}

async function run(url: string, mix: Mix) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, requests: mix.requests, timeout: 30 },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    mix: mix.name,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  };
}

async function throwawayPostgres(serverUrl: string) {
  const name = `staffdesk_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const rows: string[] = [];
const engines: { label: string; databaseUrl?: string }[] = [{ label: 'PGlite' }];
if (process.env.DATABASE_URL)
  engines.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });

process.stdout.write(
  `bench:load: ${connections} connections, ${seconds} s per mix, loopback only\n`,
);
for (const engine of engines) {
  const database = engine.databaseUrl ? await throwawayPostgres(engine.databaseUrl) : null;
  const server = await startServer(database?.url);
  try {
    for (const mix of mixes(server.tokens)) {
      const r = await run(server.url, mix);
      const line = `${engine.label.padEnd(10)} ${r.mix.padEnd(10)} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(0).padStart(5)} ms  p95 ${r.p95.toFixed(0).padStart(5)} ms  p99 ${r.p99.toFixed(0).padStart(5)} ms  errors ${r.errors}  statuses ${JSON.stringify(r.statuses)}`;
      rows.push(line);
      process.stdout.write(`${line}\n`);
    }
  } finally {
    await stopServer(server);
    await database?.drop();
  }
}
process.stdout.write(`\n${rows.join('\n')}\n`);
