import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { inPage, pageInMemory } from '../db/paging.js';
import { clients, employees, overtimeRequests } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { type ExportColumn, writeWorkbook } from '../people/import/spreadsheet.js';
import { toIso } from '../shared/schemas.js';
import { periodOf, periodRange } from '../timesheets/period.js';
import { settingsOf } from '../timesheets/settings.js';
import type { OvertimeRequestRow } from './requests.js';

/** A client's period (its timesheet cut-off), or a calendar month for internal staff. */
export async function overtimePeriod(
  db: Db,
  clientId: string | null,
  today: string,
  period?: string,
) {
  const cutOff = clientId ? (await settingsOf(db, clientId)).cutOffDay : 31;
  const current = periodOf(today, cutOff);
  const chosen = period ?? current;
  return { period: chosen, current, cutOff, ...periodRange(chosen, cutOff) };
}

type Joined = {
  row: OvertimeRequestRow;
  fullName: string;
  employeeNumber: string;
  position: string | null;
  clientName: string | null;
};

/** A request as the API shows it; `withBill` only for those who may see what the client pays. */
export function overtimeView(r: Joined, withBill: boolean) {
  const { row } = r;
  return {
    id: row.id,
    employee: {
      id: row.employeeId,
      fullName: r.fullName,
      employeeNumber: r.employeeNumber,
      position: r.position,
    },
    clientId: row.clientId,
    clientName: r.clientName,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    minutes: row.minutes,
    reason: row.reason,
    dayType: row.dayType,
    holidayName: row.computation.holidayName,
    workWeek: row.computation.workWeek,
    status: row.status,
    method: row.computation.method,
    monthlyWage: row.computation.monthlyWage,
    hourlyWage: row.computation.hourlyWage,
    lines: row.computation.lines,
    payAmount: row.payAmount,
    billAmount: withBill ? row.billAmount : null,
    approverName: row.approverName,
    approverEmail: row.approverEmail,
    requestedByLabel: row.requestedByLabel,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: toIso(row.decidedAt),
    decidedByLabel: row.decidedByLabel,
    decisionComment: row.decisionComment,
  };
}

function joinedSelect(db: Db) {
  return db
    .select({
      row: overtimeRequests,
      fullName: employees.fullName,
      employeeNumber: employees.employeeNumber,
      position: employees.position,
      clientName: clients.legalName,
    })
    .from(overtimeRequests)
    .innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
    .leftJoin(clients, eq(clients.id, overtimeRequests.clientId));
}

export async function findOvertimeView(db: Db, id: string) {
  const [joined] = await joinedSelect(db).where(eq(overtimeRequests.id, id));
  return joined ?? null;
}

/** An employee's requests of a date range, newest date first. */
export async function employeeOvertime(
  db: Db,
  employeeId: string,
  range: { start: string; end: string },
) {
  const rows = await joinedSelect(db)
    .where(
      and(
        eq(overtimeRequests.employeeId, employeeId),
        gte(overtimeRequests.date, range.start),
        lte(overtimeRequests.date, range.end),
      ),
    )
    .orderBy(desc(overtimeRequests.date), desc(overtimeRequests.startTime));
  const approved = rows.filter((r) => r.row.status === 'approved');
  return {
    requests: rows.map((r) => overtimeView(r, false)),
    totals: {
      approvedMinutes: approved.reduce((sum, r) => sum + r.row.minutes, 0),
      approvedPay: approved.reduce((sum, r) => sum + r.row.payAmount, 0),
      pendingMinutes: rows
        .filter((r) => r.row.status === 'pending')
        .reduce((sum, r) => sum + r.row.minutes, 0),
    },
  };
}

