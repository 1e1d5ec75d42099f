import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { sendXlsx, XlsxFile } from '../../http/xlsx-reply.js';
import {
  dashboardRequests,
  type EmployeeBalance,
  employeeBalances,
} from '../../leave/dashboard.js';
import { presentRequests } from '../../leave/requests.js';
import { EmployeeLeaveBalance, LeaveRequest } from '../../leave/schemas.js';
import { type ExportColumn, writeWorkbook } from '../../people/import/spreadsheet.js';
import { addDays, dayNumber, todayOf, weekdayOf } from '../../shared/business-dates.js';

const BUCKETS = ['0-2 days', '3-7 days', 'over 7 days'] as const;

const DashboardQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  search: z.string().trim().max(200).optional().describe('Balances: employee name or number'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

const Dashboard = z
  .object({
    today: z.iso.date(),
    awayToday: z.array(LeaveRequest),
    awayThisWeek: z.array(LeaveRequest),
    pendingByAge: z.array(
      z.object({
        bucket: z.enum(BUCKETS),
        count: z.number().int(),
        requests: z.array(LeaveRequest),
      }),
    ),
    balances: z.object({
      items: z.array(EmployeeLeaveBalance),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  })
  .meta({ id: 'LeaveDashboard' });

const EXPORT_COLUMNS: ExportColumn<EmployeeBalance>[] = [
  { header: 'Employee number', width: 17, value: (r) => r.employee.employeeNumber },
  { header: 'Full name', width: 28, value: (r) => r.employee.fullName },
  { header: 'Client', width: 32, value: (r) => r.employee.clientName },
  { header: 'Year', width: 7, kind: 'number', value: (r) => r.year },
  { header: 'Entitlement', width: 12, kind: 'number', value: (r) => r.entitlement },
  { header: 'Carried over', width: 12, kind: 'number', value: (r) => r.carriedOver },
  { header: 'Adjustments', width: 12, kind: 'number', value: (r) => r.adjustments },
  { header: 'Taken', width: 9, kind: 'number', value: (r) => r.taken },
  { header: 'Pending', width: 9, kind: 'number', value: (r) => r.pending },
  { header: 'Available', width: 10, kind: 'number', value: (r) => r.available },
];

/** HR's leave dashboard and the balance export. */
export const leaveDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/leave-dashboard',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'getLeaveDashboard',
        tags: ['leave'],
        summary:
          'Who is away today and this week (approved leave), pending requests by age, and the annual balances of current employees (paged)',
        querystring: DashboardQuery,
        response: { 200: Dashboard, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const today = todayOf(ctx);
      const { year, search, page, pageSize } = request.query;
      const monday = addDays(today, -((weekdayOf(dayNumber(today)) + 6) % 7));
      const sunday = addDays(monday, 6);
      const {
        awayToday: today_,
        awayThisWeek: week,
        pending,
      } = await dashboardRequests(db, {
        today,
        monday,
        sunday,
      });
      const now = ctx.now().getTime();
      const bucketOf = (createdAt: Date) => {
        const age = (now - createdAt.getTime()) / 86_400_000;
        return age < 3 ? BUCKETS[0] : age <= 7 ? BUCKETS[1] : BUCKETS[2];
      };
      const presented = await presentRequests(
        db,
        ctx,
        [...today_, ...week, ...pending],
        requestLocale(request),
      );
      const byId = new Map(presented.map((p) => [p.id, p]));
      const pick = (rows: typeof pending) => rows.map((r) => byId.get(r.id)!);
      const balances = await employeeBalances(db, ctx, {
        year: year ?? Number(today.slice(0, 4)),
        search,
        page,
        pageSize,
      });
      return {
        today,
        awayToday: pick(today_),
        awayThisWeek: pick(week),
        pendingByAge: BUCKETS.map((bucket) => {
          const requests = pick(pending.filter((r) => bucketOf(r.createdAt) === bucket));
          return { bucket, count: requests.length, requests };
        }),
        balances: { ...balances, page, pageSize },
      };
    },
  );

  app.get(
    '/leave-balances/export',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'exportLeaveBalances',
        tags: ['leave'],
        summary: 'The annual leave balances of every current employee for a year, as XLSX',
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: {
          200: XlsxFile,
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request, reply) => {
      const year = request.query.year ?? Number(todayOf(ctx).slice(0, 4));
      const { items } = await employeeBalances(db, ctx, { year });
      const data = await writeWorkbook(`Leave balances ${year}`, EXPORT_COLUMNS, items);
      return sendXlsx(reply, data, `leave-balances-${year}.xlsx`);
    },
  );
};
