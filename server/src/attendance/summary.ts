import { and, asc, count, eq, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pageWindow } from '../db/paging.js';
import { clients, employees } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import type { Locale } from '../i18n/locale.js';
import { type ExportColumn, writeWorkbook } from '../people/import/spreadsheet.js';
import { settingsOf } from '../timesheets/settings.js';
import { clockTime } from '../timesheets/sheets.js';
import { monthRange } from './month.js';
import { attendanceMonths, type MonthTotals } from './months.js';

/** When work starts for internal staff, and at a client that has not said. */
const DEFAULT_WORK_START = '08:00';

export type SummaryFilter = { month: string; client?: string; search?: string };

type SummaryRow = MonthTotals & {
  late: number;
  employeeId: string;
  employeeName: string;
  employeeNumber: string;
  clientName: string | null;
};

/** Employees placed during the month, of one client (or internal staff), searched. */
function summaryConditions(filter: SummaryFilter): SQL {
  const { from, to } = monthRange(filter.month);
  const conditions: SQL[] = [
    lte(employees.startDate, to),
    sql`coalesce(${employees.lastWorkingDay}, ${employees.endDate}, ${from}) >= ${from}`,
  ];
  if (filter.client === 'internal') conditions.push(isNull(employees.clientId));
  else if (filter.client) conditions.push(eq(employees.clientId, filter.client));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(ilike(employees.fullName, pattern), ilike(employees.employeeNumber, pattern))!,
    );
  }
  return and(...conditions)!;
}

async function summarize(
  db: Db,
  filter: SummaryFilter,
  page: { limit: number; offset: number } | null,
  context: { today: string; locale: Locale },
): Promise<SummaryRow[]> {
  const query = db
    .select({ employee: employees, clientName: clients.legalName })
    .from(employees)
    .leftJoin(clients, eq(clients.id, employees.clientId))
    .where(summaryConditions(filter))
    .orderBy(asc(clients.legalName), asc(employees.fullName), asc(employees.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const months = await attendanceMonths(db, {
    employees: rows.map((r) => r.employee),
    month: filter.month,
    today: context.today,
    locale: context.locale,
  });
  const clientIds = [
    ...new Set(rows.flatMap((r) => (r.employee.clientId ? [r.employee.clientId] : []))),
  ];
  const starts = new Map(
    await Promise.all(
      clientIds.map(async (id) => [id, (await settingsOf(db, id)).workStartTime] as const),
    ),
  );
  return rows.map(({ employee, clientName }) => {
    const month = months.get(employee.id)!;
    const start = (employee.clientId && starts.get(employee.clientId)) || DEFAULT_WORK_START;
    return {
      employeeId: employee.id,
      employeeName: employee.fullName,
      employeeNumber: employee.employeeNumber,
      clientName,
      ...month.totals,
      late: month.days.filter((d) => d.record && (clockTime(d.record.clockInAt) ?? '') > start)
        .length,
    };
  });
}

/** One page of the month's summary: per employee, days present, absent, on leave and holidays, and hours worked. */
export async function attendanceSummary(
  db: Db,
  query: SummaryFilter & { page: number; pageSize: number },
  context: { today: string; locale: Locale },
) {
  const [items, [total]] = await Promise.all([
    summarize(db, query, pageWindow(query), context),
    db
      .select({ n: count() })
      .from(employees)
      .leftJoin(clients, eq(clients.id, employees.clientId))
      .where(summaryConditions(query)),
  ]);
  return {
    month: query.month,
    items,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const SUMMARY_COLUMNS: ExportColumn<SummaryRow>[] = [
  { header: 'Employee number', width: 17, value: (r) => r.employeeNumber },
  { header: 'Full name', width: 28, value: (r) => r.employeeName },
  { header: 'Client', width: 32, value: (r) => r.clientName ?? 'Internal staff' },
  { header: 'Present (days)', width: 14, kind: 'number', value: (r) => r.present },
  { header: 'Late (days)', width: 12, kind: 'number', value: (r) => r.late },
  { header: 'Absent (days)', width: 14, kind: 'number', value: (r) => r.absent },
  { header: 'On leave (days)', width: 15, kind: 'number', value: (r) => r.leave },
  { header: 'Holidays (days)', width: 15, kind: 'number', value: (r) => r.holiday },
  {
    header: 'Hours worked',
    width: 13,
    kind: 'number',
    value: (r) => Math.round((r.workedMinutes / 60) * 100) / 100,
  },
];

/** The whole summary (every employee of the filter) as an XLSX workbook. */
export async function exportAttendanceSummary(
  db: Db,
  filter: SummaryFilter,
  context: { today: string; locale: Locale },
) {
  const rows = await summarize(db, filter, null, context);
  return writeWorkbook(`Attendance ${filter.month}`, SUMMARY_COLUMNS, rows);
}
