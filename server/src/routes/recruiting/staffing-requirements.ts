import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import {
  APPLICATION_STAGES,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  REQUIREMENT_STATUSES,
} from '../../db/schema.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { listStaffingRequirements, staffingRequirement } from '../../recruiting/staffing.js';

const StaffingQuery = ListQuery.pick({ search: true, page: true, pageSize: true }).extend({
  clientId: z.uuid().optional(),
  status: z
    .enum(REQUIREMENT_STATUSES)
    .optional()
    .describe('One status; without it, the open ones (open, in progress, on hold)'),
});

const StaffingRequirementSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    clientId: z.uuid(),
    clientName: z.string(),
    position: z.string(),
    location: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    deadline: z.iso.date().nullable(),
    status: z.enum(REQUIREMENT_STATUSES),
    headcount: z.number().int(),
    filled: z.number().int().describe('Candidates hired'),
    candidates: z.number().int().describe('Candidates in the pipeline'),
    waitingForOnboarding: z
      .number()
      .int()
      .describe('Accepted offers whose hire is not an employee yet or is still onboarding'),
  })
  .meta({ id: 'StaffingRequirementSummary' });

const StaffingRequirement = z
  .object({
    requirement: StaffingRequirementSummary.omit({
      candidates: true,
      waitingForOnboarding: true,
    }).extend({
      description: z.string(),
      qualifications: z.string(),
      recruiters: z.array(z.string()),
      createdAt: z.iso.datetime(),
    }),
    candidates: z.array(
      z.object({
        id: z.uuid(),
        candidateName: z.string(),
        stage: z.enum(APPLICATION_STAGES),
        stageChangedAt: z.iso.datetime(),
      }),
    ),
    waitingForOnboarding: z.array(
      z.object({
        applicationId: z.uuid(),
        candidateName: z.string(),
        stage: z.enum(APPLICATION_STAGES),
        acceptedAt: z.iso.datetime().nullable(),
        joinDate: z.iso.date().nullable(),
        employeeId: z.uuid().nullable(),
        employeeNumber: z.string().nullable(),
        employeeStatus: z.enum(EMPLOYEE_STATUSES).nullable(),
      }),
    ),
  })
  .meta({ id: 'StaffingRequirement' });

/**
 * `/staffing-requirements`: HR's read-only view of every client's requirements
 * (`/human-resource/requirements`), built on the recruiting queries; `recruiting.read`, which
 * the seeded HR role holds.
 */
export const staffingRequirementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/staffing-requirements',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'listStaffingRequirements',
        tags: ['recruiting'],
        summary:
          "Every client's requirements for HR, newest first: the open ones (open, in progress, on hold) unless a status is asked for; filter by client, search by position, number, client or location; each with filled of headcount and the hires waiting for on-boarding",
        querystring: StaffingQuery,
        response: {
          200: listOf(StaffingRequirementSummary).meta({ id: 'StaffingRequirementList' }),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => listStaffingRequirements(db, request.query),
  );

  app.get(
    '/staffing-requirements/:id',
    {
      config: { access: { permission: 'recruiting.read' } },
      schema: {
        operationId: 'getStaffingRequirement',
        tags: ['recruiting'],
        summary:
          "One requirement for HR, read-only: its facts, its candidates' stages (names only) and the hires waiting for on-boarding",
        params: IdParams,
        response: {
          200: StaffingRequirement,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => staffingRequirement(db, request.params.id),
  );
};
