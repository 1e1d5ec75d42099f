import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SummaryQuery, SummaryRow } from '../../attendance/schemas.js';
import { attendanceSummary, exportAttendanceSummary } from '../../attendance/summary.js';
import type { AppContext } from '../../context.js';
import { listOf } from '../../http/lists.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { sendXlsx, XlsxFile } from '../../http/xlsx-reply.js';
import { todayOf } from '../../shared/business-dates.js';

/** `/api/v4/attendance-summary`: per client and month, each employee's days and hours (`attendance.manage`). */
export const attendanceSummaryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'attendance.manage' } as const;

  app.get(
    '/attendance-summary',
    {
      config: { access },
      schema: {
        operationId: 'getAttendanceSummary',
        tags: ['attendance'],
        summary:
          "A month's attendance per employee placed during it (of one client, internal staff, or all): days present, absent (past working days without a punch), on leave, holidays, and minutes worked; sorted by client and name",
        querystring: SummaryQuery,
        response: {
          200: listOf(SummaryRow).extend({ month: SummaryQuery.shape.month }),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) =>
      attendanceSummary(db, request.query, { today: todayOf(ctx), locale: requestLocale(request) }),
  );

  app.get(
    '/attendance-summary/export',
    {
      config: { access },
      schema: {
        operationId: 'exportAttendanceSummary',
        tags: ['attendance'],
        summary: 'The same summary, every employee of the filter, as XLSX (hours as decimals)',
        querystring: SummaryQuery.omit({ page: true, pageSize: true }),
        response: { 200: XlsxFile, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) => {
      const data = await exportAttendanceSummary(db, request.query, {
        today: todayOf(ctx),
        locale: requestLocale(request),
      });
      return sendXlsx(reply, data, `attendance-${request.query.month}.xlsx`);
    },
  );
};
