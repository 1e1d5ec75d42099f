import { randomUUID } from 'node:crypto';
import type { Pph21AnnualMonth, PtkpStatus } from '@staffdesk/id-payroll';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  clients,
  employees,
  jobProgress,
  leaveRequests,
  leaveTypes,
  overtimeRequests,
  type PayrollRunState,
  type PayrollTotals,
  payrollAdjustments,
  payrollRuns,
  payslips,
  timesheets,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { overtimePeriod } from '../overtime/views.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';
import { calculatePayslip, employmentEnd, isFinalMonth, type PayslipInput } from './calculation.js';
import {
  acceptancesOf,
  assertApprovable,
  assertNotStale,
  findingsView,
  openWarningCount,
} from './checks.js';
import { type FindingFacts, payslipFindings } from './findings.js';
import { paymentPlan } from './payment.js';
import { type CalculatedPayslip, upsertPayslips } from './payslip-upsert.js';
import { payrollPolicyOf } from './policies.js';
import { placementSalary, salaryVersionsOfScope } from './salary-data.js';
import { loadMasterRules, versionsUsed } from './tax-masters.js';

export const PAYROLL_CALCULATION_JOB = 'payroll.calculate';
export type RunRow = typeof payrollRuns.$inferSelect;

/** States whose payslips are final: they count in the year's settlement and outputs. */
export const SETTLED_STATES: PayrollRunState[] = ['approved', 'paid', 'closed'];
const RECALCULABLE: PayrollRunState[] = ['draft', 'calculated', 'reviewed'];
const CHUNK = 1000;

export const INTERNAL_SCOPE = 'internal';

export class RunStateConflict extends HttpProblem {
  constructor(run: Pick<RunRow, 'state'>, action: string) {
    super(
      409,
      run.state === 'closed' ? 'run-closed' : 'run-state',
      run.state === 'closed'
        ? 'This payroll run is closed: it can no longer change.'
        : `This payroll run is ${run.state}, so it cannot be ${action} now.`,
    );
  }
}

export async function findRunOrThrow(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpProblem(404, 'not-found', 'There is no such payroll run.');
  return row;
}

export async function createRun(
  tx: Db,
  input: { clientId: string | null; period: string },
  actor: Actor,
) {
  const [row] = await tx
    .insert(payrollRuns)
    .values({
      clientId: input.clientId,
      scope: input.clientId ?? INTERNAL_SCOPE,
      period: input.period,
      createdByLabel: actor.label,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new HttpProblem(409, 'run-exists', 'There is already a payroll run for this month.');
  }
  await recordAudit(tx, actor, {
    action: 'payroll-run.create',
    entity: 'payroll_run',
    entityId: row.id,
    after: row,
  });
  return row;
}

/**
 * Queues a (re-)calculation. In one transaction: the run moves to `calculating` with a fresh token
 * in one conditional update (so of two people pressing at once only one starts it; the other gets
 * 409), the job is queued, the run records the job's id, and the audit entry is written. A failure
 * at any step leaves none of them: never a run calculating without a job, never a job or an
 * audit entry for a calculation that did not start.
 */
export async function startCalculation(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  id: string,
  actor: Actor,
) {
  const token = randomUUID();
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(payrollRuns)
      .set({
        state: 'calculating',
        calculationToken: token,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(payrollRuns.id, id), inArray(payrollRuns.state, RECALCULABLE)))
      .returning();
    if (!row) throw new RunStateConflict(await findRunOrThrow(tx, id), 'calculated');
    const jobId = await ctx.jobs.enqueue(
      PAYROLL_CALCULATION_JOB,
      { runId: id, token, actor },
      { startedBy: actor.userId ?? undefined, tx },
    );
    const [queued] = await tx
      .update(payrollRuns)
      .set({ jobId })
      .where(eq(payrollRuns.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'payroll-run.calculate',
      entity: 'payroll_run',
      entityId: id,
      after: { state: 'calculating', job: jobId },
    });
    return queued ?? row;
  });
}

const monthEndOf = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

type Gathered = {
  inputs: {
    employeeId: string;
    input: PayslipInput;
    snapshot: (typeof payslips.$inferInsert)['employee'];
    facts: FindingFacts;
    timesheetId: string | null;
    timesheetDecidedAt: Date | null;
  }[];
  ruleVersions: Record<string, string>;
};

