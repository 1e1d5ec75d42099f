import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { overtimeCalculation } from '../../overtime/calculation.js';
import { overtimePdf } from '../../overtime/pdf.js';
import { cancelOvertimeRequest, createOvertimeRequest } from '../../overtime/requests.js';
import {
  CalculationQuery,
  MyOvertime,
  MyOvertimeQuery,
  NewOvertimeInput,
  OvertimeCalculation,
  OvertimeRequest,
} from '../../overtime/schemas.js';
import { effectiveSchemeOf } from '../../overtime/schemes.js';
import {
  employeeOvertime,
  findOvertimeView,
  overtimePeriod,
  overtimeView,
} from '../../overtime/views.js';
import { myEmployee } from '../../people/current-employee.js';
import { todayOf } from '../../shared/business-dates.js';
import { shiftPeriod } from '../../timesheets/period.js';

/** `/api/v4/me/overtime/...`: the employee's own overtime. */
export const myOvertimeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'overtime.request' } as const;

  /** My request, checked to be mine (404 otherwise, as if it did not exist). */
  async function myRequest(request: Parameters<typeof myEmployee>[0], id: string) {
    const employee = await myEmployee(request, db);
    const joined = await findOvertimeView(db, id);
    if (!joined || joined.row.employeeId !== employee.id) {
      throw new HttpProblem(404, 'not-found', 'This overtime request does not exist.');
    }
    return { employee, joined };
  }

  app.get(
    '/me/overtime/calculation',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'calculateMyOvertime',
        tags: ['overtime'],
        summary:
          "What my overtime on a date pays under my overtime regulation (PP 35/2021 unless my client's or my own says otherwise), line by line: the day's type from my work week and calendar, the hourly wage (basic wage + fixed allowances) / 173, each tier's hours and multiplier, and the total rounded once. 400 on the `hours` field beyond the day's legal maximum",
        querystring: CalculationQuery,
        response: { 200: OvertimeCalculation, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const {
        scheme: _s,
        bill: _b,
        ...calculation
      } = await overtimeCalculation(db, employee, request.query);
      return calculation;
    },
  );

  app.get(
    '/me/overtime',
    {
      config: { access },
      schema: {
        operationId: 'getMyOvertime',
        tags: ['overtime'],
        summary:
          "My overtime requests of a period (my client's cut-off; today's by default), with the approved hours and pay, and my overtime regulation",
        querystring: MyOvertimeQuery,
        response: { 200: MyOvertime, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const period = await overtimePeriod(
        db,
        employee.clientId,
        todayOf(ctx),
        request.query.period,
      );
      return {
        period: period.period,
        periodStart: period.start,
        periodEnd: period.end,
        previousPeriod: shiftPeriod(period.period, -1),
        nextPeriod: period.period < period.current ? shiftPeriod(period.period, 1) : null,
        regulation: await effectiveSchemeOf(db, employee),
        ...(await employeeOvertime(db, employee.id, period)),
      };
    },
  );

  app.post(
    '/me/overtime',
    {
      config: { access },
      schema: {
        operationId: 'requestMyOvertime',
        tags: ['overtime'],
        summary:
          "Ask for overtime on a date, from–to (an end before the start ends the next morning), with a reason. Its pay is computed under my regulation, and my client's approver gets a link by mail. 400 beyond the regulation's daily or weekly cap on workdays, or the law's maximum, or overlapping another request",
        body: NewOvertimeInput,
        response: { 201: OvertimeRequest, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const employee = await myEmployee(request, db);
      const actor = actorOf(request);
      const row = await createOvertimeRequest(db, ctx, {
        employee,
        request: request.body,
        requestedBy: employee.fullName,
        actor,
      });
      const joined = await findOvertimeView(db, row.id);
      return reply.code(201).send(overtimeView(joined!, false));
    },
  );

  app.post(
    '/me/overtime/:id/cancel',
    {
      config: { access },
      schema: {
        operationId: 'cancelMyOvertime',
        tags: ['overtime'],
        summary: 'Withdraw my request while it waits. 409 `already-decided` once decided',
        params: IdParams,
        response: { 200: OvertimeRequest, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request) => {
      await myRequest(request, request.params.id);
      await cancelOvertimeRequest(db, request.params.id, actorOf(request), ctx.now());
      const joined = await findOvertimeView(db, request.params.id);
      return overtimeView(joined!, false);
    },
  );

  app.get(
    '/me/overtime/:id/pdf',
    {
      config: { access },
      schema: {
        operationId: 'downloadMyOvertime',
        tags: ['overtime'],
        summary: 'The overtime form of my request as a PDF, with its pay, in my language',
        params: IdParams,
        response: { 200: PdfBody, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { joined } = await myRequest(request, request.params.id);
      return sendPdf(
        reply,
        await overtimePdf(ctx, overtimeView(joined, false), requestLocale(request), true),
      );
    },
  );
};
