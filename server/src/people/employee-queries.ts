import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { EMPLOYEE_STATUSES, employeeHistory, employees } from '../db/schema.js';
import { addDays } from '../shared/business-dates.js';
import { CURRENT_STATUSES, findEmployeeOrThrow } from './employees.js';

/** Employees per status, and onboarding or active ones whose contract ends within 30 days. */
export async function employeeStatusCounts(db: Db, today: string) {
  const [rows, [ending]] = await Promise.all([
    db.select({ status: employees.status, n: count() }).from(employees).groupBy(employees.status),
    db
      .select({ n: count() })
      .from(employees)
      .where(
        and(
          sql`${employees.endDate} between ${today} and ${addDays(today, 30)}`,
          inArray(employees.status, CURRENT_STATUSES),
        ),
      ),
  ]);
  const counts = Object.fromEntries(EMPLOYEE_STATUSES.map((s) => [s, 0])) as Record<
    (typeof EMPLOYEE_STATUSES)[number],
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return { ...counts, contractsEndingIn30Days: ending?.n ?? 0 };
}

/** An employee's work history, newest (by effective date) first; 404 for an unknown employee. */
export async function workHistoryOf(db: Db, employeeId: string) {
  await findEmployeeOrThrow(db, employeeId);
  const rows = await db
    .select()
    .from(employeeHistory)
    .where(eq(employeeHistory.employeeId, employeeId))
    .orderBy(desc(employeeHistory.effectiveDate), desc(employeeHistory.createdAt));
  return rows.map((r) => ({
    id: r.id,
    effectiveDate: r.effectiveDate,
    kind: r.kind,
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    note: r.note,
    recordedBy: r.recordedBy,
    createdAt: r.createdAt.toISOString(),
  }));
}