/** Reads everything the run's month needs, in a few set queries (no query per employee). */
async function gatherInputs(
  db: Db,
  run: RunRow,
  today: string,
): Promise<Gathered & { rules: Awaited<ReturnType<typeof loadMasterRules>>['rules'] }> {
  const { period } = run;
  const monthStart = `${period}-01`;
  const monthEnd = monthEndOf(period);
  const [{ rules, rows }, policy, range] = await Promise.all([
    loadMasterRules(db),
    payrollPolicyOf(db, run.clientId),
    overtimePeriod(db, run.clientId, today, period),
  ]);
  const { used, labels } = versionsUsed(rows, period);
  // Only what the payslip, its snapshot and its findings read (not the whole record).
  const people = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      fullName: employees.fullName,
      position: employees.position,
      nik: employees.nik,
      npwp: employees.npwp,
      ptkpStatus: employees.ptkpStatus,
      bankName: employees.bankName,
      bankAccountNumber: employees.bankAccountNumber,
      bankAccountName: employees.bankAccountName,
      startDate: employees.startDate,
      endDate: employees.endDate,
      lastWorkingDay: employees.lastWorkingDay,
      workWeek: employees.workWeek,
      baseSalary: employees.baseSalary,
      fixedAllowances: employees.fixedAllowances,
    })
    .from(employees)
    .where(
      and(
        run.clientId ? eq(employees.clientId, run.clientId) : isNull(employees.clientId),
        lte(employees.startDate, monthEnd),
        // Employed at least one day of the month: the employment end (the last working day, else
        // the PKWT contract end) is none or on/after the month's first day (issue #28).
        sql`coalesce(${employees.lastWorkingDay}, ${employees.endDate}, ${monthStart}) >= ${monthStart}`,
      ),
    )
    .orderBy(asc(employees.employeeNumber));
  const inScope = run.clientId
    ? sql`(select id from ${employees} where ${employees.clientId} = ${run.clientId})`
    : sql`(select id from ${employees} where ${employees.clientId} is null)`;

  const [salaries, sheets, unpaidLeave, overtime, adjustments] = await Promise.all([
    salaryVersionsOfScope(db, period, inScope),
    db
      .select({
        id: timesheets.id,
        employeeId: timesheets.employeeId,
        status: timesheets.status,
        absentDays: timesheets.absentDays,
        decidedAt: timesheets.decidedAt,
        periodStart: timesheets.periodStart,
        periodEnd: timesheets.periodEnd,
      })
      .from(timesheets)
      .where(and(eq(timesheets.period, period), sql`${timesheets.employeeId} in ${inScope}`)),
    db
      .select({ employeeId: leaveRequests.employeeId, dates: leaveRequests.dates })
      .from(leaveRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.key, leaveRequests.type))
      .where(
        and(
          eq(leaveTypes.paid, false),
          eq(leaveRequests.status, 'approved'),
          lte(leaveRequests.startDate, range.end),
          gte(leaveRequests.endDate, range.start),
          sql`${leaveRequests.employeeId} in ${inScope}`,
        ),
      ),
    db
      .select({
        employeeId: overtimeRequests.employeeId,
        pay: sql<string>`sum(${overtimeRequests.payAmount})`,
        minutes: sql<string>`sum(${overtimeRequests.minutes})`,
      })
      .from(overtimeRequests)
      .where(
        and(
          eq(overtimeRequests.status, 'approved'),
          gte(overtimeRequests.date, range.start),
          lte(overtimeRequests.date, range.end),
          sql`${overtimeRequests.employeeId} in ${inScope}`,
        ),
      )
      .groupBy(overtimeRequests.employeeId),
    db
      .select()
      .from(payrollAdjustments)
      .where(
        and(
          eq(payrollAdjustments.period, period),
          sql`${payrollAdjustments.employeeId} in ${inScope}`,
        ),
      )
      .orderBy(asc(payrollAdjustments.createdAt)),
  ]);

  const finalIds = people.filter((p) => isFinalMonth(period, employmentEnd(p))).map((p) => p.id);
  const prior = new Map<string, Pph21AnnualMonth[]>();
  for (let i = 0; i < finalIds.length; i += 5000) {
    const rowsPrior = await db
      .select({
        employeeId: payslips.employeeId,
        gross: payslips.taxableGross,
        jhtEmployee: payslips.jhtEmployee,
        jpEmployee: payslips.jpEmployee,
        terWithheld: payslips.tax,
      })
      .from(payslips)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
      .where(
        and(
          inArray(payslips.employeeId, finalIds.slice(i, i + 5000)),
          gte(payslips.period, `${period.slice(0, 4)}-01`),
          lt(payslips.period, period),
          inArray(payrollRuns.state, SETTLED_STATES),
        ),
      )
      .orderBy(asc(payslips.period));
    for (const r of rowsPrior) {
      const list = prior.get(r.employeeId) ?? [];
      list.push({
        gross: r.gross,
        jhtEmployee: r.jhtEmployee,
        jpEmployee: r.jpEmployee,
        terWithheld: r.terWithheld,
      });
      prior.set(r.employeeId, list);
    }
  }

  const sheetOf = new Map(sheets.map((s) => [s.employeeId, s]));
  const unpaidOf = new Map<string, number>();
  for (const l of unpaidLeave) {
    const days = l.dates.filter((d) => d >= range.start && d <= range.end).length;
    unpaidOf.set(l.employeeId, (unpaidOf.get(l.employeeId) ?? 0) + days);
  }
  const overtimeOf = new Map(overtime.map((o) => [o.employeeId, o]));
  const adjustmentsOf = new Map<string, typeof adjustments>();
  for (const a of adjustments) {
    adjustmentsOf.set(a.employeeId, [...(adjustmentsOf.get(a.employeeId) ?? []), a]);
  }
  const thrDue = policy.thrMonth !== null && Number(period.slice(5)) === policy.thrMonth;

  const inputs = people.map((p) => {
    const salary = salaries.get(p.id) ?? placementSalary(p);
    const sheet = sheetOf.get(p.id);
    const approved = sheet?.status === 'approved';
    const facts: FindingFacts = {
      timesheet: run.clientId ? (sheet?.status ?? 'missing') : 'not-needed',
      ptkpStatus: p.ptkpStatus,
      bankAccountNumber: p.bankAccountNumber,
      endDate: employmentEnd(p),
      monthStart,
      taxIdActive: salary.taxIdActive,
    };
    const ot = overtimeOf.get(p.id);
    const input: PayslipInput = {
      period,
      ptkpStatus: (p.ptkpStatus ?? 'TK/0') as PtkpStatus,
      taxIdActive: salary.taxIdActive,
      startDate: p.startDate,
      endDate: p.endDate,
      lastWorkingDay: p.lastWorkingDay,
      workWeek: p.workWeek,
      baseSalary: salary.baseSalary,
      components: salary.components,
      bpjs: salary.bpjs,
      jkkRiskClass: salary.jkkRiskClass,
      taxMethod: salary.taxMethod ?? policy.taxMethod,
      prorationBasis: policy.prorationBasis,
      thrDue,
      kesehatanFloor: policy.kesehatanFloor,
      unpaidDays: (approved ? (sheet?.absentDays ?? 0) : 0) + (unpaidOf.get(p.id) ?? 0),
      // The absent days come from the timesheet period: by default, so does the divisor.
      unpaidDayPeriod:
        policy.unpaidDayBasis === 'timesheet-period'
          ? { start: sheet?.periodStart ?? range.start, end: sheet?.periodEnd ?? range.end }
          : undefined,
      overtimePay: Number(ot?.pay ?? 0),
      overtimeMinutes: Number(ot?.minutes ?? 0),
      adjustments: (adjustmentsOf.get(p.id) ?? []).map((a) => ({
        name: a.name,
        side: a.side,
        taxable: a.taxable,
        amount: a.amount,
      })),
      priorMonths: prior.get(p.id) ?? [],
      ruleLabels: labels,
    };
    return {
      employeeId: p.id,
      input,
      snapshot: {
        number: p.employeeNumber,
        name: p.fullName,
        position: p.position,
        nik: p.nik,
        npwp: p.npwp,
        ptkpStatus: input.ptkpStatus,
        bankName: p.bankName,
        bankAccountNumber: p.bankAccountNumber,
        bankAccountName: p.bankAccountName,
      },
      facts,
      timesheetId: approved ? sheet.id : null,
      timesheetDecidedAt: approved ? sheet.decidedAt : null,
    };
  });
  return { inputs, ruleVersions: used, rules };
}

