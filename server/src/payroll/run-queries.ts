import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';
import { findClientOrThrow } from '../people/clients.js';
import { acceptFinding } from './checks.js';
import { reopenRun } from './reopen.js';
import {
  createRun,
  findRunOrThrow,
  type RunTransition,
  type TransitionOptions,
  transitionRun,
} from './runs.js';

/**
 * A payroll run's writes, each in a transaction of its own (retried once when PostgreSQL aborts
 * it as a serialization failure) with its audit entries. They belong with the functions they
 * call in runs.ts, reopen.ts and checks.ts.
 */

/** Opens a run for a client (404 for an unknown client) or internal staff. */
export async function createPayrollRun(
  db: Db,
  input: { clientId: string | null; period: string },
  actor: Actor,
) {
  if (input.clientId) await findClientOrThrow(db, input.clientId);
  return transactionWithRetry(db, (tx) => createRun(tx, input, actor));
}

/** Moves a run one step (review, approve, pay…); 409 from any other state. */
export function movePayrollRun(
  db: Db,
  id: string,
  action: RunTransition,
  actor: Actor,
  now: Date,
  options: TransitionOptions = {},
) {
  return transactionWithRetry(db, (tx) => transitionRun(tx, id, action, actor, now, options));
}

/** Reopens an approved run that is not paid yet. */
export function reopenPayrollRun(
  db: Db,
  input: { id: string; reason: string; actor: Actor; now: Date },
) {
  return transactionWithRetry(db, (tx) => reopenRun(tx, input));
}

/** Accepts a finding of one payslip of a run (the run locked while accepting). */
export function acceptRunFinding(
  db: Db,
  runId: string,
  input: { employeeId: string; code: string; reason: string },
  actor: Actor,
  now: Date,
) {
  return transactionWithRetry(db, async (tx) =>
    acceptFinding(tx, await findRunOrThrow(tx, runId, true), input, actor, now),
  );
}
