import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { leaveApprovals, leaveTypes, users } from '../../db/schema.js';
import { Problem, problem } from '../../http/problem.js';
import { lockRequestForDecision } from '../../leave/locks.js';
import { clientNamesOf } from '../../leave/policies.js';
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
} from '../../leave/requests.js';
import { LinkDecisionOut, PublicDecisionInput, PublicLeaveApproval } from '../../leave/schemas.js';
import { leaveTypeName } from '../../leave/type-names.js';
import { findEmployee } from '../../people/employees.js';
import { decideOnce, type LinkUse, normalizeEmail, openLink } from '../../public-links/links.js';
import { LinkEmailQuery, LinkTokenParams } from '../../public-links/schemas.js';
import { sendAttachment } from '../leave/leave-requests.js';
import { decisionLinkRoutes } from './decision-link.js';

const TokenParams = LinkTokenParams;
const EmailQuery = LinkEmailQuery;

const AlreadyDecidedProblem = Problem.extend({ decision: LinkDecisionOut.optional() }).meta({
  id: 'LeaveAlreadyDecidedProblem',
});

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
async function loadLink(
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
        const [step] = await db
          .select()
          .from(leaveApprovals)
          .where(eq(leaveApprovals.id, link.recordId));
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

/**
 * The public leave approval of a PIC or HR approver: no sign-in; the token of the mailed link
 * and the email it was sent to are the credentials. Each link decides once.
 */
export const publicLeaveApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  async function view(token: string, email: string) {
    const { found, link, approval, request, employee, approvals } = await loadLink(
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
    const [type] = await db
      .select({ name: leaveTypes.name })
      .from(leaveTypes)
      .where(eq(leaveTypes.key, request.type));
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
        typeName: leaveTypeName(request.type, type?.name ?? request.type, link.locale),
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
        name:
          approval.approverType !== 'hr' ? approval.approverName : await hrNameOf(db, link.email),
        email: link.email,
        step: approval.step,
      },
      ...(decision ? { decision } : {}),
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  decisionLinkRoutes(app, db, {
    path: '/leave-approvals/:token',
    params: TokenParams,
    view: PublicLeaveApproval,
    read: {
      operationId: 'getPublicLeaveApproval',
      summary:
        'The leave request behind an approval link, for the address it was sent to: state `open` or `decided` (with who and when); 410 `link-expired` once it expired undecided (it shows nothing else); 404 for an unknown token or another email',
    },
    decision: {
      operationId: 'decidePublicLeaveApproval',
      summary:
        'Approve or reject through the link (a comment is required to reject): 200 with the new state; 409 `already-decided` with who and when; 410 `link-expired`; 404 for another email or an unknown token',
      body: PublicDecisionInput,
      alreadyDecided: AlreadyDecidedProblem,
    },
    load: ({ token }, email) => view(token, email),
    decide: async (tx, { token }, { email, decision, comment }, ip) => {
      const loaded = await loadLink(tx, ctx, { token, email }, 'decide', true);
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
    },
    problemOf: (error) =>
      error instanceof AlreadyDecided
        ? {
            ...problem(409, 'already-decided', error.message),
            ...(error.decision ? { decision: error.decision } : {}),
          }
        : null,
  });

  app.get(
    '/leave-approvals/:token/attachment',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getPublicLeaveAttachment',
        tags: ['public'],
        summary:
          "The request's attachment, for the address the link was sent to, while the link runs; 410 `link-expired` after",
        params: TokenParams,
        querystring: EmailQuery,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The file (PDF, JPG or PNG)' }),
          400: Problem,
          404: Problem,
          410: Problem,
        },
      },
    },
    async (request, reply) => {
      const { request: leave } = await loadLink(
        db,
        ctx,
        { token: request.params.token, email: request.query.email },
        'document',
      );
      return sendAttachment(ctx, reply, leave);
    },
  );
};

/** The name of an HR user by email (the email itself when unknown). */
async function hrNameOf(db: Db, email: string) {
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user?.name ?? email;
}