/**
 * The calculation itself (the job's body): gathers the month's inputs, computes every payslip
 * and writes them in one transaction, upserting on (run, employee) so a re-run replaces rows
 * in place and can never leave two payslips for one employee. Only the calculation holding the
 * run's current token may write; a superseded one stops without effect.
 */
export async function calculateRun(
  ctx: Pick<AppContext, 'db' | 'now'>,
  runId: string,
  token: string,
  actor: string | Pick<Actor, 'label' | 'userId'>,
  progress: (done: number, total: number) => Promise<void> = async () => {},
) {
  const { db } = ctx;
  const actorLabel = typeof actor === 'string' ? actor : actor.label;
  const actorUserId = typeof actor === 'string' ? null : actor.userId;
  // Wall-clock: a timesheet change marked after this (staleness.ts) keeps the run stale.
  const readFrom = new Date();
  const run = await findRunOrThrow(db, runId);
  if (run.state !== 'calculating' || run.calculationToken !== token) return { superseded: true };
  const today = ctx.now().toISOString().slice(0, 10);
  const phaseStart = performance.now();
  const { inputs, ruleVersions, rules } = await gatherInputs(db, run, today);
  const loaded = performance.now();
  const total = inputs.length;
  await progress(0, total + 1);
  const rows: CalculatedPayslip[] = [];
  const totals: PayrollTotals = {
    employees: total,
    gross: 0,
    bpjsEmployee: 0,
    bpjsEmployer: 0,
    tax: 0,
    net: 0,
    cost: 0,
  };
  let warningCount = 0;
  let errorCount = 0;
  for (let i = 0; i < total; i++) {
    const item = inputs[i]!;
    const figures = calculatePayslip(item.input, rules);
    const { lines, ...numbers } = figures;
    const findings = payslipFindings(item.facts, figures);
    rows.push({
      employeeId: item.employeeId,
      employee: item.snapshot,
      taxMethod: item.input.taxMethod,
      ...numbers,
      lines,
      warnings: findings.map((f) => f.code),
      findings,
      timesheetId: item.timesheetId,
      timesheetDecidedAt: item.timesheetDecidedAt,
    });
    totals.gross += figures.gross;
    totals.bpjsEmployee += figures.bpjsEmployee;
    totals.bpjsEmployer += figures.bpjsEmployer;
    totals.tax += figures.tax;
    totals.net += figures.net;
    totals.cost +=
      figures.gross + figures.bpjsEmployer + (item.input.taxMethod === 'net' ? figures.tax : 0);
    if (findings.some((f) => f.severity === 'warning')) warningCount++;
    if (findings.some((f) => f.severity === 'error')) errorCount++;
    if ((i + 1) % CHUNK === 0) await progress(i + 1, total + 1);
  }
  const calculated = performance.now();
  const written = await inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(payrollRuns)
      .where(eq(payrollRuns.id, runId))
      .for('update');
    if (locked?.state !== 'calculating' || locked.calculationToken !== token) return false;
    const keep = rows.map((r) => r.employeeId);
    await tx
      .delete(payslips)
      .where(
        and(
          eq(payslips.runId, runId),
          keep.length > 0
            ? sql`not (${payslips.employeeId} = any(${sql.param(keep)}::uuid[]))`
            : undefined,
        ),
      );
    await upsertPayslips(tx, run, rows);
    await tx
      .update(payrollRuns)
      .set({
        state: 'calculated',
        calculationToken: null,
        ruleVersions,
        totals,
        warningCount,
        errorCount,
        staleAt: sql`case when ${payrollRuns.staleAt} > ${readFrom.toISOString()}::timestamptz then ${payrollRuns.staleAt} end`,
        staleReasons: sql`case when ${payrollRuns.staleAt} > ${readFrom.toISOString()}::timestamptz then ${payrollRuns.staleReasons} else '[]'::jsonb end`,
        calculatedAt: ctx.now(),
        calculatedByLabel: actorLabel,
        calculatedByUserId: actorUserId,
        reviewedAt: null,
        reviewedByLabel: null,
        reviewedByUserId: null,
        updatedAt: new Date(),
      })
      .where(eq(payrollRuns.id, runId));
    return true;
  });
  const phases = {
    loadMs: Math.round(loaded - phaseStart),
    calculateMs: Math.round(calculated - loaded),
    writeMs: Math.round(performance.now() - calculated),
  };
  await progress(total + 1, total + 1);
  return {
    superseded: !written,
    payslips: total,
    warnings: warningCount,
    errors: errorCount,
    phases,
  };
}

