import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { inPage } from '../db/paging.js';
import { employees, leaveApprovals, leaveRequests } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import {
  CURRENT_STATUSES,
  employeeSearchCondition,
  findEmployeeOrThrow,
} from '../people/employees.js';
import { lockRequestForDecision } from './locks.js';
import { decideStep, type LeaveContext } from './requests.js';

/**
 * A line manager's team leave: the requests whose current step names them (approver type
 * `manager`), and their decision in the app. Only the named manager decides such a step (HR may
 * on their behalf through its own route); a step is decided once.
 */

/** The employee record of a user, if they have one: whom a team's steps name. */
export async function employeeIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, userId));
  return row?.id ?? null;
}

/** Whether the employee is the line manager of someone still employed. */
export async function managesTeam(db: Db, managerEmployeeId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.managerEmployeeId, managerEmployeeId),
        inArray(employees.status, CURRENT_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The requests waiting for this manager's decision, oldest first, searchable by name or number. */
export async function teamRequestsWaiting(
  db: Db,
  managerEmployeeId: string,
  query: { search?: string | undefined; page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(leaveApprovals.managerEmployeeId, managerEmployeeId),
    eq(leaveApprovals.approverType, 'manager'),
    eq(leaveApprovals.decision, 'pending'),
    eq(leaveRequests.status, 'pending'),
  ];
  if (query.search) conditions.push(employeeSearchCondition(query.search));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    inPage(
      db
        .select({ request: leaveRequests })
        .from(leaveApprovals)
        .innerJoin(leaveRequests, eq(leaveRequests.id, leaveApprovals.requestId))
        .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
        .where(where)
        .orderBy(asc(leaveRequests.createdAt), asc(leaveRequests.id)),
      query,
    ),
    db
      .select({ n: count() })
      .from(leaveApprovals)
      .innerJoin(leaveRequests, eq(leaveRequests.id, leaveApprovals.requestId))
      .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.request), total: total?.n ?? 0 };
}

/**
 * The manager decides their step of a request (audited, in one transaction, run once more if it
 * lost a race): 404 for an unknown request, 403 when no step of it names this manager, 409
 * `already-decided` once it is decided (by them, HR on their behalf, or a cancellation). A
 * rejection needs a comment.
 */
export function decideAsManager(
  db: Db,
  ctx: LeaveContext,
  input: {
    requestId: string;
    manager: { employeeId: string; userId: string; name: string; email: string };
    decision: 'approve' | 'reject';
    comment: string | null;
    actor: Actor;
  },
) {
  return transactionWithRetry(db, (tx) => decideStepOfManager(tx, ctx, input));
}

async function decideStepOfManager(
  tx: Db,
  ctx: LeaveContext,
  input: Parameters<typeof decideAsManager>[2],
) {
  const locked = await lockRequestForDecision(tx, input.requestId);
  if (!locked) throw new HttpProblem(404, 'not-found', 'This leave request does not exist.');
  const { request, approvals } = locked;
  const step = approvals.find(
    (a) => a.approverType === 'manager' && a.managerEmployeeId === input.manager.employeeId,
  );
  if (!step) {
    throw new HttpProblem(
      403,
      'not-team-manager',
      'Only the line manager named on this request decides it here.',
    );
  }
  const employee = await findEmployeeOrThrow(tx, request.employeeId);
  return decideStep(tx, ctx, {
    request,
    approvals,
    approval: step,
    employee,
    decision: input.decision,
    comment: input.comment,
    decider: {
      name: input.manager.name,
      email: input.manager.email,
      userId: input.manager.userId,
      via: 'app',
      onBehalfOf: null,
    },
    actor: input.actor,
  });
}