/** HR's list: a period's requests, by client, state and name or number, paged on the server. */
export async function listOvertime(
  db: Db,
  query: {
    clientId?: string | undefined;
    status?: OvertimeRequestRow['status'] | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
  range: { start: string; end: string },
) {
  const scope: SQL[] = [
    gte(overtimeRequests.date, range.start),
    lte(overtimeRequests.date, range.end),
  ];
  if (query.clientId) scope.push(eq(overtimeRequests.clientId, query.clientId));
  if (query.search) {
    const like = likePattern(query.search);
    scope.push(
      sql`(${employees.fullName} ilike ${like} or ${employees.employeeNumber} ilike ${like})`,
    );
  }
  const where = and(...scope, query.status ? eq(overtimeRequests.status, query.status) : undefined);
  const [rows, counts] = await Promise.all([
    inPage(
      joinedSelect(db).where(where).orderBy(desc(overtimeRequests.date), asc(employees.fullName)),
      query,
    ),
    db
      .select({ status: overtimeRequests.status, count: sql<number>`count(*)::int` })
      .from(overtimeRequests)
      .innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
      .where(and(...scope))
      .groupBy(overtimeRequests.status),
  ]);
  const count = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
  const byStatus = {
    pending: count('pending'),
    approved: count('approved'),
    rejected: count('rejected'),
    cancelled: count('cancelled'),
  };
  return {
    items: rows.map((r) => overtimeView(r, true)),
    total: query.status ? byStatus[query.status] : counts.reduce((s, c) => s + c.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    periodStart: range.start,
    periodEnd: range.end,
    counts: byStatus,
  };
}

type SummaryFilter = { clientId: string; search?: string | undefined };

/** Per employee of a client's period: approved overtime by day type, pay and bill; waiting ones. */
async function summaryRows(db: Db, filter: SummaryFilter, range: { start: string; end: string }) {
  const minutesOf = (status: string, dayType?: string) =>
    sql<number>`coalesce(sum(${overtimeRequests.minutes}) filter (where ${overtimeRequests.status} = ${status}${dayType ? sql` and ${overtimeRequests.dayType} = ${dayType}` : sql``}), 0)::int`;
  const search = filter.search ? likePattern(filter.search) : null;
  return db
    .select({
      employeeId: employees.id,
      fullName: employees.fullName,
      employeeNumber: employees.employeeNumber,
      approvedRequests: sql<number>`count(*) filter (where ${overtimeRequests.status} = 'approved')::int`,
      approvedMinutes: minutesOf('approved'),
      workdayMinutes: minutesOf('approved', 'workday'),
      restdayMinutes: minutesOf('approved', 'restday'),
      holidayMinutes: minutesOf('approved', 'holiday'),
      payAmount: sql<number>`coalesce(sum(${overtimeRequests.payAmount}) filter (where ${overtimeRequests.status} = 'approved'), 0)::bigint`,
      billAmount: sql<number>`coalesce(sum(${overtimeRequests.billAmount}) filter (where ${overtimeRequests.status} = 'approved'), 0)::bigint`,
      pendingRequests: sql<number>`count(*) filter (where ${overtimeRequests.status} = 'pending')::int`,
    })
    .from(overtimeRequests)
    .innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
    .where(
      and(
        eq(overtimeRequests.clientId, filter.clientId),
        gte(overtimeRequests.date, range.start),
        lte(overtimeRequests.date, range.end),
        inArray(overtimeRequests.status, ['approved', 'pending']),
        search
          ? sql`(${employees.fullName} ilike ${search} or ${employees.employeeNumber} ilike ${search})`
          : undefined,
      ),
    )
    .groupBy(employees.id, employees.fullName, employees.employeeNumber)
    .orderBy(asc(employees.fullName));
}

type SummaryRowOut = Awaited<ReturnType<typeof summaryRows>>[number];

const NUMBER_FIELDS = [
  'approvedRequests',
  'approvedMinutes',
  'workdayMinutes',
  'restdayMinutes',
  'holidayMinutes',
  'payAmount',
  'billAmount',
  'pendingRequests',
] as const;

function summaryItem(r: SummaryRowOut) {
  return {
    employee: { id: r.employeeId, fullName: r.fullName, employeeNumber: r.employeeNumber },
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, Number(r[f])])),
  } as { employee: { id: string; fullName: string; employeeNumber: string } } & Record<
    (typeof NUMBER_FIELDS)[number],
    number
  >;
}

/** The summary of a client's period, paged, with the whole filter's totals. */
export async function overtimeSummary(
  db: Db,
  query: SummaryFilter & { page: number; pageSize: number },
  period: { period: string; start: string; end: string },
) {
  const rows = (await summaryRows(db, query, period)).map(summaryItem);
  const totals = Object.fromEntries(
    NUMBER_FIELDS.map((f) => [f, rows.reduce((sum, r) => sum + r[f], 0)]),
  ) as Record<(typeof NUMBER_FIELDS)[number], number>;
  return {
    ...pageInMemory(rows, query),
    period: period.period,
    periodStart: period.start,
    periodEnd: period.end,
    totals,
  };
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** What the employees are paid: left out for those who may not see pay. */
const PAY_COLUMN: ExportColumn<ReturnType<typeof summaryItem>> = {
  header: 'Pay (Rp)',
  width: 16,
  value: (r) => r.payAmount,
};

const SUMMARY_COLUMNS: ExportColumn<ReturnType<typeof summaryItem>>[] = [
  { header: 'Employee number', width: 18, value: (r) => r.employee.employeeNumber },
  { header: 'Name', width: 30, value: (r) => r.employee.fullName },
  { header: 'Approved requests', width: 12, value: (r) => r.approvedRequests },
  { header: 'Approved hours', width: 12, value: (r) => hours(r.approvedMinutes) },
  { header: 'Workday hours', width: 12, value: (r) => hours(r.workdayMinutes) },
  { header: 'Rest day hours', width: 12, value: (r) => hours(r.restdayMinutes) },
  { header: 'Holiday hours', width: 12, value: (r) => hours(r.holidayMinutes) },
  PAY_COLUMN,
  { header: 'Billed (Rp)', width: 16, value: (r) => r.billAmount },
  { header: 'Waiting requests', width: 12, value: (r) => r.pendingRequests },
];

/** The same summary, every employee of the filter, as XLSX (hours as decimals, rupiah whole; the pay column only `withPay`). */
export async function exportOvertimeSummary(
  db: Db,
  filter: SummaryFilter,
  period: { period: string; start: string; end: string },
  withPay = true,
) {
  const rows = (await summaryRows(db, filter, period)).map(summaryItem);
  const columns = withPay ? SUMMARY_COLUMNS : SUMMARY_COLUMNS.filter((c) => c !== PAY_COLUMN);
  return writeWorkbook(`Overtime ${period.period}`, columns, rows);
}
