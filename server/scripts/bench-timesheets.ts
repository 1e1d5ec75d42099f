/**
 * `npm run bench:timesheets -w @staffdesk/server`: builds the timesheets of 10,000 employees of
 * one client for one period from their attendance, leave and the calendar, and times the client
 * PIC's `GET` of a link showing a period of 500 submitted sheets (every day of each), over HTTP.
 *
 * Runs on DATABASE_URL when set (a throwaway database is created there and dropped), else on an
 * in-memory PGlite. Options: --employees=10000 --requests=200 (at most 20,000 and 1,000).
 * Prints the figures; on PostgreSQL it exits 1 when the build takes 10 s or more or the GET's
 * p95 is 200 ms or more.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../src/audit/audit-log.js';
import {
  attendanceRecords,
  employees,
  leaveRequests,
  outbox,
  timesheets,
} from '../src/db/schema.js';
import { insertClient } from '../src/people/clients.js';
import { insertEmployees } from '../src/people/employees.js';
import { generateEmployeeInputs, seededRandom } from '../src/people/generate.js';
import { seedDemoData } from '../src/seed/demo-data.js';
import { sendForApproval } from '../src/timesheets/approvals.js';
import { periodRange } from '../src/timesheets/period.js';
import { buildTimesheets } from '../src/timesheets/sheets.js';
import { openBenchApp } from './support/bench-app.js';

const PERIOD = '2026-11';
const BUILD_BUDGET_S = 10;
const GET_P95_BUDGET_MS = 200;
const LINK_SHEETS = 500;

function option(name: string, fallback: number, max: number) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > max) throw new Error(`Bad --${name}`);
  return value;
}
const employeeCount = option('employees', 10_000, 20_000);
const requests = option('requests', 200, 1000);
const log = (line: string) => process.stdout.write(`${line}\n`);

const bench = await openBenchApp();
const { config, database, db, app } = bench;
const seconds = (started: number) => (performance.now() - started) / 1000;

/** A client with `count` employees placed all period, with a PIC who approves timesheets. */
async function clientWith(code: string, count: number, seed: number) {
  const client = await insertClient(db, {
    code,
    legalName: `PT Bench ${code}`,
    industry: null,
    address: null,
    npwp: null,
    billingMethod: 'management-fee',
    paymentTermsDays: 30,
    status: 'active',
    pics: [
      {
        name: 'Bench PIC',
        email: `pic@${code.toLowerCase()}.example`,
        phone: null,
        position: null,
        roles: ['timesheet-approver'],
      },
    ],
  } as Parameters<typeof insertClient>[1]);
  const ref = { id: client.id, status: 'active', positions: ['Operator'], approverPicIds: [] };
  const inputs = generateEmployeeInputs(seededRandom(seed), count, {
    clients: [ref],
    usedNiks: new Set((await db.select({ nik: employees.nik }).from(employees)).map((e) => e.nik)),
    today: '2026-11-23',
  });
  const rows = await insertEmployees(db, inputs, { userId: null, name: 'bench' }, 'Bench');
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 5000) {
    await db
      .update(employees)
      .set({ clientId: client.id, status: 'active', startDate: '2025-01-06', endDate: null })
      .where(inArray(employees.id, ids.slice(i, i + 5000)));
  }
  return { clientId: client.id, ids };
}

