import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { PdfBody, sendPdf } from '../../http/pdf-reply.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { findClientOrThrow } from '../../people/clients.js';
import { todayOf } from '../../shared/business-dates.js';
import { toIso } from '../../shared/schemas.js';
import { requestsOfPeriod } from '../../timesheets/approvals.js';
import { sendPeriod, withElapsedDays } from '../../timesheets/closing.js';
import { changeDay, reopenTimesheet, submitTimesheet } from '../../timesheets/lifecycle.js';
import { timesheetPdf } from '../../timesheets/pdf.js';
import {
  ApprovedTotals,
  DateParams,
  DayChange,
  PeriodClosing,
  PeriodInput,
  PeriodQuery,
  ReopenInput,
  SendPeriodInput,
  Timesheet,
  TimesheetListQuery,
  TimesheetPeriodCounts,
  TimesheetSummary,
} from '../../timesheets/schemas.js';
import { buildTimesheets, findTimesheetOrThrow } from '../../timesheets/sheets.js';
import { approvedTotals, listTimesheets, timesheetView } from '../../timesheets/views.js';

const TimesheetPage = z
  .object({
    items: z.array(TimesheetSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: TimesheetPeriodCounts,
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    closing: PeriodClosing,
  })
  .meta({ id: 'TimesheetPage' });

const ApprovalRequestOut = z
  .object({
    id: z.uuid(),
    approverName: z.string(),
    approverEmail: z.string(),
    scope: z.enum(['period', 'sheet']),
    sentAt: z.iso.datetime(),
    followedUpAt: z.iso.datetime().nullable(),
    escalatedAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: z.string().nullable(),
    earlyReason: z
      .string()
      .nullable()
      .describe("Why HR sent it before the period's last day; null when sent after"),
  })
  .meta({ id: 'TimesheetApprovalRequest' });

/** `/api/v4/timesheets`: HR's view of every client's periods (`attendance.manage`). */
export const timesheetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'attendance.manage' } as const;
  const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };

  app.get(
    '/timesheets',
    {
      config: { access },
      schema: {
        operationId: 'listTimesheets',
        tags: ['timesheets'],
        summary:
          "A client's period: a page of timesheets by employee name (filtered by state, searched by name or number) and the count of each state",
        querystring: TimesheetListQuery,
        response: { 200: TimesheetPage, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) =>
      listTimesheets(db, request.query, {
        today: todayOf(ctx),
        locale: requestLocale(request),
      }),
  );

  app.get(
    '/timesheets/:id',
    {
      config: { access },
      schema: {
        operationId: 'getTimesheet',
        tags: ['timesheets'],
        summary: 'One timesheet with every day',
        params: IdParams,
        response: { 200: Timesheet, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const today = todayOf(ctx);
      const [sheet] = await withElapsedDays(
        db,
        [await findTimesheetOrThrow(db, request.params.id)],
        { today, locale: requestLocale(request) },
      );
      return timesheetView(db, sheet!, today);
    },
  );

  app.get(
    '/timesheets/:id/pdf',
    {
      config: { access },
      schema: {
        operationId: 'downloadTimesheet',
        tags: ['timesheets'],
        summary: "A timesheet as a PDF in its client's format, in the reader's language",
        params: IdParams,
        response: { 200: PdfBody, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const [sheet] = await withElapsedDays(
        db,
        [await findTimesheetOrThrow(db, request.params.id)],
        { today: todayOf(ctx), locale },
      );
      return sendPdf(reply, await timesheetPdf(db, ctx, sheet!, locale));
    },
  );

  app.put(
    '/timesheets/:id/days/:date',
    {
      config: { access },
      schema: {
        operationId: 'changeTimesheetDay',
        tags: ['timesheets'],
        summary:
          "Correct one day of an employee's draft or disputed timesheet (audited). 409 `timesheet-locked`, `future-day` for a day still to come, `payroll-approved` once the month's payroll is approved",
        params: DateParams,
        body: DayChange,
        response: { 200: Timesheet, ...errors },
      },
    },
    async (request) => {
      const row = await changeDay(db, {
        id: request.params.id,
        date: request.params.date,
        change: request.body,
        actor: actorOf(request),
        now: ctx.now(),
      });
      return timesheetView(db, row, todayOf(ctx));
    },
  );

  app.post(
    '/timesheets/:id/submit',
    {
      config: { access },
      schema: {
        operationId: 'submitTimesheetOnBehalf',
        tags: ['timesheets'],
        summary:
          "Submit an employee's draft or disputed timesheet on their behalf (audited), from the period's last day on. 409 `period-not-ended` before it, `payroll-approved` once the month's payroll is approved",
        params: IdParams,
        response: { 200: Timesheet, ...errors },
      },
    },
    async (request) => {
      const row = await submitTimesheet(db, {
        id: request.params.id,
        actor: actorOf(request),
        now: ctx.now(),
        onBehalf: true,
        locale: requestLocale(request),
      });
      return timesheetView(db, row, todayOf(ctx));
    },
  );

  app.post(
    '/timesheets/:id/reopen',
    {
      config: { access },
      schema: {
        operationId: 'reopenTimesheet',
        tags: ['timesheets'],
        summary:
          'Reopen an approved timesheet with a reason, before payroll reads it: it waits for the client PIC again, who is mailed a link for it at once. 409 `not-approved`, `payroll-read`, `payroll-approved` (until the payroll run is reopened) or `no-approver`',
        params: IdParams,
        body: ReopenInput,
        response: { 200: Timesheet, ...errors },
      },
    },
    async (request) => {
      const row = await reopenTimesheet(db, ctx, {
        id: request.params.id,
        reason: request.body.reason,
        actor: actorOf(request),
      });
      return timesheetView(db, row, todayOf(ctx));
    },
  );

  app.post(
    '/timesheet-periods/build',
    {
      config: { access },
      schema: {
        operationId: 'buildTimesheets',
        tags: ['timesheets'],
        summary:
          "Make the missing timesheets of a client's period for every employee placed there, from attendance, approved leave and the calendar (days still to come left `upcoming`); existing ones are kept, their days that have come since filled in. 409 `payroll-approved` once the month's payroll is approved",
        body: PeriodInput,
        response: {
          200: z.object({ created: z.number().int(), existing: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      await findClientOrThrow(db, request.body.clientId);
      return buildTimesheets(db, {
        ...request.body,
        today: todayOf(ctx),
        locale: requestLocale(request),
        actor: actorOf(request),
      });
    },
  );

  app.post(
    '/timesheet-periods/send',
    {
      config: { access },
      schema: {
        operationId: 'sendTimesheetsForApproval',
        tags: ['timesheets'],
        summary:
          "Ask the client's approver now about the period's submitted timesheets no open request covers (one mail, one link); `sent: 0` when none waits. From the period's last day on; before it only with `earlyReason` (audited, kept on the request), which submits the period's drafts on their employees' behalf first. 409 `period-not-ended`, `payroll-approved` or `no-approver`",
        body: SendPeriodInput,
        response: {
          200: z.object({
            sent: z.number().int(),
            approver: z.object({ name: z.string(), email: z.string() }).nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      await findClientOrThrow(db, request.body.clientId);
      const result = await sendPeriod(db, ctx, { ...request.body, actor: actorOf(request) });
      return {
        sent: result?.count ?? 0,
        approver: result ? { name: result.approver.name, email: result.approver.email } : null,
      };
    },
  );

  app.get(
    '/timesheet-periods/requests',
    {
      config: { access },
      schema: {
        operationId: 'listTimesheetApprovalRequests',
        tags: ['timesheets'],
        summary:
          "The approval requests of a client's period, newest first: who was asked, followed up, escalated, and who decided",
        querystring: PeriodQuery,
        response: { 200: z.array(ApprovalRequestOut), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const rows = await requestsOfPeriod(db, request.query.clientId, request.query.period);
      return rows.map((r) => ({
        id: r.id,
        approverName: r.approverName,
        approverEmail: r.approverEmail,
        scope: r.timesheetId ? ('sheet' as const) : ('period' as const),
        sentAt: r.sentAt.toISOString(),
        followedUpAt: toIso(r.followedUpAt),
        escalatedAt: toIso(r.escalatedAt),
        decidedAt: toIso(r.decidedAt),
        decidedBy: r.decidedByLabel,
        earlyReason: r.earlyReason,
      }));
    },
  );

  app.get(
    '/timesheet-periods/approved-totals',
    {
      config: { access: { permission: 'payroll.read' } },
      schema: {
        operationId: 'getApprovedTimesheetTotals',
        tags: ['timesheets'],
        summary:
          "What payroll and invoicing read: the approved timesheets' totals of a client's period per employee (hours, overtime, days), and how many are not approved yet",
        querystring: PeriodQuery,
        response: { 200: ApprovedTotals, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => approvedTotals(db, request.query),
  );
};
