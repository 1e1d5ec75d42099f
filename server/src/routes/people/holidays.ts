import { and, asc, between, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { clients, holidays } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  Holiday,
  HolidayInput,
  IsoDate,
  WorkingDays,
  WorkingDaysQueryWorkWeek,
} from '../../people/schemas.js';
import { MAX_RANGE_DAYS, workingDaysBetween } from '../../people/working-days.js';
import { dayNumber, todayInJakarta } from '../../shared/business-dates.js';

export const calendarYearQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2100)
    .optional()
    .describe('Defaults to this year (Jakarta time)'),
});

type HolidayRow = typeof holidays.$inferSelect;

function presentHoliday(row: HolidayRow) {
  return { id: row.id, date: row.date, name: row.name, kind: row.kind, clientId: row.clientId };
}

/**
 * A year's calendar: the general days (national holidays, cuti bersama, company events), plus a
 * client's own holidays and working days when a client is given.
 */
export async function holidaysOfYear(db: Db, year: number | undefined, clientId: string | null) {
  const y = year ?? Number(todayInJakarta().slice(0, 4));
  const rows = await db
    .select()
    .from(holidays)
    .where(
      and(
        between(holidays.date, `${y}-01-01`, `${y}-12-31`),
        clientId
          ? or(isNull(holidays.clientId), eq(holidays.clientId, clientId))
          : isNull(holidays.clientId),
      ),
    )
    .orderBy(asc(holidays.date), asc(holidays.kind), asc(holidays.name));
  return rows.map(presentHoliday);
}

async function checkHoliday(db: Db, input: z.output<typeof HolidayInput>, exceptId?: string) {
  if (input.clientId) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, input.clientId));
    if (!client) {
      throw new HttpProblem(400, 'validation-failed', 'This client does not exist.', {
        clientId: 'This client does not exist.',
      });
    }
  }
  const same = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.date, input.date),
        eq(holidays.kind, input.kind),
        input.clientId ? eq(holidays.clientId, input.clientId) : isNull(holidays.clientId),
      ),
    );
  if (same.some((h) => h.id !== exceptId)) {
    throw new HttpProblem(409, 'holiday-exists', 'This day is already on the calendar.', {
      date: 'This day is already on the calendar.',
    });
  }
}

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
      const row = await inTransaction(db, async (tx) => {
        await checkHoliday(tx, request.body);
        const [created] = await tx.insert(holidays).values(request.body).returning();
        await recordAudit(tx, actorOf(request), {
          action: 'holiday.created',
          entity: 'holiday',
          entityId: created!.id,
          after: presentHoliday(created!),
        });
        return created!;
      });
      return reply.code(201).send(presentHoliday(row));
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
    async (request) => {
      const { id } = request.params;
      return inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(holidays).where(eq(holidays.id, id));
        if (!before) throw new HttpProblem(404, 'not-found', 'This day is not on the calendar.');
        await checkHoliday(tx, request.body, id);
        const [updated] = await tx
          .update(holidays)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(holidays.id, id))
          .returning();
        await recordAudit(tx, actorOf(request), {
          action: 'holiday.updated',
          entity: 'holiday',
          entityId: id,
          before: presentHoliday(before),
          after: presentHoliday(updated!),
        });
        return presentHoliday(updated!);
      });
    },
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
      const { id } = request.params;
      await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(holidays).where(eq(holidays.id, id));
        if (!before) throw new HttpProblem(404, 'not-found', 'This day is not on the calendar.');
        await tx.delete(holidays).where(eq(holidays.id, id));
        await recordAudit(tx, actorOf(request), {
          action: 'holiday.deleted',
          entity: 'holiday',
          entityId: id,
          before: presentHoliday(before),
        });
      });
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
