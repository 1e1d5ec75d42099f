import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { transactionWithRetry } from '../../db/transaction.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { myEmployee } from '../../people/current-employee.js';
import { todayOf } from '../../shared/business-dates.js';
import { refreshElapsedDays, settledRunOf } from '../../timesheets/closing.js';
import { changeDay, submitTimesheet } from '../../timesheets/lifecycle.js';
import { timesheetPdf } from '../../timesheets/pdf.js';
import { periodOf, periodRange, shiftPeriod } from '../../timesheets/period.js';
import { DateParams, DayChange, MyTimesheetQuery, Timesheet } from '../../timesheets/schemas.js';
import { settingsOf } from '../../timesheets/settings.js';
import { buildTimesheets, findTimesheetOrThrow } from '../../timesheets/sheets.js';
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
          "My timesheet of a period (today's by default), made from my attendance, approved leave and the calendar the first time I open it (days still to come `upcoming`, filled in once they have come); none is made for a month whose payroll is approved",
        querystring: MyTimesheetQuery,
        response: { 200: MyTimesheet, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const today = todayOf(ctx);
      const settings = employee.clientId ? await settingsOf(db, employee.clientId) : null;
      const cutOff = settings?.cutOffDay ?? 31;
      const current = periodOf(today, cutOff);
      const period = request.query.period ?? current;
      const range = periodRange(period, cutOff);
      const view = {
        period,
        periodStart: range.start,
        periodEnd: range.end,
        previousPeriod: shiftPeriod(period, -1),
        nextPeriod: period < current ? shiftPeriod(period, 1) : null,
      };
      if (!employee.clientId || period > current) return { ...view, timesheet: null };
      const find = () =>
        db.query.timesheets.findFirst({
          where: (t, { and, eq }) => and(eq(t.employeeId, employee.id), eq(t.period, period)),
        });
      let sheet = await find();
      if (!sheet) {
        // A month whose payroll is approved gets no new sheet: there is nothing to show.
        if (await settledRunOf(db, employee.clientId, period)) return { ...view, timesheet: null };
        await buildTimesheets(db, {
          clientId: employee.clientId,
          period,
          today,
          locale: requestLocale(request),
          employeeIds: [employee.id],
        });
        sheet = await find();
      } else {
        [sheet] = await refreshElapsedDays(db, [sheet], {
          today,
          locale: requestLocale(request),
        });
      }
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
      const row = await transactionWithRetry(db, (tx) =>
        changeDay(tx, {
          id: request.params.id,
          date: request.params.date,
          change: request.body,
          actor: actorOf(request),
          now: ctx.now(),
          ownerEmployeeId: employee.id,
        }),
      );
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
      const row = await transactionWithRetry(db, (tx) =>
        submitTimesheet(tx, {
          id: request.params.id,
          actor: actorOf(request),
          now: ctx.now(),
          ownerEmployeeId: employee.id,
          locale: requestLocale(request),
        }),
      );
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
      return sendPdf(reply, await timesheetPdf(db, ctx, sheet, requestLocale(request)));
    },
  );
};
