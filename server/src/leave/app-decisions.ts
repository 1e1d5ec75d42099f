import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { findEmployeeOrThrow } from '../people/employees.js';
import { lockRequestForDecision } from './locks.js';
import { decideStep, type LeaveContext } from './requests.js';

/**
 * A decision in the app by HR: the HR step (with leave.manage), or a PIC or line-manager step on
 * their behalf (`onBehalfOfPic`; 409 `pic-step` or `manager-step` without it). Nobody decides
 * their own request (403 `own-request`); 409 `already-decided` when the step was decided
 * meanwhile. Audited, in one transaction, run once more if it lost a race.
 */
export function decideInApp(
  db: Db,
  ctx: LeaveContext,
  input: {
    requestId: string;
    decision: 'approve' | 'reject';
    comment: string | null;
    onBehalfOfPic?: boolean | undefined;
    decider: { userId: string; name: string; email: string; managesLeave: boolean };
    actor: Actor;
  },
) {
  const { decider } = input;
  return transactionWithRetry(db, async (tx) => {
    const locked = await lockRequestForDecision(tx, input.requestId);
    if (!locked) throw new HttpProblem(404, 'not-found', 'This leave request does not exist.');
    const { request: found, approvals } = locked;
    const employee = await findEmployeeOrThrow(tx, found.employeeId);
    if (employee.userId === decider.userId) {
      throw new HttpProblem(403, 'own-request', 'You cannot decide your own leave request.');
    }
    const current = approvals.find((a) => a.decision === 'pending') ?? approvals[0]!;
    if (found.status === 'pending' && current.decision === 'pending') {
      if (!decider.managesLeave) {
        throw new HttpProblem(
          403,
          'not-your-step',
          'Only HR (leave.manage) decides this step in the app.',
        );
      }
      if (current.approverType === 'pic' && !input.onBehalfOfPic) {
        throw new HttpProblem(
          409,
          'pic-step',
          `This step waits for ${current.approverName} (the client PIC). Decide on their behalf to go ahead.`,
        );
      }
      if (current.approverType === 'manager' && !input.onBehalfOfPic) {
        throw new HttpProblem(
          409,
          'manager-step',
          `This step waits for ${current.approverName} (the line manager). Decide on their behalf to go ahead.`,
        );
      }
    }
    const onBehalfOf =
      current.approverType !== 'hr' ? (current.approverEmail ?? current.approverName) : null;
    return decideStep(tx, ctx, {
      request: found,
      approvals,
      approval: current,
      employee,
      decision: input.decision,
      comment: input.comment,
      decider: {
        name: decider.name,
        email: decider.email,
        userId: decider.userId,
        via: 'app',
        onBehalfOf,
      },
      actor: input.actor,
    });
  });
}
