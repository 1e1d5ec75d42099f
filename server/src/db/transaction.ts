import type { Db } from './database.js';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error, whether raised directly or wrapped by the query builder. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error is a serialization failure or a detected deadlock. */
export function isRetryableConflict(error: unknown) {
  const code = sqlStateOf(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Runs `work` in a transaction, and once more if PostgreSQL aborted it as a serialization
 * failure or a deadlock victim. Only for work that re-reads everything it decides on inside
 * the transaction (so the second run sees the winner's result and answers 409 itself) and has
 * no side effect outside the database before it commits. A second loss is left to the problem
 * handler, which answers 409.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return db.transaction(work);
  }
}