try {
  await seedDemoData(db, config.demoPassword);
  const range = periodRange(PERIOD, 20);

  let started = performance.now();
  const big = await clientWith('BENCH-TS', employeeCount, 11);
  log(`Set up ${employeeCount} employees in ${seconds(started).toFixed(1)} s.`);

  // Their attendance: every working day of the period, in 07:30–08:29 and out nine hours later;
  // one day in 20 missed. And a two-day approved leave for one employee in ten.
  started = performance.now();
  await db.execute(sql`
    insert into attendance_records (employee_id, work_date, clock_in_at, clock_out_at, source)
    select e.id, d::date,
           d + interval '30 minutes' + (abs(hashtext(e.id::text || d::text)) % 60) * interval '1 minute',
           d + interval '9 hours 30 minutes' + (abs(hashtext(e.id::text || d::text)) % 60) * interval '1 minute',
           'import'
      from employees e
      cross join generate_series(${range.start}::timestamp, ${range.end}::timestamp, interval '1 day') d
     where e.client_id = ${big.clientId}
       and extract(isodow from d) < 6
       and abs(hashtext(e.id::text || 'miss' || d::text)) % 20 <> 0`);
  const onLeave = big.ids.filter((_, i) => i % 10 === 0);
  for (let i = 0; i < onLeave.length; i += 1000) {
    await db.insert(leaveRequests).values(
      onLeave.slice(i, i + 1000).map((employeeId) => ({
        employeeId,
        type: 'annual',
        startDate: '2026-11-02',
        endDate: '2026-11-03',
        halfDay: null,
        halfDays: 4,
        dates: ['2026-11-02', '2026-11-03'],
        reason: 'Bench',
        status: 'approved' as const,
      })),
    );
  }
  const punches = await db.$count(attendanceRecords);
  log(
    `Wrote ${punches} days of attendance and ${onLeave.length} leaves in ${seconds(started).toFixed(1)} s.`,
  );

  started = performance.now();
  const built = await buildTimesheets(db, {
    clientId: big.clientId,
    period: PERIOD,
    today: '2026-11-23',
    locale: 'id',
  });
  const buildSeconds = seconds(started);
  log(
    `Built ${built.created} timesheets (${range.start} – ${range.end}) on ${database.kind} in ${buildSeconds.toFixed(2)} s (target < ${BUILD_BUDGET_S} s).`,
  );

  // The PIC's link over a period of 500 submitted sheets.
  const small = await clientWith('BENCH-PIC', LINK_SHEETS, 12);
  await buildTimesheets(db, {
    clientId: small.clientId,
    period: PERIOD,
    today: '2026-11-23',
    locale: 'id',
  });
  await db
    .update(timesheets)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(eq(timesheets.clientId, small.clientId));
  await db.transaction((tx) =>
    sendForApproval(
      tx,
      { config, now: () => new Date() },
      {
        clientId: small.clientId,
        period: PERIOD,
        actor: SYSTEM_ACTOR,
      },
    ),
  );
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.templateKey, 'timesheet.approval-requested'));
  const link = /(\/pic\/request_timesheet\/[^\s?]+)\?email=(\S+)/.exec(mail?.body ?? '');
  if (!link) throw new Error('No approval link was mailed.');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/api/v4/public/timesheet-approvals/${link[1]!.replace('/pic/request_timesheet/', '')}?email=${link[2]}`;
  const timings: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + 60_000;
  for (let i = 0; i < requests + 10 && performance.now() < deadline; i++) {
    const at = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${res.status} for ${url}`);
    if (i >= 10) timings.push(performance.now() - at);
    bytes = body.byteLength;
  }
  timings.sort((a, b) => a - b);
  const pct = (p: number) =>
    timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!;
  log(
    [
      `GET of a PIC's link with ${LINK_SHEETS} sheets (every day of each) on ${database.kind}, ${timings.length} requests one at a time:`,
      `  p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   max ${timings.at(-1)!.toFixed(1)} ms   answer ${(bytes / 1024).toFixed(0)} kB`,
    ].join('\n'),
  );
  if (database.kind === 'postgres') {
    if (buildSeconds >= BUILD_BUDGET_S) {
      log(`FAIL: the build took ${buildSeconds.toFixed(2)} s, over ${BUILD_BUDGET_S} s.`);
      process.exitCode = 1;
    }
    if (pct(95) >= GET_P95_BUDGET_MS) {
      log(`FAIL: p95 ${pct(95).toFixed(1)} ms is over ${GET_P95_BUDGET_MS} ms.`);
      process.exitCode = 1;
    }
  }
} finally {
  await bench.close();
}
