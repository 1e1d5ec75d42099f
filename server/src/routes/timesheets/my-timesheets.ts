import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { myEmployee } from '../../people/current-employee.js';
import { todayOf } from '../../shared/business-dates.js';
import { withElapsedDays } from '../../timesheets/closing.js';
import { changeDay, submitTimesheet } from '../../timesheets/lifecycle.js';
import { findMyTimesheet, openMyTimesheet } from '../../timesheets/my-timesheet.js';
import { timesheetPdf } from '../../timesheets/pdf.js';
import { DateParams, DayChange, MyTimesheetQuery, Timesheet } from '../../timesheets/schemas.js';
import { findTimesheetOrThrow } from '../../timesheets/sheets.js';
import { timesheetView } from '../../timesheets/views.js';

const MyTimesheet = z
  .object({
    period: z.string(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    previousPeriod: z.string(),
    nextPeriod: z.string().nullable().describe('Null from the current period on'),
    timesheet: Timesheet.nullable().describe('Null when I was not placed at a client then'),
  })
  .meta({ id: 'MyTimesheet' });

/** `/api/v4/me/timesheet`: the employee reviews, corrects and submits their own timesheets. */
export const myTimesheetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'attendance.clock' } as const;

  /** My sheet, checked to be mine (404 otherwise, as if it did not exist). */
  async function mySheet(request: Parameters<typeof myEmployee>[0], id: string) {
    const employee = await myEmployee(request, db);
    const sheet = await findTimesheetOrThrow(db, id);
    if (sheet.employeeId !== employee.id) {
      throw new HttpProblem(404, 'not-found', 'This timesheet does not exist.');
    }
    return { employee, sheet };
  }

  app.get(
    '/me/timesheet',
    {
      config: { access },
      schema: {
        operationId: 'getMyTimesheet',
        tags: ['timesheets'],
        summary:
          "My timesheet of a period (today's by default) as it stands, its days that have come since it was made filled in (days still to come `upcoming`); null until it is made (see openMyTimesheet) or when I was not placed at a client then. Reads only",
        querystring: MyTimesheetQuery,
        response: { 200: MyTimesheet, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const today = todayOf(ctx);
      const { view, sheet } = await findMyTimesheet(db, employee, {
        period: request.query.period,
        today,
        locale: requestLocale(request),
      });
      return { ...view, timesheet: sheet ? await timesheetView(db, sheet, today) : null };
    },
  );

  app.post(
    '/me/timesheet',
    {
      config: { access },
      schema: {
        operationId: 'openMyTimesheet',
        tags: ['timesheets'],
        summary:
          "Open my timesheet of a period (today's by default): made from my attendance, approved leave and the calendar the first time (days still to come `upcoming`, filled in once they have come; audited); none is made for a month whose payroll is approved, nor when I was not placed at a client then",
        querystring: MyTimesheetQuery,
        response: { 200: MyTimesheet, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const today = todayOf(ctx);
      const { view, sheet } = await openMyTimesheet(db, employee, {
        period: request.query.period,
        today,
        locale: requestLocale(request),
        actor: actorOf(request),
      });
      return { ...view, timesheet: sheet ? await timesheetView(db, sheet, today) : null };
    },
  );

  app.put(
    '/me/timesheets/:id/days/:date',
    {
      config: { access },
      schema: {
        operationId: 'changeMyTimesheetDay',
        tags: ['timesheets'],
        summary:
          "Correct one day of my draft or disputed timesheet (what it was, hours worked, a note). 409 `timesheet-locked` once submitted or approved, `future-day` for a day still to come, `payroll-approved` once the month's payroll is approved",
        params: DateParams,
        body: DayChange,
        response: {
          200: Timesheet,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const { employee } = await mySheet(request, request.params.id);
      const row = await changeDay(db, {
        id: request.params.id,
        date: request.params.date,
        change: request.body,
        actor: actorOf(request),
        now: ctx.now(),
        ownerEmployeeId: employee.id,
      });
      return timesheetView(db, row, todayOf(ctx));
    },
  );

  app.post(
    '/me/timesheets/:id/submit',
    {
      config: { access },
      schema: {
        operationId: 'submitMyTimesheet',
        tags: ['timesheets'],
        summary:
          "Submit my draft or disputed timesheet for the client PIC's approval (the mail goes out on the client's schedule), from the period's last day on. 409 `timesheet-locked` when already submitted or approved, `period-not-ended` before the last day, `payroll-approved` once the month's payroll is approved",
        params: IdParams,
        response: { 200: Timesheet, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request) => {
      const { employee } = await mySheet(request, request.params.id);
      const row = await submitTimesheet(db, {
        id: request.params.id,
        actor: actorOf(request),
        now: ctx.now(),
        ownerEmployeeId: employee.id,
        locale: requestLocale(request),
      });
      return timesheetView(db, row, todayOf(ctx));
    },
  );

  app.get(
    '/me/timesheets/:id/pdf',
    {
      config: { access },
      schema: {
        operationId: 'downloadMyTimesheet',
        tags: ['timesheets'],
        summary: "My timesheet as a PDF in the client's format, in my language",
        params: IdParams,
        response: { 200: PdfBody, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { sheet } = await mySheet(request, request.params.id);
      const locale = requestLocale(request);
      const [shown] = await withElapsedDays(db, [sheet], { today: todayOf(ctx), locale });
      return sendPdf(reply, await timesheetPdf(db, ctx, shown!, locale));
    },
  );
};
