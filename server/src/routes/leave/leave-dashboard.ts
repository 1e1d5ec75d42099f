import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { pageWindow } from '../../db/paging.js';
import { employees, leaveRequests } from '../../db/schema.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { sendXlsx, XlsxFile } from '../../http/xlsx-reply.js';
import { computeBalance, loadBalanceFacts } from '../../leave/balances.js';
import { clientNamesOf, policiesForClients } from '../../leave/policies.js';
import { presentRequests } from '../../leave/requests.js';
import { LeaveBalance, LeaveRequest } from '../../leave/schemas.js';
import { CURRENT_STATUSES, employeeSearchCondition } from '../../people/employees.js';
import { type ExportColumn, writeWorkbook } from '../../people/import/spreadsheet.js';
import { addDays, dayNumber, todayOf, weekdayOf } from '../../shared/business-dates.js';

const EmployeeBalance = LeaveBalance.extend({
  employee: z.object({
    id: z.uuid(),
    fullName: z.string(),
    employeeNumber: z.string(),
    clientName: z.string().nullable(),
  }),
}).meta({ id: 'EmployeeLeaveBalance' });
type EmployeeBalance = z.infer<typeof EmployeeBalance>;

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
      items: z.array(EmployeeBalance),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  })
  .meta({ id: 'LeaveDashboard' });

/** Annual balances of current employees (paged, by name), for the dashboard and the export. */
async function employeeBalances(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  options: { year: number; search?: string; page?: number; pageSize?: number },
) {
  const conditions: SQL[] = [inArray(employees.status, CURRENT_STATUSES)];
  const search = options.search ? employeeSearchCondition(options.search) : undefined;
  if (search) conditions.push(search);
  const where = and(...conditions);
  const query = db
    .select({
      id: employees.id,
      fullName: employees.fullName,
      employeeNumber: employees.employeeNumber,
      clientId: employees.clientId,
      startDate: employees.startDate,
    })
    .from(employees)
    .where(where)
    .orderBy(asc(employees.fullName), asc(employees.id));
  const window =
    options.page && options.pageSize
      ? pageWindow({ page: options.page, pageSize: options.pageSize })
      : null;
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const [total] = await db.select({ n: count() }).from(employees).where(where);
  const ids = rows.map((r) => r.id);
  const [facts, policyOf, names] = await Promise.all([
    loadBalanceFacts(db, ids),
    policiesForClients(
      db,
      rows.map((r) => r.clientId),
    ),
    clientNamesOf(
      db,
      rows.map((r) => r.clientId),
    ),
  ]);
  const today = todayOf(ctx);
  const items: EmployeeBalance[] = rows.map((r) => ({
    employee: {
      id: r.id,
      fullName: r.fullName,
      employeeNumber: r.employeeNumber,
      clientName: r.clientId ? (names.get(r.clientId) ?? null) : null,
    },
    ...computeBalance({
      policy: policyOf(r.clientId),
      joinDate: r.startDate,
      year: options.year,
      today,
      adjustments: facts.adjustments.get(r.id) ?? [],
      days: facts.days.get(r.id) ?? [],
    }),
  }));
  return { items, total: total?.n ?? 0 };
}

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
      const [today_, week, pending] = await Promise.all([
        db
          .select()
          .from(leaveRequests)
          .where(
            and(
              eq(leaveRequests.status, 'approved'),
              sql`${today}::text = any(${leaveRequests.dates})`,
            ),
          )
          .orderBy(asc(leaveRequests.startDate))
          .limit(200),
        db
          .select()
          .from(leaveRequests)
          .where(
            and(
              eq(leaveRequests.status, 'approved'),
              lte(leaveRequests.startDate, sunday),
              gte(leaveRequests.endDate, monday),
            ),
          )
          .orderBy(asc(leaveRequests.startDate))
          .limit(200),
        db
          .select()
          .from(leaveRequests)
          .where(eq(leaveRequests.status, 'pending'))
          .orderBy(asc(leaveRequests.createdAt))
          .limit(500),
      ]);
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
