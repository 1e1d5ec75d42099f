import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { presentRequests } from '../../leave/requests.js';
import { DecisionInput, LeaveRequest } from '../../leave/schemas.js';
import { decideAsManager, employeeIdOfUser, teamRequestsWaiting } from '../../leave/team.js';

const TeamQuery = ListQuery.pick({ search: true, page: true, pageSize: true });

/**
 * `/me/team-leave-approvals`: a line manager's page (`/employee/leaves-approval`). Any signed-in
 * user may ask; each sees only the requests whose step names their own employee record, and only
 * that manager decides them (403 otherwise).
 */
export const teamApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/me/team-leave-approvals',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listTeamLeaveApprovals',
        tags: ['leave'],
        summary:
          "My team's leave requests waiting for my decision as their line manager, oldest first; search by name, number or NIK. Empty for a user who manages nobody",
        querystring: TeamQuery,
        response: { 200: listOf(LeaveRequest), 400: Problem, 401: Problem },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const mine = await employeeIdOfUser(db, identityOf(request).user.id);
      if (!mine) return { items: [], total: 0, page, pageSize };
      const { rows, total } = await teamRequestsWaiting(db, mine, { search, page, pageSize });
      return {
        items: await presentRequests(db, ctx, rows, requestLocale(request)),
        total,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/me/team-leave-approvals/:id/decision',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'decideTeamLeaveRequest',
        tags: ['leave'],
        summary:
          'Approve or reject, as the line manager named on it, a request of my team (a comment is required to reject; audited). The next step (HR) is asked, or the employee is told the decision. 403 `not-team-manager` for anyone else; 409 `already-decided` once decided',
        params: IdParams,
        body: DecisionInput,
        response: {
          200: LeaveRequest,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const mine = await employeeIdOfUser(db, identity.user.id);
      if (!mine) {
        throw new HttpProblem(
          403,
          'not-team-manager',
          'Only the line manager named on this request decides it here.',
        );
      }
      const row = await decideAsManager(db, ctx, {
        requestId: request.params.id,
        manager: {
          employeeId: mine,
          userId: identity.user.id,
          name: identity.user.name,
          email: identity.user.email,
        },
        decision: request.body.decision,
        comment: request.body.comment,
        actor: actorOf(request),
      });
      const [out] = await presentRequests(db, ctx, [row], requestLocale(request));
      return out!;
    },
  );
};
