import { and, eq, not } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import { timesheets } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';
import { followUpOpenRequests, isCoveredSql, sendForApproval } from './approvals.js';
import { settledRunOf } from './closing.js';
import { periodOf, periodRange, shiftPeriod } from './period.js';
import { settingsOf } from './settings.js';

export const TIMESHEET_SCHEDULE_JOB = 'timesheets.approval-schedule';

/** Periods further back that still get late (resubmitted) sheets sent. */
const LOOK_BACK_PERIODS = 2;

/**
 * The scheduled part of the approval flow, on each client's schedule: once a period has ended
 * (plus the client's `sendAfterDays`), its submitted sheets no open request covers go to the
 * approver in one mail (later resubmissions too, on the next run); open requests are followed up
 * and escalated after the client's days.
 */
export async function runTimesheetSchedule(ctx: Pick<AppContext, 'db' | 'config' | 'now'>) {
  const today = todayInJakarta(ctx.now());
  // Only clients with submitted sheets no open request covers have anything to send.
  const waiting = await ctx.db
    .selectDistinct({ clientId: timesheets.clientId })
    .from(timesheets)
    .where(and(eq(timesheets.status, 'submitted'), not(isCoveredSql())));
  let requests = 0;
  let sheets = 0;
  const withoutApprover = new Set<string>();
  for (const { clientId } of waiting) {
    const settings = await settingsOf(ctx.db, clientId);
    const lastDue = addDays(today, -(settings.sendAfterDays + 1));
    let period = periodOf(lastDue, settings.cutOffDay);
    if (periodRange(period, settings.cutOffDay).end > lastDue) period = shiftPeriod(period, -1);
    for (let back = 0; back <= LOOK_BACK_PERIODS; back++) {
      const due = shiftPeriod(period, -back);
      // A month whose payroll is approved is closed: its sheets wait for the run to be reopened.
      if (await settledRunOf(ctx.db, clientId, due)) continue;
      const sent = await transactionWithRetry(ctx.db, (tx) =>
        sendForApproval(tx, ctx, { clientId, period: due, actor: SYSTEM_ACTOR }),
      ).catch((error: unknown) => {
        // A client without an approver waits for HR (its sheets show "not sent"); others go on.
        if (error instanceof HttpProblem && error.code === 'no-approver') {
          withoutApprover.add(clientId);
          return null;
        }
        throw error;
      });
      if (sent) {
        requests++;
        sheets += sent.count;
      }
    }
  }
  const reminders = await transactionWithRetry(ctx.db, (tx) =>
    followUpOpenRequests(tx, ctx, SYSTEM_ACTOR),
  );
  return { requests, sheets, clientsWithoutApprover: withoutApprover.size, ...reminders };
}

/** Runs the schedule every hour, at a quarter past (once across all server processes). */
export function defineTimesheetSchedule(
  jobs: JobQueue,
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
) {
  jobs.define<Record<string, never>>({
    name: TIMESHEET_SCHEDULE_JOB,
    cron: '15 * * * *',
    retries: 2,
    async run() {
      return runTimesheetSchedule(ctx);
    },
  });
}
