import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employees, payrollRuns, payslips, type RunStaleReason, timesheets } from '../db/schema.js';

/** What happened to a timesheet that a calculated run may have read. */
export type TimesheetEvent = 'disputed' | 'reopened' | 'approved';

/** The states in which a run's figures are not final yet, but already calculated. */
const OPEN_STATES = ['calculating', 'calculated', 'reviewed'] as const;

/**
 * Marks stale every run not yet approved that has a payslip for these timesheets' employees and
 * months: the sheet changed after (or while) the run was calculated, so its figures may be wrong.
 * The run then says why and refuses review and approval until it is calculated again. Called by
 * the timesheet flows in their transaction (a dispute, a reopening, an approval).
 */
export async function markRunsStale(
  tx: Db,
  input: { timesheetIds: readonly string[]; event: TimesheetEvent },
) {
  if (input.timesheetIds.length === 0) return 0;
  const affected = await tx
    .select({
      runId: payslips.runId,
      employeeId: timesheets.employeeId,
      name: employees.fullName,
    })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .innerJoin(
      payslips,
      and(eq(payslips.employeeId, timesheets.employeeId), eq(payslips.period, timesheets.period)),
    )
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        inArray(timesheets.id, [...input.timesheetIds]),
        inArray(payrollRuns.state, [...OPEN_STATES]),
      ),
    );
  if (affected.length === 0) return 0;
  // Wall-clock time: a calculation compares it with when it started reading (see calculateRun).
  const at = new Date();
  const byRun = new Map<string, RunStaleReason[]>();
  for (const a of affected) {
    byRun.set(a.runId, [
      ...(byRun.get(a.runId) ?? []),
      { employeeId: a.employeeId, name: a.name, event: input.event, at: at.toISOString() },
    ]);
  }
  for (const [runId, reasons] of byRun) {
    await tx
      .update(payrollRuns)
      .set({
        staleAt: at,
        staleReasons: sql`${payrollRuns.staleReasons} || ${JSON.stringify(reasons)}::jsonb`,
        updatedAt: at,
      })
      .where(eq(payrollRuns.id, runId));
  }
  return byRun.size;
}
