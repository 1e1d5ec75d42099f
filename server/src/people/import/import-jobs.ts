import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { type Actor, recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { employeeHistory, employees } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { insertClient } from '../clients.js';
import type { Recorder } from '../employees.js';
import type { ImportResult } from '../schemas.js';
import { withUniqueConflicts } from '../unique.js';
import { planClientImport } from './clients.js';
import { importEmployees, planEmployeeImport } from './employees.js';

export const EMPLOYEE_IMPORT_JOB = 'employees.import';
export const CLIENT_IMPORT_JOB = 'clients.import';

/** Rows written per transaction: the embedded database serves other requests between them. */
export const IMPORT_BATCH_ROWS = 250;

type ImportJobData = {
  blobKey: string;
  filename: string;
  actor: Actor;
  recorder: Recorder;
};

/** Keeps an uploaded file for its import job; answers the job's data. */
export async function queueImport(
  ctx: Pick<AppContext, 'blobs' | 'jobs'>,
  name: typeof EMPLOYEE_IMPORT_JOB | typeof CLIENT_IMPORT_JOB,
  file: { data: Buffer; filename: string },
  actor: Actor,
  recorder: Recorder,
): Promise<string> {
  const blobKey = `imports/${randomUUID()}`;
  await ctx.blobs.put(blobKey, file.data);
  const data: ImportJobData = { blobKey, filename: file.filename, actor, recorder };
  return ctx.jobs.enqueue(name, data, { startedBy: actor.userId ?? undefined });
}

/** The hired-history note of every employee an import job wrote: how a retry finds them. */
const importNote = (filename: string, jobId: string) => `Imported from ${filename} (job ${jobId})`;

/** Removes the employees an earlier, interrupted try of this job wrote (a retry's first step). */
async function removeImported(ctx: AppContext, note: string) {
  const written = ctx.db
    .select({ id: employeeHistory.employeeId })
    .from(employeeHistory)
    .where(and(eq(employeeHistory.kind, 'hired'), eq(employeeHistory.note, note)));
  await ctx.db.delete(employees).where(inArray(employees.id, written));
}

/**
 * Declares the import jobs. An employee import checks the whole file again first (the data may
 * have changed since it was queued): with any error nothing is written and the job's result
 * lists them. A clean file is written in batches of IMPORT_BATCH_ROWS rows, one transaction
 * each, so other users are served in between even on the embedded database; if a batch fails
 * (or the process stops), the rows of the earlier batches are removed again: all or none.
 */
export function defineImportJobs(jobs: JobQueue, ctx: AppContext) {
  jobs.define<ImportJobData>({
    name: EMPLOYEE_IMPORT_JOB,
    // A try still running after this is taken as dead (its process stopped): the retry cleans up.
    timeoutSeconds: 10 * 60,
    async run({ blobKey, filename, actor, recorder }, job) {
      const data = await ctx.blobs.get(blobKey);
      if (!data) throw new Error('The uploaded file is no longer stored.');
      const note = importNote(filename, job.id);
      if (job.attempt > 1) await removeImported(ctx, note);
      const plan = await planEmployeeImport(ctx.db, data, false);
      const result: ImportResult = { ...plan.result };
      if (result.errors.length === 0) {
        await job.progress(0, plan.inputs.length);
        const numbers: string[] = [];
        try {
          for (let i = 0; i < plan.inputs.length; i += IMPORT_BATCH_ROWS) {
            const batch = plan.inputs.slice(i, i + IMPORT_BATCH_ROWS);
            const rows = await withUniqueConflicts(() =>
              inTransaction(ctx.db, (tx) => importEmployees(tx, batch, recorder, note)),
            );
            numbers.push(...rows.map((r) => r.employeeNumber));
            await job.progress(numbers.length, plan.inputs.length);
            await yieldToOthers();
          }
        } catch (error) {
          await removeImported(ctx, note);
          throw error;
        }
        await recordAudit(ctx.db, actor, {
          action: 'employee.imported',
          entity: 'employee',
          after: { file: filename, job: job.id, count: numbers.length, employeeNumbers: numbers },
        });
        result.imported = numbers.length;
      }
      await ctx.blobs.delete(blobKey);
      return result;
    },
  });

  // At most 5,000 rows, each a client and its PICs: one transaction is short enough.
  jobs.define<ImportJobData>({
    name: CLIENT_IMPORT_JOB,
    timeoutSeconds: 10 * 60,
    async run({ blobKey, filename, actor }, job) {
      const data = await ctx.blobs.get(blobKey);
      if (!data) throw new Error('The uploaded file is no longer stored.');
      const result = await withUniqueConflicts(() =>
        inTransaction(ctx.db, async (tx) => {
          const plan = await planClientImport(tx, data, false);
          if (plan.result.errors.length > 0) return plan.result;
          for (const input of plan.inputs) await insertClient(tx, input);
          await recordAudit(tx, actor, {
            action: 'client.imported',
            entity: 'client',
            after: {
              file: filename,
              job: job.id,
              rows: plan.result.valid,
              codes: plan.inputs.map((c) => c.code),
            },
          });
          return { ...plan.result, imported: plan.result.valid };
        }),
      );
      // (Never from inside the transaction: PGlite's one connection is held by it.)
      await job.progress(result.imported, result.imported, 'clients');
      await ctx.blobs.delete(blobKey);
      return result;
    },
  });
}
