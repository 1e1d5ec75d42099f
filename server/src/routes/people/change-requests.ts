import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CHANGE_REQUEST_KINDS, CHANGE_REQUEST_STATUSES } from '../../db/schema.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import {
  listAllChangeRequests,
  listEmployeeChangeRequests,
} from '../../people/change-request-lists.js';
import {
  approvePendingRequest,
  rejectPendingRequest,
  submitChangeRequest,
} from '../../people/change-requests.js';
import { myEmployee } from '../../people/current-employee.js';
import { withheldChangeRequestKinds } from '../../people/pay-visibility.js';
import {
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestWithEmployee,
  requiredText,
} from '../../people/schemas.js';
import { recorderOf } from './employees.js';

const PageQuery = ListQuery.pick({ page: true, pageSize: true });

/**
 * Change requests: the employee asks (`/me/employee/change-requests`), HR decides
 * (`/employee-change-requests`).
 */
export const changeRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.post(
    '/me/employee/change-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'requestMyEmployeeChange',
        tags: ['self-service'],
        summary:
          'Ask HR to change my bank account, NIK, NPWP, PTKP status or family (one pending request per kind)',
        body: ChangeRequestInput,
        response: { 201: ChangeRequest, 400: Problem, 401: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const created = await submitChangeRequest(
        db,
        identityOf(request).user.id,
        request.body,
        actorOf(request),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/me/employee/change-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMyEmployeeChangeRequests',
        tags: ['self-service'],
        summary: 'My change requests, newest first',
        querystring: PageQuery.extend({ status: z.enum(CHANGE_REQUEST_STATUSES).optional() }),
        response: { 200: listOf(ChangeRequest), 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      return listEmployeeChangeRequests(db, employee.id, request.query);
    },
  );

  app.get(
    '/employee-change-requests',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'listEmployeeChangeRequests',
        tags: ['employees'],
        summary:
          "Employees' change requests (pending ones oldest first, decided ones newest first), searched by employee name or number; bank-account requests only for callers with `payroll.read`",
        querystring: PageQuery.extend({
          status: z.enum(CHANGE_REQUEST_STATUSES).optional(),
          kind: z.enum(CHANGE_REQUEST_KINDS).optional(),
          search: z.string().trim().max(200).optional(),
        }),
        response: {
          200: listOf(ChangeRequestWithEmployee),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => {
      // Requests whose values the caller may not see (a bank account without pay) are left out.
      return listAllChangeRequests(db, request.query, withheldChangeRequestKinds(request));
    },
  );

  app.post(
    '/employee-change-requests/:id/approve',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'approveEmployeeChangeRequest',
        tags: ['employees'],
        summary:
          'Approve a change request: the change is applied, and recorded in the work history and the audit log',
        params: IdParams,
        response: {
          200: ChangeRequestWithEmployee,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) =>
      approvePendingRequest(db, request.params.id, recorderOf(request), actorOf(request)),
  );

  app.post(
    '/employee-change-requests/:id/reject',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'rejectEmployeeChangeRequest',
        tags: ['employees'],
        summary: 'Reject a change request, with the reason the employee will see',
        params: IdParams,
        body: z.object({ reason: requiredText(500, 'Give the reason.') }),
        response: {
          200: ChangeRequestWithEmployee,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) =>
      rejectPendingRequest(
        db,
        request.params.id,
        request.body.reason,
        recorderOf(request),
        actorOf(request),
      ),
  );
};
