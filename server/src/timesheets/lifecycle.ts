import { eq } from 'drizzle-orm';
import { type Actor, recordAudits } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { type TimesheetDay, timesheets } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { markRunsStale } from '../payroll/staleness.js';
import { todayInJakarta } from '../shared/business-dates.js';
import { sendForApproval } from './approvals.js';
import {
  assertDayHasCome,
  assertPayrollOpen,
  assertSubmittable,
  refreshElapsedDays,
} from './closing.js';
import { assertEditable, findTimesheetOrThrow, type TimesheetRow, withDay } from './sheets.js';

/**
 * Changes one row of an editable sheet (the employee, or HR for them): not a day still to come
 * (409 `future-day`), nor once the month's payroll is approved (409 `payroll-approved`).
 * Audited, in one transaction, run once more if it lost a race.
 */
export function changeDay(db: Db, input: Parameters<typeof changeDayInTransaction>[1]) {
  return transactionWithRetry(db, (tx) => changeDayInTransaction(tx, input));
}

/** changeDay, in the caller's transaction. */
async function changeDayInTransaction(
  tx: Db,
  input: {
    id: string;
    date: string;
    change: Pick<TimesheetDay, 'kind' | 'workedMinutes' | 'note'>;
    actor: Actor;
    now: Date;
    ownerEmployeeId?: string;
  },
): Promise<TimesheetRow> {
  const sheet = await findTimesheetOrThrow(tx, input.id, true);
  if (input.ownerEmployeeId && sheet.employeeId !== input.ownerEmployeeId) {
    throw new HttpProblem(404, 'not-found', 'This timesheet does not exist.');
  }
  assertEditable(sheet);
  await assertPayrollOpen(tx, sheet.clientId, sheet.period);
  if (sheet.days.some((d) => d.date === input.date)) {
    assertDayHasCome(input.date, todayInJakarta(input.now));
  }
  const before = sheet.days.find((d) => d.date === input.date);
  const [row] = await tx
    .update(timesheets)
    .set({ ...withDay(sheet, input.date, input.change), updatedAt: input.now })
    .where(eq(timesheets.id, sheet.id))
    .returning();
  await recordAudits(tx, input.actor, [
    {
      action: 'timesheet.day-changed',
      entity: 'timesheet',
      entityId: sheet.id,
      before,
      after: row!.days.find((d) => d.date === input.date),
    },
  ]);
  return row!;
}

/**
 * Submits a draft or disputed sheet for the client PIC, from the period's last day on (409
 * `period-not-ended` before; `payroll-approved` once the month's payroll is approved): its days
 * that have come since it was made are filled in first, and the PIC's earlier comments are cleared
 * (they stay in the audit log). The mail goes out on the client's schedule, or when HR sends.
 * Audited, in one transaction, run once more if it lost a race.
 */
export function submitTimesheet(db: Db, input: Parameters<typeof submitTimesheetInTransaction>[1]) {
  return transactionWithRetry(db, (tx) => submitTimesheetInTransaction(tx, input));
}

/** submitTimesheet, in the caller's transaction. */
async function submitTimesheetInTransaction(
  tx: Db,
  input: {
    id: string;
    actor: Actor;
    now: Date;
    ownerEmployeeId?: string;
    onBehalf?: boolean;
    locale?: Locale;
  },
): Promise<TimesheetRow> {
  const found = await findTimesheetOrThrow(tx, input.id, true);
  if (input.ownerEmployeeId && found.employeeId !== input.ownerEmployeeId) {
    throw new HttpProblem(404, 'not-found', 'This timesheet does not exist.');
  }
  assertEditable(found);
  const today = todayInJakarta(input.now);
  assertSubmittable(found.periodEnd, today);
  await assertPayrollOpen(tx, found.clientId, found.period);
  const [sheet] = (await refreshElapsedDays(tx, [found], {
    today,
    locale: input.locale ?? 'id',
  })) as [TimesheetRow];
  const [row] = await tx
    .update(timesheets)
    .set({
      status: 'submitted',
      days: sheet.days.map((d) => ({ ...d, disputeComment: null })),
      disputeComment: null,
      submittedAt: input.now,
      submittedByLabel: input.actor.label,
      decidedAt: null,
      decidedByLabel: null,
      updatedAt: input.now,
    })
    .where(eq(timesheets.id, sheet.id))
    .returning();
  await recordAudits(tx, input.actor, [
    {
      action: input.onBehalf ? 'timesheet.submitted-on-behalf' : 'timesheet.submitted',
      entity: 'timesheet',
      entityId: sheet.id,
      before: { status: sheet.status },
      after: { status: 'submitted' },
    },
  ]);
  return row!;
}

/**
 * HR reopens an approved sheet with a reason, until payroll has read it (and never once the
 * month's payroll is approved, until that run is reopened): it is submitted again
 * and its client PIC is asked about it at once, through a link for this one sheet.
 * Audited, in one transaction, run once more if it lost a race.
 */
export function reopenTimesheet(
  db: Db,
  ctx: Parameters<typeof reopenTimesheetInTransaction>[1],
  input: Parameters<typeof reopenTimesheetInTransaction>[2],
) {
  return transactionWithRetry(db, (tx) => reopenTimesheetInTransaction(tx, ctx, input));
}

/** reopenTimesheet, in the caller's transaction. */
async function reopenTimesheetInTransaction(
  tx: Db,
  ctx: Pick<AppContext, 'config' | 'now'>,
  input: { id: string; reason: string; actor: Actor },
) {
  const now = ctx.now();
  const sheet = await findTimesheetOrThrow(tx, input.id, true);
  if (sheet.status !== 'approved') {
    throw new HttpProblem(409, 'not-approved', 'Only an approved timesheet can be reopened.');
  }
  await assertPayrollOpen(tx, sheet.clientId, sheet.period);
  if (sheet.payrollReadAt) {
    throw new HttpProblem(
      409,
      'payroll-read',
      'Payroll has already used this timesheet; it can no longer be reopened.',
    );
  }
  await tx
    .update(timesheets)
    .set({
      status: 'submitted',
      reopenReason: input.reason,
      decidedAt: null,
      decidedByLabel: null,
      updatedAt: now,
    })
    .where(eq(timesheets.id, sheet.id));
  await recordAudits(tx, input.actor, [
    {
      action: 'timesheet.reopened',
      entity: 'timesheet',
      entityId: sheet.id,
      before: { status: 'approved', decidedBy: sheet.decidedByLabel },
      after: { status: 'submitted', reason: input.reason },
    },
  ]);
  await markRunsStale(tx, { timesheetIds: [sheet.id], event: 'reopened' });
  await sendForApproval(tx, ctx, {
    clientId: sheet.clientId,
    period: sheet.period,
    timesheetId: sheet.id,
    actor: input.actor,
  });
  return findTimesheetOrThrow(tx, sheet.id);
}
