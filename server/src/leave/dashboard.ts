import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { pageWindow } from '../db/paging.js';
import { employees, leaveRequests } from '../db/schema.js';
import { CURRENT_STATUSES, employeeSearchCondition } from '../people/employees.js';
import { todayOf } from '../shared/business-dates.js';
import { computeBalance, loadBalanceFacts } from './balances.js';
import { clientNamesOf, policiesForClients } from './policies.js';
import type { EmployeeLeaveBalance } from './schemas.js';

/** HR's leave dashboard: who is away, what waits, and everyone's annual balance. */

export type EmployeeBalance = z.infer<typeof EmployeeLeaveBalance>;

/**
 * The dashboard's requests: approved leave covering today and the week (Monday to Sunday), at
 * most 200 each, by start date; the pending requests, at most 500, oldest first.
 */
export async function dashboardRequests(
  db: Db,
  input: { today: string; monday: string; sunday: string },
) {
  const [awayToday, awayThisWeek, pending] = await Promise.all([
    db
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.status, 'approved'),
          sql`${input.today}::text = any(${leaveRequests.dates})`,
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
          lte(leaveRequests.startDate, input.sunday),
          gte(leaveRequests.endDate, input.monday),
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
  return { awayToday, awayThisWeek, pending };
}

/** Annual balances of current employees (paged, by name), for the dashboard and the export. */
export async function employeeBalances(
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
