import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { employees } from '../../db/schema.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { identityOf } from '../../identity/authenticate.js';
import { clientNameOf, presentDetail } from '../../people/employees.js';
import { EmployeeDetail, Holiday, Supporting } from '../../people/schemas.js';
import { presentSupporting } from '../../people/supporting.js';
import { registerProfileRoutes } from './employee-profile.js';
import { calendarYearQuery, holidaysOfYear } from './holidays.js';

/** The signed-in user's own employee record; 404 when they have none. */
export async function myEmployee(request: FastifyRequest, db: Db) {
  const identity = identityOf(request);
  const [row] = await db.select().from(employees).where(eq(employees.userId, identity.user.id));
  if (!row) {
    throw new HttpProblem(404, 'no-employee-record', 'Your account has no employee record.');
  }
  return row;
}

/** `/api/v4/me/employee`: the employee's own record, profile, supporting data and calendar. */
export const selfServiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/me/employee',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyEmployee',
        tags: ['self-service'],
        summary: 'My employee record (404 `no-employee-record` when my account has none)',
        response: { 200: EmployeeDetail, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const row = await myEmployee(request, db);
      return presentDetail(row, await clientNameOf(db, row.clientId));
    },
  );

  app.get(
    '/me/employee/supporting',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyEmployeeSupporting',
        tags: ['self-service'],
        summary: "My insurance, assets and BPJS (with this month's contributions)",
        response: { 200: Supporting, 401: Problem, 404: Problem },
      },
    },
    async (request) => presentSupporting(await myEmployee(request, db)),
  );

  app.get(
    '/me/employee/calendar',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyCalendar',
        tags: ['self-service'],
        summary:
          "The holidays that apply to me: national holidays, cuti bersama, company events and my client's calendar",
        querystring: calendarYearQuery,
        response: {
          200: z.object({ items: z.array(Holiday) }),
          400: Problem,
          401: Problem,
          404: Problem,
        },
      },
    },
    async (request) => {
      const row = await myEmployee(request, db);
      return { items: await holidaysOfYear(db, request.query.year, row.clientId) };
    },
  );

  registerProfileRoutes(app, ctx, {
    base: '/me/employee',
    params: z.object({}),
    access: 'signed-in',
    readAccess: 'signed-in',
    operationSuffix: 'My',
    tag: 'self-service',
    employeeOf: (request, db) => myEmployee(request, db),
    readOnlyKinds: ['family'],
  });
};
