import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  createHoliday,
  deleteHoliday,
  holidaysOfYear,
  updateHoliday,
} from '../../people/holidays.js';
import {
  Holiday,
  HolidayInput,
  IsoDate,
  WorkingDays,
  WorkingDaysQueryWorkWeek,
} from '../../people/schemas.js';
import { MAX_RANGE_DAYS, workingDaysBetween } from '../../people/working-days.js';
import { dayNumber } from '../../shared/business-dates.js';

export const calendarYearQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2100)
    .optional()
    .describe('Defaults to this year (Jakarta time)'),
});

/** `/api/v4/holidays` and `/api/v4/working-days`: the holiday calendar and the calculator. */
export const holidayRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/holidays',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listHolidays',
        tags: ['calendar'],
        summary:
          "A year's holidays: national, cuti bersama and company events, plus the client's own days when `clientId` is given",
        querystring: calendarYearQuery.extend({ clientId: z.uuid().optional() }),
        response: { 200: z.object({ items: z.array(Holiday) }), 400: Problem, 401: Problem },
      },
    },
    async (request) => ({
      items: await holidaysOfYear(db, request.query.year, request.query.clientId ?? null),
    }),
  );

  app.post(
    '/holidays',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'createHoliday',
        tags: ['calendar'],
        summary:
          'Add a day to the calendar (client days need `clientId`; others must not have one)',
        body: HolidayInput,
        response: { 201: Holiday, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const holiday = await createHoliday(db, request.body, actorOf(request));
      return reply.code(201).send(holiday);
    },
  );

  app.put(
    '/holidays/:id',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'updateHoliday',
        tags: ['calendar'],
        params: IdParams,
        body: HolidayInput,
        response: {
          200: Holiday,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => updateHoliday(db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/holidays/:id',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'deleteHoliday',
        tags: ['calendar'],
        params: IdParams,
        response: { 204: z.null(), 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      await deleteHoliday(db, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/working-days',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'countWorkingDays',
        tags: ['calendar'],
        summary:
          "Working days from `from` to `to` (both included): the work week minus national holidays, cuti bersama and the client's holidays, plus the client's extra working days",
        querystring: z.object({
          from: IsoDate,
          to: IsoDate,
          workWeek: WorkingDaysQueryWorkWeek,
          clientId: z.uuid().optional(),
        }),
        response: { 200: WorkingDays, 400: Problem, 401: Problem },
      },
    },
    async (request) => {
      const { from, to, workWeek, clientId } = request.query;
      const span = dayNumber(to) - dayNumber(from) + 1;
      if (span < 1) {
        throw new HttpProblem(400, 'validation-failed', 'The end is before the start.', {
          to: 'The end is before the start.',
        });
      }
      if (span > MAX_RANGE_DAYS) {
        throw new HttpProblem(400, 'validation-failed', `Choose at most ${MAX_RANGE_DAYS} days.`, {
          to: `Choose at most ${MAX_RANGE_DAYS} days.`,
        });
      }
      return workingDaysBetween(db, { from, to, workWeek, clientId: clientId ?? null });
    },
  );
};
