import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { myEmployee } from '../../people/current-employee.js';
import { clientNameOf, presentDetail } from '../../people/employees.js';
import { holidaysOfYear } from '../../people/holidays.js';
import { setMyPreferredLanguage } from '../../people/language.js';
import { EmployeeDetail, Holiday, PreferredLanguage, Supporting } from '../../people/schemas.js';
import { presentSupporting } from '../../people/supporting.js';
import { registerProfileRoutes } from './employee-profile.js';
import { calendarYearQuery } from './holidays.js';

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

  app.put(
    '/me/employee/preferred-language',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'setMyPreferredLanguage',
        tags: ['self-service'],
        summary:
          'Choose the language of my mail, payslips and documents (my account’s pages follow it too)',
        body: z.object({ preferredLanguage: PreferredLanguage }),
        response: { 200: EmployeeDetail, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      return setMyPreferredLanguage(
        db,
        identityOf(request).user.id,
        request.body.preferredLanguage,
        actorOf(request),
      );
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
