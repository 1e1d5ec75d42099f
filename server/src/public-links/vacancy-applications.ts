import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';
import { applyToVacancy } from '../recruiting/vacancies.js';

/**
 * An application through the public vacancy page, stored with its CV in one transaction, run
 * again if it lost a race (the reservation keeps it to one per address and vacancy).
 */
export function submitApplication(
  db: Db,
  ...input: Parameters<typeof applyToVacancy> extends [Db, ...infer Rest] ? Rest : never
) {
  return transactionWithRetry(db, (tx) => applyToVacancy(tx, ...input));
}
