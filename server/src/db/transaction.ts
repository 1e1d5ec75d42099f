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
 * The one way the server opens a transaction: `work`'s writes and its audit entries commit
 * together or not at all. Called with a transaction, it nests (a savepoint), so a domain function
 * that writes in one can be called by another that already has one.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work);
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
    return await inTransaction(db, work);
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return inTransaction(db, work);
  }
}
