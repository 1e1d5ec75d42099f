import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clockIn, clockOut, currentRecord, presentRecord } from '../../attendance/clock.js';
import {
  createCorrection,
  listCorrections,
  presentCorrection,
} from '../../attendance/corrections.js';
import { attendanceMonth } from '../../attendance/months.js';
import {
  AttendanceRecord,
  ClockInput,
  Correction,
  CorrectionInput,
  CorrectionListQuery,
  MonthQuery,
  MyAttendance,
} from '../../attendance/schemas.js';
import type { AppContext } from '../../context.js';
import { listOf } from '../../http/lists.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { myEmployee } from '../../people/current-employee.js';
import { clientNameOf } from '../../people/employees.js';
import { todayOf } from '../../shared/business-dates.js';

/** `/api/v4/me/attendance`: the employee's own clock and month (permission `attendance.clock`). */
export const myAttendanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'attendance.clock' } as const;

  app.get(
    '/me/attendance',
    {
      config: { access },
      schema: {
        operationId: 'getMyAttendance',
        tags: ['attendance'],
        summary:
          "My month of attendance (this month in Jakarta by default): today's state, every day with what it was (present, leave, holiday, day off, absent, upcoming, not employed) and the totals",
        querystring: MonthQuery,
        response: { 200: MyAttendance, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const now = ctx.now();
      const today = todayOf(ctx);
      const month = request.query.month ?? today.slice(0, 7);
      const [current, monthView] = await Promise.all([
        currentRecord(db, employee.id, today, now),
        attendanceMonth(db, { employee, month, today, locale: requestLocale(request) }),
      ]);
      const state = !current
        ? 'not-clocked-in'
        : current.clockOutAt === null
          ? 'clocked-in'
          : 'clocked-out';
      return {
        month,
        today,
        state,
        current: current ? presentRecord(current) : null,
        ...monthView,
      } as const;
    },
  );

  app.post(
    '/me/attendance/clock-in',
    {
      config: { access },
      schema: {
        operationId: 'clockIn',
        tags: ['attendance'],
        summary:
          'Clock in now, with where the browser says I am (optional). 409 `already-clocked-in`, `already-clocked-out` (once a day) or `not-employed` (outside my contract)',
        body: ClockInput,
        response: {
          201: AttendanceRecord,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const employee = await myEmployee(request, db);
      const row = await clockIn(db, {
        employee,
        today: todayOf(ctx),
        now: ctx.now(),
        where: request.body,
        actor: actorOf(request),
      });
      return reply.code(201).send(presentRecord(row));
    },
  );

  app.post(
    '/me/attendance/clock-out',
    {
      config: { access },
      schema: {
        operationId: 'clockOut',
        tags: ['attendance'],
        summary:
          "Clock out now (a shift that crossed midnight closes yesterday's record). 409 `not-clocked-in` or `already-clocked-out`",
        body: ClockInput,
        response: {
          200: AttendanceRecord,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const row = await clockOut(db, {
        employee,
        today: todayOf(ctx),
        now: ctx.now(),
        where: request.body,
        actor: actorOf(request),
      });
      return presentRecord(row);
    },
  );

  app.post(
    '/me/attendance/corrections',
    {
      config: { access },
      schema: {
        operationId: 'requestMyAttendanceCorrection',
        tags: ['attendance'],
        summary:
          "Ask HR to correct a day's punches (today or up to 60 days back, Jakarta times; a clock-out before the clock-in is the next morning), with a reason. 409 `request-pending` when that day already has one waiting",
        body: CorrectionInput,
        response: {
          201: Correction,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const employee = await myEmployee(request, db);
      const row = await createCorrection(db, {
        employee,
        body: request.body,
        today: todayOf(ctx),
        now: ctx.now(),
        actor: actorOf(request),
      });
      return reply.code(201).send(
        presentCorrection(row, {
          name: employee.fullName,
          number: employee.employeeNumber,
          clientName: await clientNameOf(db, employee.clientId),
        }),
      );
    },
  );

  app.get(
    '/me/attendance/corrections',
    {
      config: { access },
      schema: {
        operationId: 'listMyAttendanceCorrections',
        tags: ['attendance'],
        summary: 'My correction requests: pending first, then the decided ones, newest first',
        querystring: CorrectionListQuery.omit({ search: true }),
        response: {
          200: listOf(Correction),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      return listCorrections(db, { ...request.query, employeeId: employee.id });
    },
  );
};