/** A calculation that failed leaves the run in draft with the reason, to be run again. */
export async function failCalculation(db: Db, runId: string, token: string, message: string) {
  await db
    .update(payrollRuns)
    .set({ state: 'draft', calculationToken: null, lastError: message, updatedAt: new Date() })
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.calculationToken, token)));
}

const TRANSITIONS = {
  review: {
    from: 'calculated',
    to: 'reviewed',
    at: 'reviewedAt',
    by: 'reviewedByLabel',
    user: 'reviewedByUserId',
  },
  approve: {
    from: 'reviewed',
    to: 'approved',
    at: 'approvedAt',
    by: 'approvedByLabel',
    user: 'approvedByUserId',
  },
  pay: { from: 'approved', to: 'paid', at: 'paidAt', by: 'paidByLabel', user: 'paidByUserId' },
  close: {
    from: 'paid',
    to: 'closed',
    at: 'closedAt',
    by: 'closedByLabel',
    user: 'closedByUserId',
  },
} as const;

/** What a step may carry: the approver's waiver of maker–checker, the payment's date. */
export type TransitionOptions = {
  /** The approver holds `payroll.approve-own-calculation`. */
  waiveOwnCalculation?: boolean | undefined;
  /** The day the transfer was made (`YYYY-MM-DD`); today when absent. */
  paymentDate?: string | undefined;
  locale?: Locale | undefined;
};

