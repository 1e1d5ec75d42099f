import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Problem, problem } from '../../http/problem.js';
import { AlreadyDecided } from '../../leave/requests.js';
import { LinkDecisionOut, PublicDecisionInput, PublicLeaveApproval } from '../../leave/schemas.js';
import {
  decideLeaveApprovalLink,
  leaveApprovalView,
  openLeaveLink,
} from '../../public-links/leave-approval-links.js';
import { LinkEmailQuery, LinkTokenParams } from '../../public-links/schemas.js';
import { sendAttachment } from '../leave/leave-requests.js';
import { decisionLinkRoutes } from './decision-link.js';

const TokenParams = LinkTokenParams;
const EmailQuery = LinkEmailQuery;

const AlreadyDecidedProblem = Problem.extend({ decision: LinkDecisionOut.optional() }).meta({
  id: 'LeaveAlreadyDecidedProblem',
});

/**
 * The public leave approval of a PIC or HR approver: no sign-in; the token of the mailed link
 * and the email it was sent to are the credentials. Each link decides once.
 */
export const publicLeaveApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

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
    load: ({ token }, email) => leaveApprovalView(db, ctx, token, email),
    decide: (tx, { token }, body, ip) => decideLeaveApprovalLink(tx, ctx, token, body, ip),
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
      const { request: leave } = await openLeaveLink(
        db,
        ctx,
        { token: request.params.token, email: request.query.email },
        'document',
      );
      return sendAttachment(ctx, reply, leave);
    },
  );
};
