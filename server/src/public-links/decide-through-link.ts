import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';

/**
 * Runs a mailed link's decision in one transaction, run once more when PostgreSQL aborted it as
 * a serialization failure or a deadlock victim: `decide` re-reads and locks everything it decides
 * on (through `openLink`), so the second run sees the winner and answers 409 itself.
 */
export function decideThroughLink<T>(db: Db, decide: (tx: Db) => Promise<T>): Promise<T> {
  return transactionWithRetry(db, decide);
}
