/**
 * `npm run bench:payroll`: calculates and persists one month's payroll for 10,000 employees
 * (`--employees=100000` for the largest outsourcing firms) across 20 clients (BPJS, PPh 21 by
 * TER, every payslip line with its explanation), then runs the same month again and checks the
 * rows are identical, saying where the time went (loading inputs, calculating, writing); then
 * mails the e-payslips of one run under the link delivery, and PDF_SAMPLE payslips of another
 * under the attachment delivery (rendered, encrypted, stored, mail queued), each per second.
 *
 * Each employee has salary data with allowances; a fifth have approved overtime, a tenth a
 * one-off bonus, and the clients mix gross, gross-up and net tax methods. Runs on DATABASE_URL
 * when set (a throwaway database there, dropped at the end), else on an in-memory PGlite.
 * Options: --employees=10000 --clients=20 --period=2026-11 (December adds the Article 17
 * settlement). Prints the figures; on PostgreSQL it exits 1 when a month takes over 10 s.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../src/audit/audit-log.js';
import {
  clientPayrollPolicies,
  employees,
  overtimeRequests,
  payrollAdjustments,
  payrollRuns,
  payslipPasswords,
  payslips,
  salaryData,
  type TaxMethod,
} from '../src/db/schema.js';
import { mailPayslips } from '../src/payroll/payslip-mail.js';
import { sealPayslipPassword } from '../src/payroll/payslip-password.js';
import { calculateRun, createRun } from '../src/payroll/runs.js';
import { insertClient } from '../src/people/clients.js';
import { insertEmployees } from '../src/people/employees.js';
import { generateEmployeeInputs, seededRandom } from '../src/people/generate.js';
import { periodRange } from '../src/timesheets/period.js';
import { openBenchApp } from './support/bench-app.js';

function option(name: string, fallback: string) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}
const employeeCount = Number(option('employees', '10000'));
const clientCount = Number(option('clients', '20'));
const period = option('period', '2026-11');
if (!Number.isInteger(employeeCount) || employeeCount < 1 || employeeCount > 200_000) {
  throw new Error('Bad --employees (1–200000)');
}
/** The budget on PostgreSQL: a month of up to 100,000 employees calculates and persists in 10 s. */
const budgetSeconds = 10;
if (!Number.isInteger(clientCount) || clientCount < 1 || clientCount > 200) {
  throw new Error('Bad --clients (1–200)');
}
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw new Error('Bad --period (YYYY-MM)');
const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (started: number) => (performance.now() - started) / 1000;

const bench = await openBenchApp();
const { db, database, app } = bench;
const METHODS: TaxMethod[] = ['gross', 'gross', 'gross-up', 'net'];