/** How far ahead of today a payment date may be (a transfer scheduled for a value date). */
const PAYMENT_DATE_AHEAD_DAYS = 7;

/** A payment date is a day in Jakarta from the run's approval to a week ahead of today. */
function checkPaymentDate(run: RunRow, date: string, now: Date) {
  const latest = addDays(todayInJakarta(now), PAYMENT_DATE_AHEAD_DAYS);
  const earliest = `${run.period}-01`;
  if (date > latest) {
    throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', {
      paymentDate: `Enter a date at most ${PAYMENT_DATE_AHEAD_DAYS} days after today.`,
    });
  }
  if (date < earliest || (run.approvedAt && date < todayInJakarta(run.approvedAt))) {
    throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', {
      paymentDate: 'Enter a date on or after the approval of the run.',
    });
  }
  return date;
}
export type RunTransition = keyof typeof TRANSITIONS;

const PAST: Record<RunTransition, string> = {
  review: 'reviewed',
  approve: 'approved',
  pay: 'marked paid',
  close: 'closed',
};

/**
 * Moves a run one step on, with a conditional update: of two people approving at once, one wins
 * and the other gets 409. A stale run (a timesheet changed since its calculation) can be neither
 * reviewed nor approved. Approving checks the maker–checker rule, the payslips' findings (no
 * error, every warning accepted: `checks.ts`) and that every timesheet the calculation read is
 * still approved as it was, and marks those sheets read by payroll. Paying records the payment
 * date and the amount of the payment plan (the bank file's total).
 */
