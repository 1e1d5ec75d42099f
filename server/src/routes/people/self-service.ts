import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { employees } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { myEmployee } from '../../people/current-employee.js';
import { clientNameOf, presentDetail } from '../../people/employees.js';
import { syncAccountLanguage } from '../../people/language.js';
import { EmployeeDetail, Holiday, PreferredLanguage, Supporting } from '../../people/schemas.js';
import { presentSupporting } from '../../people/supporting.js';
import { registerProfileRoutes } from './employee-profile.js';
import { calendarYearQuery, holidaysOfYear } from './holidays.js';

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
      const language = request.body.preferredLanguage;
      const id = await inTransaction(db, async (tx) => {
        const row = await myEmployee(request, tx);
        if (row.preferredLanguage === language) return row.id;
        await tx
          .update(employees)
          .set({ preferredLanguage: language, updatedAt: new Date() })
          .where(eq(employees.id, row.id));
        await syncAccountLanguage(tx, row.userId, language);
        await recordAudit(tx, actorOf(request), {
          action: 'employee.language-changed',
          entity: 'employee',
          entityId: row.id,
          before: { preferredLanguage: row.preferredLanguage },
          after: { preferredLanguage: language },
        });
        return row.id;
      });
      const [row] = await db.select().from(employees).where(eq(employees.id, id));
      return presentDetail(row!, await clientNameOf(db, row!.clientId));
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