async function setUp() {
  const random = seededRandom(7);
  const range = periodRange(period, 20);
  const perClient = Math.ceil(employeeCount / clientCount);
  const runIds: string[] = [];
  for (let c = 0; c < clientCount; c++) {
    const count = Math.min(perClient, employeeCount - c * perClient);
    const code = `PAY-${String(c + 1).padStart(2, '0')}`;
    const client = await insertClient(db, {
      code,
      legalName: `PT Bench Payroll ${c + 1}`,
      industry: null,
      address: null,
      npwp: null,
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [],
    } as Parameters<typeof insertClient>[1]);
    await db.insert(clientPayrollPolicies).values({
      clientId: client.id,
      taxMethod: METHODS[c % METHODS.length]!,
      thrMonth: Number(period.slice(5)),
      kesehatanFloor: 5_396_761,
    });
    const ref = { id: client.id, status: 'active', positions: ['Operator'], approverPicIds: [] };
    const inputs = generateEmployeeInputs(random, count, {
      clients: [ref],
      usedNiks: new Set(
        (await db.select({ nik: employees.nik }).from(employees)).map((e) => e.nik),
      ),
      today: '2026-11-23',
    });
    const rows = await insertEmployees(db, inputs, { userId: null, name: 'bench' }, 'Bench');
    const ids = rows.map((r) => r.id);
    await db
      .update(employees)
      .set({
        clientId: client.id,
        status: 'active',
        startDate: '2025-01-06',
        endDate: null,
        lastWorkingDay: null,
        endReason: null,
        ptkpStatus: 'K/1',
      })
      .where(inArray(employees.id, ids));
    const salaries = rows.map((r, i) => ({
      employeeId: r.id,
      effectiveFrom: '2026-01',
      baseSalary: 5_000_000 + (i % 40) * 250_000,
      components: [
        { name: 'Transport', kind: 'fixed-allowance' as const, amount: 750_000, taxable: true },
        { name: 'Meal', kind: 'variable-allowance' as const, amount: 440_000, taxable: true },
        { name: 'Cooperative', kind: 'deduction' as const, amount: 50_000, taxable: false },
      ],
      bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
      jkkRiskClass: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
    }));
    for (let i = 0; i < salaries.length; i += 1000) {
      await db.insert(salaryData).values(salaries.slice(i, i + 1000));
    }
    const overtime = ids
      .filter((_, i) => i % 5 === 0)
      .map((employeeId) => ({
        employeeId,
        clientId: client.id,
        date: range.start,
        startTime: '17:00',
        endTime: '19:00',
        minutes: 120,
        reason: 'Bench',
        dayType: 'workday' as const,
        status: 'approved' as const,
        payAmount: 150_000,
        billAmount: 150_000,
        computation: {} as never,
        requestedByLabel: 'bench',
      }));
    for (let i = 0; i < overtime.length; i += 1000) {
      await db.insert(overtimeRequests).values(overtime.slice(i, i + 1000));
    }
    const bonuses = ids
      .filter((_, i) => i % 10 === 0)
      .map((employeeId) => ({
        employeeId,
        period,
        name: 'Bonus',
        side: 'earning' as const,
        amount: 2_000_000,
        createdByLabel: 'bench',
      }));
    if (bonuses.length > 0) await db.insert(payrollAdjustments).values(bonuses);
    runIds.push((await createRun(db, { clientId: client.id, period }, SYSTEM_ACTOR)).id);
  }
  return runIds;
}

/** Calculates every run (two at a time, as two workers would) and answers the seconds taken. */
async function calculateAll(runIds: string[]) {
  const tokens = runIds.map(() => randomUUID());
  await Promise.all(
    runIds.map((id, i) =>
      db
        .update(payrollRuns)
        .set({ state: 'calculating', calculationToken: tokens[i]! })
        .where(eq(payrollRuns.id, id)),
    ),
  );
  const started = performance.now();
  const phases = { loadMs: 0, calculateMs: 0, writeMs: 0 };
  let next = 0;
  const worker = async () => {
    while (next < runIds.length) {
      const i = next++;
      const result = await calculateRun(
        { db, now: () => new Date() },
        runIds[i]!,
        tokens[i]!,
        'bench',
      );
      if (result.superseded || !result.phases)
        throw new Error('a bench calculation was superseded');
      phases.loadMs += result.phases.loadMs;
      phases.calculateMs += result.phases.calculateMs;
      phases.writeMs += result.phases.writeMs;
    }
  };
  await Promise.all([worker(), worker()]);
  return { seconds: seconds(started), phases };
}

/** Where a calculation's time went, summed over the runs (two ran at a time). */
const phaseText = (p: { loadMs: number; calculateMs: number; writeMs: number }) =>
  `inputs ${(p.loadMs / 1000).toFixed(2)} s, calculation ${(p.calculateMs / 1000).toFixed(2)} s, writes ${(p.writeMs / 1000).toFixed(2)} s`;

/** How many payslips the PDF measurement mails (each one a PDF: some seconds of rendering). */
const PDF_SAMPLE = 300;

/**
 * Mails PDF_SAMPLE payslips of a run under the attachment delivery, every one of their employees
 * with an e-payslip password (the rest of the run counts as mailed already).
 */
