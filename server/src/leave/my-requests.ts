import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { inTransaction, transactionWithRetry } from '../db/transaction.js';
import { findEmployeeOrThrow } from '../people/employees.js';
import { type Attachment, cancelLeaveRequest, createLeaveRequest } from './lifecycle.js';
import type { LeaveContext } from './requests.js';

/** An employee's own requests: filed and cancelled under their row lock, each in one transaction. */

/** Files a request for the employee (see createLeaveRequest); audited, in one transaction. */
export function requestLeave(
  db: Db,
  ctx: LeaveContext,
  input: {
    employeeId: string;
    request: Parameters<typeof createLeaveRequest>[3];
    attachment: Attachment | null;
    actor: Actor;
  },
) {
  return inTransaction(db, async (tx) => {
    const employee = await findEmployeeOrThrow(tx, input.employeeId, true);
    return createLeaveRequest(tx, ctx, employee, input.request, input.attachment, input.actor);
  });
}

/**
 * Cancels the employee's request (see cancelLeaveRequest); audited, in one transaction, run once
 * more if it lost a race.
 */
export function cancelOwnLeave(
  db: Db,
  ctx: LeaveContext,
  input: { employeeId: string; requestId: string; actor: Actor },
) {
  return transactionWithRetry(db, async (tx) => {
    const employee = await findEmployeeOrThrow(tx, input.employeeId, true);
    return cancelLeaveRequest(tx, ctx, employee, input.requestId, input.actor);
  });
}
