import { and, between, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { attendanceRecords, type employees, leaveRequests, leaveTypes } from '../db/schema.js';
import type { Locale } from '../i18n/locale.js';
import { leaveTypeName } from '../leave/type-names.js';
import {
  type CalendarDay,
  countWorkingDays,
  loadCalendar,
  type WorkingDaysResult,
  type WorkWeek,
} from '../people/working-days.js';
import { presentRecord } from './clock.js';
import { type AttendanceDay, composeDays, monthRange } from './month.js';

type EmployeeRow = typeof employees.$inferSelect;
type AttendanceRow = typeof attendanceRecords.$inferSelect;

export type MonthTotals = {
  present: number;
  absent: number;
  leave: number;
  holiday: number;
  workedMinutes: number;
};

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function totalsOf(days: readonly AttendanceDay[]): MonthTotals {
  const count = (kind: AttendanceDay['kind']) => days.filter((d) => d.kind === kind).length;
  return {
    present: count('present'),
    absent: count('absent'),
    leave: count('leave'),
    holiday: count('holiday'),
    workedMinutes: days.reduce((sum, d) => sum + (d.workedMinutes ?? 0), 0),
  };
}

/** The month of many employees at once; see attendanceDays. */
export function attendanceMonths(
  db: Db,
  input: { employees: readonly EmployeeRow[]; month: string; today: string; locale: Locale },
) {
  return attendanceDays(db, { ...input, ...monthRange(input.month) });
}

/**
 * The days from `from` to `to` of many employees at once: three queries (records, approved
 * leave, one calendar per client) whatever their number, then each employee's days composed in
 * memory.
 */
export async function attendanceDays(
  db: Db,
  input: {
    employees: readonly EmployeeRow[];
    from: string;
    to: string;
    today: string;
    locale: Locale;
  },
) {
  const { from, to, today } = input;
  const ids = input.employees.map((e) => e.id);
  const months = new Map<string, { days: AttendanceDay<AttendanceRow>[]; totals: MonthTotals }>();
  if (ids.length === 0) return months;
  const clientIds = [...new Set(input.employees.map((e) => e.clientId))];
  const [records, leaves, calendars] = await Promise.all([
    db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          inArray(attendanceRecords.employeeId, ids),
          between(attendanceRecords.workDate, from, to),
        ),
      )
      .orderBy(attendanceRecords.workDate),
    db
      .select({
        employeeId: leaveRequests.employeeId,
        startDate: leaveRequests.startDate,
        endDate: leaveRequests.endDate,
        type: leaveRequests.type,
        name: leaveTypes.name,
      })
      .from(leaveRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.key, leaveRequests.type))
      .where(
        and(
          inArray(leaveRequests.employeeId, ids),
          eq(leaveRequests.status, 'approved'),
          gte(leaveRequests.endDate, from),
          lte(leaveRequests.startDate, to),
        ),
      ),
    Promise.all(
      clientIds.map(
        async (clientId) =>
          [clientId, await loadCalendar(db, { from, to, clientId })] as [
            string | null,
            CalendarDay[],
          ],
      ),
    ),
  ]);
  const calendarOf = new Map(calendars);
  // Grouped once: an export of thousands of employees does not scan every row per employee.
  const recordsOf = groupBy(records, (r) => r.employeeId);
  const leavesOf = groupBy(leaves, (l) => l.employeeId);
  // The working days depend only on the calendar and the work week: counted once for each pair.
  const workingOf = new Map<string, WorkingDaysResult>();
  const workingFor = (clientId: string | null, workWeek: WorkWeek) => {
    const key = `${clientId}|${workWeek}`;
    let working = workingOf.get(key);
    if (!working) {
      working = countWorkingDays({ from, to, workWeek, calendar: calendarOf.get(clientId) ?? [] });
      workingOf.set(key, working);
    }
    return working;
  };
  for (const employee of input.employees) {
    const days = composeDays({
      working: workingFor(employee.clientId, employee.workWeek as WorkWeek),
      from,
      to,
      today,
      workWeek: employee.workWeek as WorkWeek,
      calendar: calendarOf.get(employee.clientId) ?? [],
      leaves: (leavesOf.get(employee.id) ?? []).map((l) => ({
        ...l,
        typeName: leaveTypeName(l.type, l.name, input.locale),
      })),
      records: recordsOf.get(employee.id) ?? [],
      employedFrom: employee.startDate,
      employedTo: employee.lastWorkingDay ?? employee.endDate,
    });
    months.set(employee.id, { days, totals: totalsOf(days) });
  }
  return months;
}

/** One employee's month as the API shows it: every day with its record, and the totals. */
export async function attendanceMonth(
  db: Db,
  input: { employee: EmployeeRow; month: string; today: string; locale: Locale },
) {
  const months = await attendanceMonths(db, { ...input, employees: [input.employee] });
  const { days, totals } = months.get(input.employee.id)!;
  return {
    days: days.map((d) => ({ ...d, record: d.record ? presentRecord(d.record) : null })),
    totals: {
      present: totals.present,
      absent: totals.absent,
      leave: totals.leave,
      workedMinutes: totals.workedMinutes,
    },
  };
}
