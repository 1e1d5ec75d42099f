import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';
import { findClientOrThrow } from '../people/clients.js';
import { type PayrollPolicyValues, savePayrollPolicy } from './policies.js';

/**
 * Saves a client's payroll policy (404 for an unknown client), in a transaction of its own with
 * its audit entry. Belongs with `savePayrollPolicy` in policies.ts.
 */
export async function saveClientPayrollPolicy(
  db: Db,
  clientId: string,
  input: PayrollPolicyValues,
  actor: Actor,
) {
  const client = await findClientOrThrow(db, clientId);
  return transactionWithRetry(db, (tx) => savePayrollPolicy(tx, client, input, actor));
}
