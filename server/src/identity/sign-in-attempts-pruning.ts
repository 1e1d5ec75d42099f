import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInAttempts } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { THROTTLE_WINDOW_MS } from './sign-in-throttle.js';

export const PRUNE_SIGN_IN_ATTEMPTS_JOB = 'sign-in-attempts.prune';

/** Deletes sign-in attempts older than the throttle window: they no longer count for anything. */
export async function pruneSignInAttempts(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const deleted = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, before))
    .returning({ id: signInAttempts.id });
  return deleted.length;
}

/** Prunes the attempts every 15 minutes (once across all server processes). */
export function defineSignInAttemptsPruning(jobs: JobQueue, db: Db) {
  jobs.define<Record<string, never>>({
    name: PRUNE_SIGN_IN_ATTEMPTS_JOB,
    cron: '*/15 * * * *',
    retries: 1,
    async run() {
      return { deleted: await pruneSignInAttempts(db) };
    },
  });
}
