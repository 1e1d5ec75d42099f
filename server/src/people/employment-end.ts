import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import {
  type EmployeeStatus,
  END_REASON_OF,
  type EndReason,
  employees,
  type LeavingStatus,
  leaveRequests,
  overtimeRequests,
  payrollRuns,
  payslips,
  publicLinks,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { LEAVE_LINK_PURPOSE } from '../leave/requests.js';
import { OVERTIME_LINK_PURPOSE } from '../overtime/requests.js';
import { todayInJakarta } from '../shared/business-dates.js';
import {
  type EmployeeRow,
  findEmployeeOrThrow,
  type HistoryInput,
  type Recorder,
  recordHistory,
} from './employees.js';

/**
 * Employment has one end: the last working day. Resignation, layoff, contract end and death each
 * set it, with its reason, through `changeEmploymentStatus` (which, besides adding a leaver as
 * such, is the only writer of status, last working day and reason); payroll pays up to that day,
 * settles the year in its month (`employmentEnd` in payroll/calculation.ts: the last working day,
 * else the PKWT contract end) and pays no month after it (issue #28).
 */

export { END_REASON_OF, type LeavingStatus };
export const LEAVING_STATUSES = Object.keys(END_REASON_OF) as LeavingStatus[];

export function isLeavingStatus(status: EmployeeStatus): status is LeavingStatus {
  return status in END_REASON_OF;
}

export type StatusChange = {
  status: EmployeeStatus;
  /** When the status change takes effect, for the work history; a leaver's default is the last day. */
  effectiveDate?: string | undefined;
  /** Required for a leaving status; refused for any other. */
  lastWorkingDay?: string | null | undefined;
  /** Optional: derived from the status; when sent, it must match it. */
  endReason?: EndReason | null | undefined;
  note: string | null;
};

export const MESSAGES = {
  lastDayRequired: 'Enter the last working day: pay stops after it.',
  lastDayBeforeStart: 'The last working day cannot be before the start date.',
  lastDayOnlyWhenLeaving:
    'Only resignation, layoff, contract end or death sets a last working day.',
  reasonMismatch: 'This reason does not go with this status.',
  sameStatus: 'The employee already has this status.',
  payrollAfterLastDay:
    'An approved payroll run already pays this employee for a month after this last working day.',
} as const;

function refuse(field: string, message: string): never {
  throw new HttpProblem(422, 'validation-failed', message, { [field]: message });
}

/** Open approval links of the employee's requests that fall after the last working day. */
async function expireLinksAfter(tx: Db, employeeId: string, lastWorkingDay: string, now: Date) {
  const [leaves, overtime] = await Promise.all([
    tx
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(
        and(eq(leaveRequests.employeeId, employeeId), gt(leaveRequests.startDate, lastWorkingDay)),
      ),
    tx
      .select({ id: overtimeRequests.id })
      .from(overtimeRequests)
      .where(
        and(eq(overtimeRequests.employeeId, employeeId), gt(overtimeRequests.date, lastWorkingDay)),
      ),
  ]);
  let ended = 0;
  for (const [purpose, ids] of [
    [LEAVE_LINK_PURPOSE, leaves.map((l) => l.id)],
    [OVERTIME_LINK_PURPOSE, overtime.map((o) => o.id)],
  ] as const) {
    if (ids.length === 0) continue;
    const rows = await tx
      .update(publicLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(publicLinks.purpose, purpose),
          inArray(publicLinks.recordId, ids),
          isNull(publicLinks.decidedAt),
          gt(publicLinks.expiresAt, now),
        ),
      )
      .returning({ id: publicLinks.id });
    ended += rows.length;
  }
  return ended;
}

/** 422 when an approved (or paid) run already has a payslip of a month after the last day. */
async function assertNoSettledPayAfter(tx: Db, employeeId: string, lastWorkingDay: string) {
  const [later] = await tx
    .select({ period: payslips.period })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        eq(payslips.employeeId, employeeId),
        gt(payslips.period, lastWorkingDay.slice(0, 7)),
        inArray(payrollRuns.state, ['approved', 'paid', 'closed']),
      ),
    )
    .limit(1);
  if (later) refuse('lastWorkingDay', MESSAGES.payrollAfterLastDay);
}

/**
 * The one way an employee's status changes (`PUT /employees/{id}/status`), in a transaction of
 * its own (a savepoint within the caller's, if any):
 * - to resigned, laid off, contract ended or deceased: employment ends. The last working day is
 *   required (422 otherwise, nothing changed), not before the start date; the reason follows
 *   the status (a reason sent must match). Status, last day and reason are set together, the
 *   placement gets its end (a `placement` history entry), a `status` entry is recorded, open
 *   approval links of the person's requests after the last day end, and it is audited. A leaver
 *   already ended may have the last day or the leaving status corrected the same way;
 * - from a leaving status back to onboarding or active: the end is cleared (reinstated), recorded
 *   and audited;
 * - otherwise (onboarding ↔ active): the status only, as before.
 */
