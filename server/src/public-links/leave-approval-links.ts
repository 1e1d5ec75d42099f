import type { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { lockRequestForDecision } from '../leave/locks.js';
import { clientNamesOf } from '../leave/policies.js';
import {
  AlreadyDecided,
  approvalsOf,
  balanceAround,
  decideStep,
  decisionOf,
  findRequest,
  LEAVE_LINK_PURPOSE,
  type LeaveApprovalRow,
  type LeaveRequestRow,
} from '../leave/requests.js';
import type { PublicDecisionInput } from '../leave/schemas.js';
import { leaveTypeName, storedTypeName } from '../leave/type-names.js';
import { findEmployee } from '../people/employees.js';
import { hrNameOf, leaveApprovalStep } from './leave-approval-queries.js';
import { decideOnce, type LinkUse, openLink } from './links.js';

/**
 * The leave approval link of a PIC, line manager or HR approver: no sign-in; the token of the
 * mailed link and the address it was sent to are the credentials. Each link decides once.
 */

const NOT_FOUND = 'This approval link does not exist, or it was sent to another address.';
const LINK_EXPIRED = 'This approval link has expired. Ask HR to decide in Staffdesk.';

type LeaveLinkRecord = {
  approval: LeaveApprovalRow;
  request: LeaveRequestRow;
  employee: NonNullable<Awaited<ReturnType<typeof findEmployee>>>;
  approvals: LeaveApprovalRow[];
};

/** A decision: 409 (with who and when) once the step or its request is decided; 410 once expired. */
const DECIDE: LinkUse<LeaveLinkRecord> = {
  act: {
    recordDecided: (r) =>
      decisionOf(r.request, r.approvals, r.approval, r.employee.fullName) !== null ||
      r.approval.decision !== 'pending',
    alreadyDecided: (r) =>
      new AlreadyDecided(decisionOf(r.request, r.approvals, r.approval, r.employee.fullName)),
  },
};

/**
 * The link, its step, request and employee (404 for any mismatch), opened for a use (`view`,
 * `document` or `decide`; see `openLink`). With `lock`, the request and then its approvals are
 * locked in the one lock order of `leave/locks.ts` (the approval is read without a lock first,
 * only to learn its request).
 */
export async function openLeaveLink(
  db: Db,
  ctx: AppContext,
  access: { token: string; email: string },
  use: 'view' | 'document' | 'decide',
  lock = false,
) {
  const opened = await openLink(
    db,
    { ...access, now: ctx.now() },
    {
      purpose: LEAVE_LINK_PURPOSE,
      notFound: NOT_FOUND,
      expired: LINK_EXPIRED,
      load: async (link): Promise<LeaveLinkRecord | null> => {
        const step = await leaveApprovalStep(db, link.recordId);
        if (!step) return null;
        const locked = lock ? await lockRequestForDecision(db, step.requestId) : null;
        const request = lock ? (locked?.request ?? null) : await findRequest(db, step.requestId);
        const approvals = locked
          ? locked.approvals
          : request
            ? await approvalsOf(db, request.id)
            : [];
        const approval = approvals.find((a) => a.id === step.id);
        const employee = request ? await findEmployee(db, request.employeeId) : null;
        return approval && request && employee ? { approval, request, employee, approvals } : null;
      },
    },
    use === 'decide' ? DECIDE : use,
  );
  return { found: opened, link: opened.link, ...opened.record };
}

/** The leave request behind a link as its approver reads it: `open`, or `decided` with who and when. */
export async function leaveApprovalView(db: Db, ctx: AppContext, token: string, email: string) {
  const { found, link, approval, request, employee, approvals } = await openLeaveLink(
    db,
    ctx,
    { token, email },
    'view',
  );
  const decision =
    decisionOf(request, approvals, approval, employee.fullName) ??
    (found.state === 'decided' && link.decision && link.decidedAt
      ? {
          decision: link.decision.decision as 'approved' | 'rejected',
          decidedBy: link.decision.decidedBy,
          decidedAt: link.decidedAt.toISOString(),
          comment: link.decision.comment,
        }
      : null);
  const typeName = await storedTypeName(db, request.type);
  const clientNames = await clientNamesOf(db, [employee.clientId]);
  return {
    state: decision ? ('decided' as const) : ('open' as const),
    request: {
      id: request.id,
      employee: {
        fullName: employee.fullName,
        employeeNumber: employee.employeeNumber,
        clientName: employee.clientId ? (clientNames.get(employee.clientId) ?? null) : null,
        position: employee.position,
      },
      type: request.type,
      typeName: leaveTypeName(request.type, typeName, link.locale),
      startDate: request.startDate,
      endDate: request.endDate,
      halfDay: request.halfDay,
      workingDays: request.halfDays / 2,
      reason: request.reason,
      attachmentName: request.attachmentKey ? request.attachmentName : null,
      status: request.status,
    },
    locale: link.locale,
    balance: await balanceAround(db, ctx, request, employee),
    approver: {
      name: approval.approverType !== 'hr' ? approval.approverName : await hrNameOf(db, link.email),
      email: link.email,
      step: approval.step,
    },
    ...(decision ? { decision } : {}),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Decides the link's step in the caller's transaction (see `decideThroughLink`): the link is
 * decided once (409 `AlreadyDecided` for the loser), then the step, with its audit entry and mail.
 */
export async function decideLeaveApprovalLink(
  tx: Db,
  ctx: AppContext,
  token: string,
  {
    email,
    decision,
    comment,
  }: Pick<z.output<typeof PublicDecisionInput>, 'email' | 'decision' | 'comment'>,
  ip: string,
) {
  const loaded = await openLeaveLink(tx, ctx, { token, email }, 'decide', true);
  const { link, approval, request: leave, employee, approvals } = loaded;
  // A PIC or line manager decides under their own name; HR under the address mailed.
  const decider = approval.approverType !== 'hr' ? approval.approverName : link.email;
  const won = await decideOnce(
    tx,
    link.id,
    {
      decision: decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: decider,
      comment,
    },
    ctx.now(),
  );
  if (!won) throw new AlreadyDecided(null);
  const name =
    approval.approverType !== 'hr' ? approval.approverName : await hrNameOf(tx, link.email);
  await decideStep(tx, ctx, {
    request: leave,
    approvals,
    approval,
    employee,
    decision,
    comment,
    decider: {
      name,
      email: link.email,
      userId: null,
      via: 'link',
      onBehalfOf: null,
    },
    actor: { userId: null, label: link.email, ip: ip ?? null },
  });
}
