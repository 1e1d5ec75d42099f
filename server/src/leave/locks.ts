import type { Db } from '../db/database.js';
import { approvalsOf, findRequest } from './requests.js';

/**
 * THE LOCK ORDER of every leave decision and cancel (PIC and HR links, decisions in the app,
 * the employee's cancel), and the rule for every decision flow added later:
 *
 *   1. the employee row, only in flows that need it (filing and cancelling a request);
 *   2. the leave request row (`select … for update`);
 *   3. its approval rows, all of them, in step order (`approvalsOf(tx, id, true)`);
 *   4. anything else the decision writes (public links, mail, audit) after that.
 *
 * Never lock an approval or a link before its request: read it without a lock to learn the
 * request id, lock through `lockRequestForDecision`, then re-check the state on the locked
 * rows. With one order no two transactions wait on each other in a circle, so PostgreSQL never
 * has to kill one as a deadlock victim; the one that waits sees the winner's commit and answers
 * 409. Run the transaction with `transactionWithRetry` so a serialization failure is retried once.
 */
export async function lockRequestForDecision(tx: Db, requestId: string) {
  const request = await findRequest(tx, requestId, true);
  if (!request) return null;
  const approvals = await approvalsOf(tx, request.id, true);
  return { request, approvals };
}