export async function transitionRun(
  tx: Db,
  id: string,
  action: RunTransition,
  actor: Actor,
  now: Date,
  options: TransitionOptions = {},
) {
  const step = TRANSITIONS[action];
  const run = await findRunOrThrow(tx, id, true);
  if (run.state !== step.from) throw new RunStateConflict(run, PAST[action]);
  if (action === 'review') assertNotStale(run);
  const payment: { paymentDate?: string; paidAmount?: number } = {};
  if (action === 'pay') {
    payment.paymentDate = checkPaymentDate(run, options.paymentDate ?? todayInJakarta(now), now);
    payment.paidAmount = (await paymentPlan(tx, id)).total;
  }
  if (action === 'approve') {
    await assertApprovable(tx, run, actor, options);
    const changed = await tx
      .select({ name: sql<string>`${payslips.employee}->>'name'` })
      .from(payslips)
      .leftJoin(timesheets, eq(timesheets.id, payslips.timesheetId))
      .where(
        and(
          eq(payslips.runId, id),
          sql`${payslips.timesheetId} is not null`,
          sql`(${timesheets.id} is null or ${timesheets.status} <> 'approved' or date_trunc('milliseconds', ${timesheets.decidedAt}) is distinct from date_trunc('milliseconds', ${payslips.timesheetDecidedAt}))`,
        ),
      )
      .limit(3);
    if (changed.length > 0) {
      throw new HttpProblem(
        409,
        'timesheet-changed',
        `The timesheet of ${changed.map((c) => c.name).join(', ')} changed after the calculation: calculate the run again.`,
      );
    }
    await tx
      .update(timesheets)
      .set({ payrollReadAt: now })
      .where(
        sql`${timesheets.id} in (select timesheet_id from payslips where run_id = ${id} and timesheet_id is not null)`,
      );
  }
  const [row] = await tx
    .update(payrollRuns)
    .set({
      state: step.to,
      [step.at]: now,
      [step.by]: actor.label,
      [step.user]: actor.userId,
      ...payment,
      updatedAt: now,
    })
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.state, step.from)))
    .returning();
  if (!row) throw new RunStateConflict(await findRunOrThrow(tx, id), PAST[action]);
  await recordAudit(tx, actor, {
    action: `payroll-run.${action}`,
    entity: 'payroll_run',
    entityId: id,
    before: { state: run.state },
    after: { state: row.state, ...payment },
  });
  return row;
}

export async function runView(db: Db, run: RunRow) {
  const [client] = run.clientId
    ? await db
        .select({ legalName: clients.legalName })
        .from(clients)
        .where(eq(clients.id, run.clientId))
    : [];
  const [progressRow] = run.jobId
    ? await db.select().from(jobProgress).where(eq(jobProgress.jobId, run.jobId))
    : [];
  const [mailed] = ['paid', 'closed'].includes(run.state)
    ? await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payslips)
        .where(and(eq(payslips.runId, run.id), sql`${payslips.mailedAt} is not null`))
    : [];
  const openWarnings = ['calculated', 'reviewed'].includes(run.state)
    ? await openWarningCount(db, run.id)
    : null;
  return {
    ...presentRun(run, client?.legalName ?? null, progressRow ?? null),
    payslipsMailed: mailed?.count ?? null,
    openWarningCount: openWarnings,
  };
}

function presentRun(
  run: RunRow,
  clientName: string | null,
  progressRow: { done: number; total: number } | null,
) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: run.id,
    clientId: run.clientId,
    clientName,
    period: run.period,
    state: run.state,
    progress:
      run.state === 'calculating'
        ? { done: progressRow?.done ?? 0, total: progressRow?.total ?? 0 }
        : null,
    totals: run.totals,
    warningCount: run.warningCount,
    errorCount: run.errorCount,
    openWarningCount: null as number | null,
    stale: run.staleAt ? { at: run.staleAt.toISOString(), reasons: run.staleReasons } : null,
    ruleVersions: run.ruleVersions,
    lastError: run.lastError,
    createdByLabel: run.createdByLabel,
    createdAt: run.createdAt.toISOString(),
    calculatedAt: iso(run.calculatedAt),
    calculatedByLabel: run.calculatedByLabel,
    calculatedByUserId: run.calculatedByUserId,
    reviewedAt: iso(run.reviewedAt),
    reviewedByLabel: run.reviewedByLabel,
    approvedAt: iso(run.approvedAt),
    approvedByLabel: run.approvedByLabel,
    paidAt: iso(run.paidAt),
    paidByLabel: run.paidByLabel,
    paymentDate: run.paymentDate,
    paidAmount: run.paidAmount,
    closedAt: iso(run.closedAt),
    closedByLabel: run.closedByLabel,
    payslipsMailed: null as number | null,
  };
}