export async function changeEmploymentStatus(
  db: Db,
  id: string,
  change: StatusChange,
  who: { recorder: Recorder; actor: Actor; now: Date },
): Promise<EmployeeRow> {
  return inTransaction(db, async (tx) => {
    const row = await findEmployeeOrThrow(tx, id, true);
    const { status, note } = change;
    const lastWorkingDay = change.lastWorkingDay ?? null;
    const before = {
      status: row.status,
      lastWorkingDay: row.lastWorkingDay,
      endReason: row.endReason,
    };

    if (isLeavingStatus(status)) {
      if (!lastWorkingDay) refuse('lastWorkingDay', MESSAGES.lastDayRequired);
      const reason = END_REASON_OF[status];
      if (change.endReason && change.endReason !== reason) {
        refuse('endReason', MESSAGES.reasonMismatch);
      }
      if (lastWorkingDay < row.startDate) refuse('lastWorkingDay', MESSAGES.lastDayBeforeStart);
      if (row.status === status && row.lastWorkingDay === lastWorkingDay) {
        throw new HttpProblem(400, 'validation-failed', MESSAGES.sameStatus, {
          status: MESSAGES.sameStatus,
        });
      }
      await assertNoSettledPayAfter(tx, id, lastWorkingDay);
      const after = { status, lastWorkingDay, endReason: reason };
      const [updated] = await tx
        .update(employees)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(employees.id, id))
        .returning();
      const effectiveDate = change.effectiveDate ?? lastWorkingDay;
      // The placement's end, then the status (a moment later, so it lists first on a tie).
      const at = Date.now();
      const entries: (HistoryInput & { createdAt: Date })[] = [];
      if (row.lastWorkingDay !== lastWorkingDay) {
        entries.push({
          employeeId: id,
          effectiveDate: lastWorkingDay,
          kind: 'placement',
          before: { lastWorkingDay: row.lastWorkingDay },
          after: { lastWorkingDay },
          note,
          createdAt: new Date(at),
        });
      }
      if (row.status !== status || row.endReason !== reason) {
        entries.push({
          employeeId: id,
          effectiveDate,
          kind: 'status',
          before: { status: row.status, endReason: row.endReason },
          after: { status, endReason: reason },
          note,
          createdAt: new Date(at + 1),
        });
      }
      await recordHistory(tx, who.recorder, entries);
      const linksEnded = await expireLinksAfter(tx, id, lastWorkingDay, who.now);
      await recordAudit(tx, who.actor, {
        action: 'employee.employment-ended',
        entity: 'employee',
        entityId: id,
        before,
        after: { ...after, effectiveDate, note, linksEnded },
      });
      return updated!;
    }

    if (lastWorkingDay) refuse('lastWorkingDay', MESSAGES.lastDayOnlyWhenLeaving);
    if (change.endReason) refuse('endReason', MESSAGES.lastDayOnlyWhenLeaving);
    if (row.status === status) {
      throw new HttpProblem(400, 'validation-failed', MESSAGES.sameStatus, {
        status: MESSAGES.sameStatus,
      });
    }
    const reinstated = row.lastWorkingDay !== null || row.endReason !== null;
    const [updated] = await tx
      .update(employees)
      .set({ status, lastWorkingDay: null, endReason: null, updatedAt: new Date() })
      .where(eq(employees.id, id))
      .returning();
    const effectiveDate = change.effectiveDate ?? todayInJakarta(who.now);
    const at = Date.now();
    const entries: (HistoryInput & { createdAt: Date })[] = [];
    if (reinstated) {
      entries.push({
        employeeId: id,
        effectiveDate,
        kind: 'placement',
        before: { lastWorkingDay: row.lastWorkingDay },
        after: { lastWorkingDay: null },
        note,
        createdAt: new Date(at),
      });
    }
    entries.push({
      employeeId: id,
      effectiveDate,
      kind: 'status',
      before: reinstated
        ? { status: row.status, endReason: row.endReason }
        : { status: row.status },
      after: { status },
      note,
      createdAt: new Date(at + 1),
    });
    await recordHistory(tx, who.recorder, entries);
    await recordAudit(tx, who.actor, {
      action: reinstated ? 'employee.employment-resumed' : 'employee.status-changed',
      entity: 'employee',
      entityId: id,
      before,
      after: { status, lastWorkingDay: null, endReason: null, effectiveDate, note },
    });
    return updated!;
  });
}
