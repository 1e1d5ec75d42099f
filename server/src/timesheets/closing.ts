import { and, eq, inArray, sql } from 'drizzle-orm';
import { attendanceDays } from '../attendance/months.js';
import { type Actor, recordAudits, SYSTEM_ACTOR } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  employees,
  payrollRuns,
  type TimesheetDay,
  timesheetApprovalRequests,
  timesheets,
} from '../db/schema.js';
import { inTransaction, transactionWithRetry } from '../db/transaction.js';
import { formatDay } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { SETTLED_STATES } from '../payroll/runs.js';
import { todayInJakarta } from '../shared/business-dates.js';
import { sendForApproval } from './approvals.js';
import { periodRange } from './period.js';
import { settingsOf } from './settings.js';
import {
  approvedOvertimeMinutes,
  isEditable,
  rowsFromAttendance,
  type TimesheetRow,
  totalsOf,
} from './sheets.js';

/**
 * When a period closes: its sheets can be submitted, and the period sent to the client's PIC,
 * from its last day (Jakarta's date) on; HR may send early with a reason. Once the month's payroll
 * run is approved (or paid, or closed) the period's sheets are locked until the run is reopened.
 */

export const PAYROLL_APPROVED =
  'The payroll of this period is approved: its timesheets can no longer change unless the payroll run is reopened.';

/** The approved, paid or closed payroll run of a client's month, if there is one. */
export async function settledRunOf(db: Db, clientId: string, period: string) {
  const [run] = await db
    .select({ id: payrollRuns.id, state: payrollRuns.state })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.scope, clientId),
        eq(payrollRuns.period, period),
        inArray(payrollRuns.state, SETTLED_STATES),
      ),
    );
  return run ?? null;
}

/** 409 `payroll-approved` once the month's payroll run is approved, paid or closed. */
export async function assertPayrollOpen(db: Db, clientId: string, period: string) {
  if (await settledRunOf(db, clientId, period)) {
    throw new HttpProblem(409, 'payroll-approved', PAYROLL_APPROVED);
  }
}

/** 409 `period-not-ended` before the period's last day: its sheet cannot be submitted yet. */
export function assertSubmittable(periodEnd: string, today: string) {
  if (today < periodEnd) {
    throw new HttpProblem(
      409,
      'period-not-ended',
      `This period ends on ${formatDay(periodEnd)}: its timesheet can be submitted from that day.`,
    );
  }
}

/** What a sheet's or a period's page shows about its closing. */
export async function closingOf(
  db: Db,
  input: { clientId: string; period: string; periodEnd: string; today: string },
) {
  return {
    submittableFrom: input.periodEnd,
    ended: input.today >= input.periodEnd,
    payrollApproved: (await settledRunOf(db, input.clientId, input.period)) !== null,
  };
}

/** 409 `future-day` for a day after today: it is filled in once it has come. */
export function assertDayHasCome(date: string, today: string) {
  if (date > today) {
    throw new HttpProblem(
      409,
      'future-day',
      'This day has not come yet: it can be filled in from that day.',
    );
  }
}

/**
 * The `upcoming` days of editable sheets that have come since the sheets were made, as a new sheet
 * would have them from attendance, approved leave and the calendar (a day still without a punch
 * today stays upcoming): each changed sheet's days, by sheet id. Sheets with nothing to fill, and
 * those of a month whose payroll is approved, are left out. Reads only.
 */
async function elapsedDaysOf(
  db: Db,
  sheets: readonly TimesheetRow[],
  input: { today: string; locale: Locale },
): Promise<Map<string, TimesheetDay[]>> {
  const changes = new Map<string, TimesheetDay[]>();
  const due = (sheet: TimesheetRow) =>
    isEditable(sheet) && sheet.days.some((d) => d.kind === 'upcoming' && d.date <= input.today);
  const stale = sheets.filter(due);
  if (stale.length === 0) return changes;
  const people = await db
    .select()
    .from(employees)
    .where(
      inArray(
        employees.id,
        stale.map((s) => s.employeeId),
      ),
    );
  // Grouped by client and period: one set of reads for each (in practice, one).
  const groups = new Map<string, TimesheetRow[]>();
  for (const sheet of stale) {
    const key = `${sheet.clientId} ${sheet.period} ${sheet.periodStart} ${sheet.periodEnd}`;
    groups.set(key, [...(groups.get(key) ?? []), sheet]);
  }
  for (const group of groups.values()) {
    const { clientId, period, periodStart: from, periodEnd: to } = group[0]!;
    // A month whose payroll is approved keeps its sheets as they are.
    if (await settledRunOf(db, clientId, period)) continue;
    const ids = new Set(group.map((s) => s.employeeId));
    const [composed, overtime] = await Promise.all([
      attendanceDays(db, {
        employees: people.filter((p) => ids.has(p.id)),
        from,
        to,
        today: input.today,
        locale: input.locale,
      }),
      approvedOvertimeMinutes(db, clientId, { start: from, end: to }),
    ]);
    for (const sheet of group) {
      const fresh = new Map(
        rowsFromAttendance(composed.get(sheet.employeeId)?.days ?? []).map((d) => [d.date, d]),
      );
      let changed = false;
      const days = sheet.days.map((day) => {
        const now = fresh.get(day.date);
        if (day.kind !== 'upcoming' || day.date > input.today || !now || now.kind === 'upcoming') {
          return day;
        }
        changed = true;
        return {
          ...now,
          overtimeMinutes: overtime.get(`${sheet.employeeId} ${day.date}`) ?? 0,
        };
      });
      if (changed) changes.set(sheet.id, days);
    }
  }
  return changes;
}

