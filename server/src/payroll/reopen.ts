import { and, eq, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { payrollRuns, timesheets } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { findRunOrThrow, RunStateConflict } from './runs.js';

export const RUN_PAID =
  'This payroll run is already paid, so it cannot be reopened: correct it in a later month’s run.';

/**
 * Reopens an approved run that is not paid yet, with a reason: it goes back to calculated (to be
 * calculated again or reviewed and approved anew), its approval and review are cleared, and the
 * timesheets it read are no longer marked read by payroll, so the month's sheets can be built,
 * submitted, approved and reopened again. 409 `run-paid` for a paid or closed run, `run-state`
 * from any other state; of two at once, one wins. Audited with the reason.
 */
export async function reopenRun(
  tx: Db,
  input: { id: string; reason: string; actor: Actor; now: Date },
) {
  const run = await findRunOrThrow(tx, input.id, true);
  if (run.state === 'paid' || run.state === 'closed') {
    throw new HttpProblem(409, 'run-paid', RUN_PAID);
  }
  if (run.state !== 'approved') throw new RunStateConflict(run, 'reopened');
  const [row] = await tx
    .update(payrollRuns)
    .set({
      state: 'calculated',
      approvedAt: null,
      approvedByLabel: null,
      reviewedAt: null,
      reviewedByLabel: null,
      updatedAt: input.now,
    })
    .where(and(eq(payrollRuns.id, run.id), eq(payrollRuns.state, 'approved')))
    .returning();
  if (!row) throw new RunStateConflict(await findRunOrThrow(tx, run.id), 'reopened');
  await tx
    .update(timesheets)
    .set({ payrollReadAt: null })
    .where(
      sql`${timesheets.id} in (select timesheet_id from payslips where run_id = ${run.id} and timesheet_id is not null)`,
    );
  await recordAudit(tx, input.actor, {
    action: 'payroll-run.reopen',
    entity: 'payroll_run',
    entityId: run.id,
    before: { state: run.state, approvedBy: run.approvedByLabel, approvedAt: run.approvedAt },
    after: { state: row.state, reason: input.reason },
  });
  return row;
}
