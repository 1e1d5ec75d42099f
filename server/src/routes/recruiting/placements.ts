import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { visibleOnboarding } from '../../people/pay-visibility.js';
import { clientReviewOf, renewClientLink, sendCvs } from '../../recruiting/client-review.js';
import { hireCandidate, listOnboarding, saveJoiningInfo } from '../../recruiting/hiring.js';
import { listInterviews, scheduleInterview } from '../../recruiting/interviews.js';
import { makeOffer } from '../../recruiting/offers.js';
import {
  ClientInterviewQuery,
  ClientLinkSent,
  ClientReviewStatus,
  HireInput,
  HireResult,
  Interview,
  InterviewInput,
  InterviewQuery,
  JoiningInfoInput,
  OfferInput,
  OfferSent,
  OnboardingList,
  OnboardingQuery,
  RenewClientLinkInput,
  SendCvsInput,
} from '../../recruiting/schemas.js';
import { recorderOf } from '../people/employees.js';

/**
 * From a pipeline to a placement: CVs to the client's PIC, interviews, the offer, and HR's
 * on-boarding that makes the candidate an employee.
 */
export const placementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const sender = (request: Parameters<typeof actorOf>[0]) => {
    const identity = identityOf(request);
    return { ...actorOf(request), name: identity.user.name, email: identity.user.email };
  };

  app.post(
    '/requirements/:id/send-cvs',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'sendCvsToClient',
        tags: ['recruiting'],
        summary:
          "Send candidates' CVs to a PIC of the requirement's client: they move to `cv-sent`, and the PIC is mailed one link (14 days) to every CV sent for the requirement, to accept each for interview or reject it",
        params: IdParams,
        body: SendCvsInput,
        response: {
          200: ClientLinkSent,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) =>
      sendCvs(db, ctx, { requirementId: request.params.id, ...request.body }, sender(request)),
  );

  app.post(
    '/requirements/:id/client-link',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'renewClientLink',
        tags: ['recruiting'],
        summary:
          "Mail a PIC a new link (14 days) to the requirement's CVs, e.g. when the old one expired",
        params: IdParams,
        body: RenewClientLinkInput,
        response: {
          200: ClientLinkSent,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) =>
      renewClientLink(
        db,
        ctx,
        { requirementId: request.params.id, picId: request.body.picId },
        sender(request),
      ),
  );

  app.get(
    '/requirements/:id/client-review',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getClientReview',
        tags: ['recruiting'],
        summary:
          "The client's review of the CVs sent: the links mailed and their expiry, and per CV when the PIC first opened it, the answer and the interview feedback",
        params: IdParams,
        response: {
          200: ClientReviewStatus,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => clientReviewOf(db, request.params.id),
  );

  app.put(
    '/pipeline/:id/interview',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'scheduleInterview',
        tags: ['recruiting'],
        summary:
          'Schedule the candidate’s interview with the client, or move it: stage `interview`; the candidate and the PIC get the invitation (.ics, the same UID with a higher SEQUENCE when moved), the PIC with the feedback link',
        params: IdParams,
        body: InterviewInput,
        response: {
          200: Interview,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const row = await scheduleInterview(
        db,
        ctx,
        request.params.id,
        request.body,
        sender(request),
      );
      const from = new Date(row.startsAt.getTime() - 1);
      const to = new Date(row.startsAt.getTime() + 1);
      const { items } = await listInterviews(db, { from, to });
      return items.find((i) => i.id === row.id)!;
    },
  );

  app.get(
    '/interviews',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listInterviews',
        tags: ['recruiting'],
        summary:
          'Interviews scheduled from `from` until before `to` (at most 500), for the calendars',
        querystring: InterviewQuery,
        response: {
          200: z.object({ items: z.array(Interview) }),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) =>
      listInterviews(db, {
        from: new Date(request.query.from),
        to: new Date(request.query.to),
        requirementId: request.query.requirementId,
      }),
  );

  app.get(
    '/client-interviews',
    {
      config: { access: { permission: 'clients.read' } },
      schema: {
        operationId: 'listClientInterviews',
        tags: ['recruiting'],
        summary:
          'Interviews at clients from `from` until before `to` (at most 500), of one client with `clientId`: the business-development calendar, with `clients.read`',
        querystring: ClientInterviewQuery,
        response: {
          200: z.object({ items: z.array(Interview) }),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) =>
      listInterviews(db, {
        from: new Date(request.query.from),
        to: new Date(request.query.to),
        clientId: request.query.clientId,
      }),
  );

  app.post(
    '/pipeline/:id/offer',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'makeOffer',
        tags: ['recruiting'],
        summary:
          'Offer the candidate the position: stage `offered`; the candidate is mailed a link (14 days) to confirm their identity and data, then accept or decline. 409 once they answered',
        params: IdParams,
        body: OfferInput,
        response: {
          200: OfferSent,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => makeOffer(db, ctx, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/onboarding',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'listOnboarding',
        tags: ['recruiting'],
        summary:
          'On-boarding: candidates who accepted an offer and are not employees yet (`offered`), or those made employees (`hired`), with the offer, the data they confirmed and the joining info (the offered salary and the birth date and place only with `payroll.read`)',
        querystring: OnboardingQuery,
        response: { 200: OnboardingList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => visibleOnboarding(request, await listOnboarding(db, request.query)),
  );

  app.put(
    '/onboarding/:id/joining-info',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'saveJoiningInfo',
        tags: ['recruiting'],
        summary:
          'The joining date, documents checklist and notes of an accepted candidate (audited)',
        params: IdParams,
        body: JoiningInfoInput,
        response: {
          204: z.null(),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      await saveJoiningInfo(db, request.params.id, request.body, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/onboarding/:id/hire',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'hireCandidate',
        tags: ['recruiting'],
        summary:
          "Make the accepted candidate an employee placed at the requirement's client, from the data they confirmed and the offer; stage `hired`, one more of the headcount filled (the requirement `fulfilled` when full). 409 when already hired, documents are missing or the headcount is full; 409 `nik-taken`",
        params: IdParams,
        body: HireInput,
        response: {
          200: HireResult,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const result = await hireCandidate(
        db,
        request.params.id,
        request.body,
        actorOf(request),
        recorderOf(request),
      );
      return {
        employeeId: result.employee.id,
        employeeNumber: result.employee.employeeNumber,
        filled: result.filled,
        headcount: result.headcount,
      };
    },
  );
};
