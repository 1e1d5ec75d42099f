import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideCorrectionAsUser, listCorrections } from '../../attendance/corrections.js';
import {
  Correction,
  CorrectionDecisionInput,
  CorrectionListQuery,
} from '../../attendance/schemas.js';
import type { AppContext } from '../../context.js';
import { IdParams, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';

/** `/api/v4/attendance-corrections`: HR sees and decides employees' corrections (`attendance.manage`). */
export const attendanceCorrectionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'attendance.manage' } as const;

  app.get(
    '/attendance-corrections',
    {
      config: { access },
      schema: {
        operationId: 'listAttendanceCorrections',
        tags: ['attendance'],
        summary:
          "Employees' attendance corrections (pending ones oldest first, decided ones newest first), searched by employee name or number",
        querystring: CorrectionListQuery,
        response: { 200: listOf(Correction), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listCorrections(db, request.query),
  );

  app.post(
    '/attendance-corrections/:id/decision',
    {
      config: { access },
      schema: {
        operationId: 'decideAttendanceCorrection',
        tags: ['attendance'],
        summary:
          "Approve (the day's record takes the asked times) or reject (a comment is required) a correction, once. 409 `already-decided`; 403 `own-request` for one's own",
        params: IdParams,
        body: CorrectionDecisionInput,
        response: {
          200: Correction,
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
      return decideCorrectionAsUser(db, {
        id: request.params.id,
        decision: request.body.decision,
        comment: request.body.comment,
        deciderUserId: identity.user.id,
        deciderName: identity.user.name || identity.user.email,
        actor: actorOf(request),
        now: ctx.now(),
      });
    },
  );
};