/**
 * The sheets as they show: their days that have come since they were made filled in (see
 * elapsedDaysOf), without writing them; what a read answers.
 */
export async function withElapsedDays(
  db: Db,
  sheets: readonly TimesheetRow[],
  input: { today: string; locale: Locale },
): Promise<TimesheetRow[]> {
  const changes = await elapsedDaysOf(db, sheets, input);
  return sheets.map((sheet) => {
    const days = changes.get(sheet.id);
    return days ? { ...sheet, days, ...totalsOf(days) } : sheet;
  });
}

/**
 * Fills in and stores the days of editable sheets that have come since the sheets were made (see
 * elapsedDaysOf), each sheet written with its audit entry (the system's: the days come from
 * attendance, leave and the calendar) in the caller's transaction. Sheets with nothing to fill,
 * and those of a month whose payroll is approved, are not written. Answers the sheets, updated.
 */
export async function refreshElapsedDays(
  db: Db,
  sheets: readonly TimesheetRow[],
  input: { today: string; locale: Locale },
): Promise<TimesheetRow[]> {
  const changes = await elapsedDaysOf(db, sheets, input);
  if (changes.size === 0) return [...sheets];
  return inTransaction(db, async (tx) => {
    const updated = new Map<string, TimesheetRow>();
    for (const [id, days] of changes) {
      const [row] = await tx
        .update(timesheets)
        .set({ days, ...totalsOf(days) })
        .where(and(eq(timesheets.id, id), inArray(timesheets.status, ['draft', 'disputed'])))
        .returning();
      if (row) updated.set(row.id, row);
    }
    const before = new Map(sheets.map((s) => [s.id, s]));
    await recordAudits(
      tx,
      SYSTEM_ACTOR,
      [...updated.keys()].map((id) => ({
        action: 'timesheet.days-filled',
        entity: 'timesheet',
        entityId: id,
        after: {
          dates: (before.get(id)?.days ?? [])
            .filter(
              (d) =>
                d.kind === 'upcoming' &&
                changes.get(id)?.find((c) => c.date === d.date)?.kind !== 'upcoming',
            )
            .map((d) => d.date),
        },
      })),
    );
    return sheets.map((s) => updated.get(s.id) ?? s);
  });
}

/** refreshElapsedDays over a client's period: its editable sheets that still have upcoming days. */
export async function refreshPeriodDays(
  db: Db,
  input: { clientId: string; period: string; today: string; locale: Locale },
) {
  const sheets = await db
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.clientId, input.clientId),
        eq(timesheets.period, input.period),
        inArray(timesheets.status, ['draft', 'disputed']),
        sql`${timesheets.days} @> '[{"kind":"upcoming"}]'::jsonb`,
      ),
    );
  await refreshElapsedDays(db, sheets, input);
}

/**
 * HR sends a period's submitted sheets to the client's approver: from the period's last day on,
 * or before it with a reason, which submits the period's drafts on their employees' behalf first
 * (their days still to come stay empty) and is kept on the request for the period's history.
 * 409 `period-not-ended` before the last day without a reason; 409 `payroll-approved` once the
 * month's payroll is approved. Audited, in one transaction, run once more if it lost a race.
 */
export function sendPeriod(
  db: Db,
  ctx: Parameters<typeof sendPeriodInTransaction>[1],
  input: Parameters<typeof sendPeriodInTransaction>[2],
) {
  return transactionWithRetry(db, (tx) => sendPeriodInTransaction(tx, ctx, input));
}

/** sendPeriod, in the caller's transaction. */
async function sendPeriodInTransaction(
  tx: Db,
  ctx: Pick<AppContext, 'config' | 'now'>,
  input: { clientId: string; period: string; earlyReason?: string | undefined; actor: Actor },
) {
  await assertPayrollOpen(tx, input.clientId, input.period);
  const now = ctx.now();
  const today = todayInJakarta(now);
  const { cutOffDay } = await settingsOf(tx, input.clientId);
  const { end } = periodRange(input.period, cutOffDay);
  const early = today < end;
  if (early && !input.earlyReason) {
    throw new HttpProblem(
      409,
      'period-not-ended',
      `This period ends on ${formatDay(end)}: its timesheets can be sent to the client PIC from that day, or earlier with a reason.`,
    );
  }
  if (early) {
    const drafts = await tx
      .update(timesheets)
      .set({
        status: 'submitted',
        submittedAt: now,
        submittedByLabel: input.actor.label,
        decidedAt: null,
        decidedByLabel: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(timesheets.clientId, input.clientId),
          eq(timesheets.period, input.period),
          eq(timesheets.status, 'draft'),
        ),
      )
      .returning({ id: timesheets.id });
    await recordAudits(
      tx,
      input.actor,
      drafts.map((d) => ({
        action: 'timesheet.submitted-on-behalf',
        entity: 'timesheet',
        entityId: d.id,
        before: { status: 'draft' },
        after: { status: 'submitted', earlyReason: input.earlyReason },
      })),
    );
  }
  const sent = await sendForApproval(tx, ctx, {
    clientId: input.clientId,
    period: input.period,
    actor: input.actor,
  });
  if (sent && early) {
    await tx
      .update(timesheetApprovalRequests)
      .set({ earlyReason: input.earlyReason })
      .where(eq(timesheetApprovalRequests.id, sent.requestId));
    await recordAudits(tx, input.actor, [
      {
        action: 'timesheet.sent-early',
        entity: 'timesheet-approval',
        entityId: sent.requestId,
        after: {
          clientId: input.clientId,
          period: input.period,
          periodEnd: end,
          reason: input.earlyReason,
        },
      },
    ]);
  }
  return sent;
}
