import type { Actor } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { mailPayslips, PAYSLIP_MAIL_JOB } from './payslip-mail.js';
import { calculateRun, failCalculation, PAYROLL_CALCULATION_JOB } from './runs.js';

type CalculationJob = { runId: string; token: string; actor: Actor };

/**
 * The payroll jobs. The calculation is not retried: the same inputs would fail the same way, so a
 * failure puts the run back in draft with the reason for the user to fix and run again.
 */
export function definePayrollJobs(jobs: JobQueue, ctx: AppContext) {
  jobs.define<CalculationJob>({
    name: PAYROLL_CALCULATION_JOB,
    retries: 0,
    timeoutSeconds: 10 * 60,
    async run({ runId, token, actor }, job) {
      try {
        return await calculateRun(ctx, runId, token, actor, (done, total) =>
          job.progress(done, total, 'payslips'),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await failCalculation(ctx.db, runId, token, message);
        return { failed: message };
      }
    },
  });

  jobs.define<{ runId: string }>({
    name: PAYSLIP_MAIL_JOB,
    timeoutSeconds: 30 * 60,
    async run({ runId }, job) {
      return mailPayslips(ctx, runId, (done, total) => job.progress(done, total, 'payslips'));
    },
  });
}