export async function listRuns(
  db: Db,
  query: {
    state?: PayrollRunState | undefined;
    period?: string | undefined;
    clientId?: string | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const filters = and(
    query.period ? eq(payrollRuns.period, query.period) : undefined,
    query.clientId ? eq(payrollRuns.clientId, query.clientId) : undefined,
    query.search ? sql`${clients.legalName} ilike ${likePattern(query.search)}` : undefined,
  );
  const where = and(filters, query.state ? eq(payrollRuns.state, query.state) : undefined);
  const [page, counts] = await Promise.all([
    pagedList(
      query,
      {
        rows: db
          .select({ run: payrollRuns, clientName: clients.legalName, progress: jobProgress })
          .from(payrollRuns)
          .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
          .leftJoin(jobProgress, eq(jobProgress.jobId, payrollRuns.jobId))
          .where(where)
          .orderBy(desc(payrollRuns.period), asc(clients.legalName)),
        count: db
          .select(countColumn())
          .from(payrollRuns)
          .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
          .where(where),
      },
      (rows) => rows.map((r) => presentRun(r.run, r.clientName, r.progress)),
    ),
    db
      .select({ state: payrollRuns.state, count: sql<number>`count(*)::int` })
      .from(payrollRuns)
      .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
      .where(filters)
      .groupBy(payrollRuns.state),
  ]);
  return { ...page, counts: Object.fromEntries(counts.map((c) => [c.state, c.count])) };
}

type PayslipRow = typeof payslips.$inferSelect;

type Acceptances = Awaited<ReturnType<typeof acceptancesOf>>;

export function payslipSummary(
  row: PayslipRow,
  checks: { acceptances: Acceptances; locale: Locale } = { acceptances: new Map(), locale: 'en' },
) {
  return {
    id: row.id,
    runId: row.runId,
    employeeId: row.employeeId,
    period: row.period,
    employee: row.employee,
    taxMethod: row.taxMethod,
    gross: row.gross,
    taxableGross: row.taxableGross,
    bpjsEmployee: row.bpjsEmployee,
    bpjsEmployer: row.bpjsEmployer,
    tax: row.tax,
    finalMonth: row.finalMonth,
    net: row.net,
    warnings: row.warnings,
    findings: findingsView(row, checks.acceptances, checks.locale),
  };
}

/** A payslip with its lines; `checks` adds who accepted its warnings (payroll's own view). */
export function payslipDetail(
  row: PayslipRow,
  run: RunRow,
  checks?: { acceptances: Acceptances; locale: Locale },
) {
  return {
    ...payslipSummary(row, checks),
    lines: row.lines,
    runState: run.state,
    ruleVersions: run.ruleVersions,
  };
}

export async function listPayslips(
  db: Db,
  runId: string,
  query: {
    search?: string | undefined;
    warnings?: boolean | undefined;
    page: number;
    pageSize: number;
  },
  locale: Locale = 'en',
) {
  const where = and(
    eq(payslips.runId, runId),
    query.search
      ? sql`(${payslips.employee}->>'name' ilike ${likePattern(query.search)} or ${payslips.employee}->>'number' ilike ${likePattern(query.search)})`
      : undefined,
    query.warnings ? sql`cardinality(${payslips.warnings}) > 0` : undefined,
  );
  return pagedList(
    query,
    {
      rows: db
        .select()
        .from(payslips)
        .where(where)
        .orderBy(sql`${payslips.employee}->>'name'`, asc(payslips.id)),
      count: db.select(countColumn()).from(payslips).where(where),
    },
    async (rows) => {
      const acceptances = await acceptancesOf(
        db,
        runId,
        rows.map((r) => r.employeeId),
      );
      return rows.map((r) => payslipSummary(r, { acceptances, locale }));
    },
  );
}

/** Payroll's view of a payslip: its findings in the reader's language, with their acceptances. */
export async function payslipDetailForPayroll(
  db: Db,
  row: PayslipRow,
  run: RunRow,
  locale: Locale,
) {
  const acceptances = await acceptancesOf(db, run.id, [row.employeeId]);
  return payslipDetail(row, run, { acceptances, locale });
}

export async function findPayslipOrThrow(db: Db, id: string) {
  const [row] = await db
    .select({ payslip: payslips, run: payrollRuns })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(eq(payslips.id, id));
  if (!row) throw new HttpProblem(404, 'not-found', 'There is no such payslip.');
  return row;
}

/** A one-off line may change only while the month's run can still be calculated. */
export async function assertPeriodOpen(
  db: Db,
  employee: { clientId: string | null },
  period: string,
) {
  const [run] = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.scope, employee.clientId ?? INTERNAL_SCOPE),
        eq(payrollRuns.period, period),
      ),
    );
  if (run && !RECALCULABLE.includes(run.state) && run.state !== 'calculating') {
    throw new RunStateConflict(run, 'changed');
  }
}
