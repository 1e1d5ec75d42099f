import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { sendXlsx, XlsxFile } from '../../http/xlsx-reply.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { overtimePdf } from '../../overtime/pdf.js';
import { createOvertimeRequest, decideOvertimeRequest } from '../../overtime/requests.js';
import {
  BillableOvertime,
  HrOvertimeInput,
  OvertimeDecisionInput,
  OvertimeList,
  OvertimeListQuery,
  OvertimeRequest,
  OvertimeSummary,
  SummaryQuery,
} from '../../overtime/schemas.js';
import {
  exportOvertimeSummary,
  findOvertimeView,
  listOvertime,
  overtimePeriod,
  overtimeSummary,
  overtimeView,
} from '../../overtime/views.js';
import { findEmployeeOrThrow } from '../../people/employees.js';
import { maySeePay, visibleBillableOvertime } from '../../people/pay-visibility.js';
import { todayOf } from '../../shared/business-dates.js';

/** `/api/v4/overtime/...`: HR sees, enters and decides employees' overtime, and sums it up. */
export const overtimeRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'overtime.manage' } as const;

  async function viewOrThrow(id: string) {
    const joined = await findOvertimeView(db, id);
    if (!joined) throw new HttpProblem(404, 'not-found', 'This overtime request does not exist.');
    return joined;
  }

  app.get(
    '/overtime/requests',
    {
      config: { access },
      schema: {
        operationId: 'listOvertimeRequests',
        tags: ['overtime'],
        summary:
          "A period's overtime requests (the client's cut-off when a client is chosen, calendar months otherwise), by state and name or number, newest first, with the count of each state",
        querystring: OvertimeListQuery,
        response: { 200: OvertimeList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { clientId, period } = request.query;
      const range = await overtimePeriod(db, clientId ?? null, todayOf(ctx), period);
      return listOvertime(db, request.query, range);
    },
  );

  app.post(
    '/overtime/requests',
    {
      config: { access },
      schema: {
        operationId: 'createOvertimeRequest',
        tags: ['overtime'],
        summary:
          "Enter overtime for an employee (e.g. from a paper form): the same rules and caps as the employee's own request; the client's approver is asked by mail",
        body: HrOvertimeInput,
        response: { 201: OvertimeRequest, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { employeeId, ...input } = request.body;
      const employee = await findEmployeeOrThrow(db, employeeId);
      const row = await createOvertimeRequest(db, ctx, {
        employee,
        request: input,
        requestedBy: identityOf(request).user.name,
        actor: actorOf(request),
      });
      return reply.code(201).send(overtimeView((await findOvertimeView(db, row.id))!, true));
    },
  );

  app.get(
    '/overtime/requests/:id',
    {
      config: { access },
      schema: {
        operationId: 'getOvertimeRequest',
        tags: ['overtime'],
        summary: 'One overtime request with its pay line by line and what the client is billed',
        params: IdParams,
        response: { 200: OvertimeRequest, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => overtimeView(await viewOrThrow(request.params.id), true),
  );

  app.post(
    '/overtime/requests/:id/decision',
    {
      config: { access },
      schema: {
        operationId: 'decideOvertimeRequest',
        tags: ['overtime'],
        summary:
          "Decide a waiting request in the app (internal staff's, or on the client approver's behalf when they answered another way); a reason is required to reject. 409 `already-decided` when it was decided meanwhile",
        params: IdParams,
        body: OvertimeDecisionInput,
        response: {
          200: OvertimeRequest,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const { decision, comment } = request.body;
      await decideOvertimeRequest(db, ctx, request.params.id, {
        decision,
        comment: comment ?? null,
        deciderName: identityOf(request).user.name,
        actor: actorOf(request),
      });
      return overtimeView(await viewOrThrow(request.params.id), true);
    },
  );

  app.get(
    '/overtime/requests/:id/pdf',
    {
      config: { access },
      schema: {
        operationId: 'downloadOvertimeRequest',
        tags: ['overtime'],
        summary: 'The overtime form of a request as a PDF, with its pay',
        params: IdParams,
        response: { 200: PdfBody, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await overtimePdf(
          ctx,
          overtimeView(await viewOrThrow(request.params.id), false),
          requestLocale(request),
          true,
        ),
      ),
  );

  app.get(
    '/overtime/summary',
    {
      config: { access },
      schema: {
        operationId: 'getOvertimeSummary',
        tags: ['overtime'],
        summary:
          "A client's period per employee: approved requests and hours (workday, rest day, holiday), pay and billed amounts, and requests still waiting; with the totals of the whole filter",
        querystring: SummaryQuery,
        response: { 200: OvertimeSummary, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { clientId, period } = request.query;
      const range = await overtimePeriod(db, clientId, todayOf(ctx), period);
      return overtimeSummary(db, request.query, range);
    },
  );

  // finance.read is held by business development too: what the employees are paid is left out
  // for those who may not see pay (what the client is billed stays).
  app.get(
    '/finance/overtime',
    {
      config: { access: { permission: 'finance.read' } },
      schema: {
        operationId: 'getBillableOvertime',
        tags: ['overtime'],
        summary:
          "Finance's view of the same summary: what each employee's approved overtime of a client's period bills the client (and, with `payroll.read`, pays), with the totals to invoice",
        querystring: SummaryQuery,
        response: { 200: BillableOvertime, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { clientId, period } = request.query;
      const range = await overtimePeriod(db, clientId, todayOf(ctx), period);
      return visibleBillableOvertime(request, await overtimeSummary(db, request.query, range));
    },
  );

  for (const [url, operationId, permission] of [
    ['/overtime/summary/export', 'exportOvertimeSummary', 'overtime.manage'],
    ['/finance/overtime/export', 'exportBillableOvertime', 'finance.read'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: { permission } },
        schema: {
          operationId,
          tags: ['overtime'],
          summary:
            'The same summary, every employee of the filter, as XLSX (hours as decimals); the pay column only for callers with `payroll.read`',
          querystring: SummaryQuery.omit({ page: true, pageSize: true }),
          response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
        },
      },
      async (request, reply) => {
        const { clientId, period } = request.query;
        const range = await overtimePeriod(db, clientId, todayOf(ctx), period);
        const data = await exportOvertimeSummary(db, request.query, range, maySeePay(request));
        return sendXlsx(reply, data, `overtime-${range.period}.xlsx`);
      },
    );
  }
};