async function mailWithPdfs(runId: string) {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  await db
    .update(clientPayrollPolicies)
    .set({ payslipDelivery: 'attachment-with-employee-password' })
    .where(eq(clientPayrollPolicies.clientId, run!.clientId!));
  const slips = await db
    .select({ id: payslips.id, employeeId: payslips.employeeId })
    .from(payslips)
    .where(eq(payslips.runId, runId))
    .orderBy(asc(payslips.id));
  const sample = slips.slice(0, PDF_SAMPLE);
  await db.insert(payslipPasswords).values(
    sample.map((s) => ({
      employeeId: s.employeeId,
      sealed: sealPayslipPassword(bench.config.secret, s.employeeId, 'kopi tubruk di teras'),
    })),
  );
  await db
    .update(payslips)
    .set({ mailedAt: new Date() })
    .where(
      and(
        eq(payslips.runId, runId),
        sql`not (${payslips.id} = any(${sql.param(sample.map((s) => s.id))}::uuid[]))`,
      ),
    );
  return mailPayslips(app.context, runId);
}

/** A digest of every payslip row, ids included, in a fixed order. */
async function digest() {
  const rows = await db
    .select()
    .from(payslips)
    .orderBy(asc(payslips.runId), asc(payslips.employeeId));
  const hash = createHash('sha256');
  for (const row of rows) hash.update(JSON.stringify(row));
  return { count: rows.length, hash: hash.digest('hex').slice(0, 16) };
}

try {
  let started = performance.now();
  const runIds = await setUp();
  log(
    `Set up ${employeeCount} employees across ${clientCount} clients in ${seconds(started).toFixed(1)} s (${database.kind}).`,
  );

  const first = await calculateAll(runIds);
  const once = await digest();
  const again = await calculateAll(runIds);
  const twice = await digest();
  const [lines] = await db
    .select({ lines: sql<number>`sum(jsonb_array_length(${payslips.lines}))::int` })
    .from(payslips);
  started = performance.now();
  const perSlip = (s: number) => ((s * 1000) / once.count).toFixed(3);
  log(
    [
      `Payroll ${period}: ${once.count} payslips, ${lines?.lines ?? 0} lines, ${runIds.length} runs on ${database.kind}`,
      `  first calculation   ${first.seconds.toFixed(2)} s   (${perSlip(first.seconds)} ms per payslip; ${phaseText(first.phases)})`,
      `  re-run              ${again.seconds.toFixed(2)} s   (${perSlip(again.seconds)} ms per payslip; ${phaseText(again.phases)})`,
      `  rows identical after the re-run: ${once.hash === twice.hash && once.count === twice.count ? 'yes' : 'NO'} (sha256 ${once.hash})`,
    ].join('\n'),
  );
  // E-payslip mails as the paid run's background job makes them. First a run under the `link`
  // delivery: a signed link each, no PDF.
  const linked = await mailPayslips(app.context, runIds[0]!);
  log(
    `  e-payslip mails     ${linked.payslips} of one run (link delivery) in ${linked.seconds.toFixed(2)} s: ${linked.payslipsPerSecond} per second`,
  );
  // Then PDFs: a run under the attachment delivery whose employees all set a password, each
  // payslip's PDF rendered, encrypted with it, stored and attached.
  const attached = await mailWithPdfs(runIds[1] ?? runIds[0]!);
  log(
    `  e-payslip PDFs      ${attached.pdfs} rendered, encrypted and attached in ${attached.seconds.toFixed(2)} s: ${attached.payslipsPerSecond} per second`,
  );
  if (once.hash !== twice.hash || once.count !== twice.count) {
    log('FAIL: the re-run changed the rows.');
    process.exitCode = 1;
  }
  const slowest = Math.max(first.seconds, again.seconds);
  if (database.kind === 'postgres' && slowest > budgetSeconds) {
    log(`FAIL: a month took ${slowest.toFixed(2)} s, over ${budgetSeconds} s.`);
    process.exitCode = 1;
  }
} finally {
  await bench.close();
}
