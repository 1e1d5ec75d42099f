import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  EffectiveScheme,
  NewSchemeInput,
  OvertimeScheme,
  SchemeListQuery,
  SchemeSettingsInput,
} from '../../overtime/schemas.js';
import {
  createScheme,
  deleteScheme,
  effectiveSchemeOf,
  findSchemeOrThrow,
  listSchemes,
  schemeView,
  updateScheme,
} from '../../overtime/schemes.js';
import { findEmployeeOrThrow } from '../../people/employees.js';

const SchemeList = listOf(OvertimeScheme).meta({ id: 'OvertimeSchemeList' });

/**
 * `/api/v4/overtime-schemes`: the overtime regulation of clients (BD and HR) and of single
 * employees (HR), which wins over their client's.
 */
export const overtimeSchemeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'overtime.policy' } as const;

  app.get(
    '/overtime-schemes',
    {
      config: { access },
      schema: {
        operationId: 'listOvertimeSchemes',
        tags: ['overtime'],
        summary: "Clients' (or employees') overtime regulations, by name, searchable and paged",
        querystring: SchemeListQuery,
        response: { 200: SchemeList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listSchemes(db, request.query),
  );

  app.post(
    '/overtime-schemes',
    {
      config: { access },
      schema: {
        operationId: 'createOvertimeScheme',
        tags: ['overtime'],
        summary:
          'Give a client, or one employee, an overtime regulation: the method (government, a fixed rate per hour, or client multipliers), the caps on workdays, and what the client is billed. 409 when they already have one',
        body: NewSchemeInput,
        response: {
          201: OvertimeScheme,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const { clientId, employeeId, settings } = request.body;
      const row = await createScheme(
        db,
        { ...settings, clientId: clientId ?? null, employeeId: employeeId ?? null },
        actorOf(request),
      );
      return reply.code(201).send(await schemeView(db, row));
    },
  );

  app.get(
    '/overtime-schemes/:id',
    {
      config: { access },
      schema: {
        operationId: 'getOvertimeScheme',
        tags: ['overtime'],
        summary: 'One overtime regulation',
        params: IdParams,
        response: { 200: OvertimeScheme, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => schemeView(db, await findSchemeOrThrow(db, request.params.id)),
  );

  app.put(
    '/overtime-schemes/:id',
    {
      config: { access },
      schema: {
        operationId: 'updateOvertimeScheme',
        tags: ['overtime'],
        summary:
          'Change a regulation (audited); requests made before keep the pay they were computed with',
        params: IdParams,
        body: SchemeSettingsInput,
        response: { 200: OvertimeScheme, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const row = await updateScheme(db, request.params.id, request.body, actorOf(request));
      return schemeView(db, row);
    },
  );

  app.delete(
    '/overtime-schemes/:id',
    {
      config: { access },
      schema: {
        operationId: 'deleteOvertimeScheme',
        tags: ['overtime'],
        summary:
          "Remove a regulation (audited): its employees fall back to their client's, or to the government method",
        params: IdParams,
        response: { 204: z.null(), 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      await deleteScheme(db, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/employees/:id/overtime-scheme',
    {
      config: { access },
      schema: {
        operationId: 'getEmployeeOvertimeScheme',
        tags: ['overtime'],
        summary:
          "The overtime regulation that applies to an employee: their own, else their client's, else the default (government, 3 h a workday, 14 h a week)",
        params: IdParams,
        response: { 200: EffectiveScheme, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => effectiveSchemeOf(db, await findEmployeeOrThrow(db, request.params.id)),
  );
};
