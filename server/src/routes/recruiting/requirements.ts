import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { clientNameOf } from '../../people/employees.js';
import {
  listRequirements,
  openRequirement,
  requirementView,
  updateRequirement,
} from '../../recruiting/requirements.js';
import {
  ClientRequirementQuery,
  Recruiter,
  RecruiterTeam,
  Requirement,
  RequirementInput,
  RequirementList,
  RequirementListQuery,
} from '../../recruiting/schemas.js';
import { activeRecruiters, recruiterTeam } from '../../recruiting/team.js';

/** `/requirements`: clients' job orders, who may be assigned to fill them, and the team's workload. */
export const requirementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/requirements',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listRequirements',
        tags: ['recruiting'],
        summary:
          'Requirements (job orders), newest first: search by position, number, client or location; filter by client, status and recruiter; each with filled of headcount and its candidates per stage',
        querystring: RequirementListQuery,
        response: { 200: RequirementList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listRequirements(db, request.query),
  );

  app.get(
    '/clients/:id/requirements',
    {
      config: { access: { permission: 'clients.read' } },
      schema: {
        operationId: 'listClientRequirements',
        tags: ['recruiting'],
        summary:
          'A client’s requirements (job orders), newest first, for the client’s page: with `clients.read`, each with filled of headcount, status and recruiters (no candidates)',
        params: IdParams,
        querystring: ClientRequirementQuery,
        response: { 200: RequirementList, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      if ((await clientNameOf(db, request.params.id)) === null) {
        throw new HttpProblem(404, 'not-found', 'This client does not exist.');
      }
      return listRequirements(db, { ...request.query, clientId: request.params.id });
    },
  );

  app.get(
    '/requirements/:id',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getRequirement',
        tags: ['recruiting'],
        summary: 'A requirement',
        params: IdParams,
        response: { 200: Requirement, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => requirementView(db, request.params.id),
  );

  app.post(
    '/requirements',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'createRequirement',
        tags: ['recruiting'],
        summary: 'Open a requirement for a client (numbered `REQ-YYYY-NNNN`; audited)',
        body: RequirementInput,
        response: { 201: Requirement, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) => {
      const row = await openRequirement(db, request.body, actorOf(request));
      reply.code(201);
      return requirementView(db, row.id);
    },
  );

  app.put(
    '/requirements/:id',
    {
      config: { access: { permission: 'recruiting.manage' } },
      schema: {
        operationId: 'updateRequirement',
        tags: ['recruiting'],
        summary:
          'Change a requirement (audited): the client only while its pipeline is empty, the headcount never below those hired',
        params: IdParams,
        body: RequirementInput,
        response: {
          200: Requirement,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      await updateRequirement(db, request.params.id, request.body, actorOf(request));
      return requirementView(db, request.params.id);
    },
  );

  app.get(
    '/recruiters',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listRecruiters',
        tags: ['recruiting'],
        summary: 'Active users who may manage recruiting, to assign to requirements',
        response: {
          200: z.object({ items: z.array(Recruiter) }),
          401: Problem,
          403: Problem,
        },
      },
    },
    async () => ({ items: await activeRecruiters(db) }),
  );

  app.get(
    '/recruiter-team',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getRecruiterTeam',
        tags: ['recruiting'],
        summary:
          'The recruiting team and each one’s workload now: open requirements and positions, candidates in those pipelines, interviews in the next 7 days, hires this month, commissions not yet claimed; and how many open requirements have no recruiter',
        response: { 200: RecruiterTeam, 401: Problem, 403: Problem },
      },
    },
    async () => recruiterTeam(db),
  );
};
