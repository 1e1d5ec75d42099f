import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { inPage } from '../db/paging.js';
import { employees, overtimeRequests, type TimesheetStatus, timesheets } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import type { Locale } from '../i18n/locale.js';
import { clientNameOf } from '../people/employees.js';
import { toIso } from '../shared/schemas.js';
import { isCoveredSql } from './approvals.js';
import { closingOf, withElapsedDays } from './closing.js';
import { periodRange } from './period.js';
import {
  type ApprovedTotals,
  presentSummary,
  presentTimesheet,
  type TimesheetListQuery,
  totalsOut,
} from './schemas.js';
import { settingsOf } from './settings.js';
import type { TimesheetRow } from './sheets.js';

/**
 * One sheet as the API shows it, with its employee, client, whether the PIC has it now and when
 * its period closes (as of `today`, Jakarta's date).
 */
export async function timesheetView(db: Db, row: TimesheetRow, today: string) {
  const [[employee], [covered], closing] = await Promise.all([
    db
      .select({
        fullName: employees.fullName,
        employeeNumber: employees.employeeNumber,
        position: employees.position,
      })
      .from(employees)
      .where(eq(employees.id, row.employeeId)),
    db.select({ covered: isCoveredSql() }).from(timesheets).where(eq(timesheets.id, row.id)),
    closingOf(db, { ...row, today }),
  ]);
  return presentTimesheet(row, employee!, {
    clientName: (await clientNameOf(db, row.clientId)) ?? '',
    sentToPic: covered?.covered ?? false,
    closing,
  });
}

/**
 * A client's period for HR: a page of sheets (by employee name), filtered by state and searched
 * by name or number, with the counts of every state and when the period closes. The page's draft
 * days that have come since the sheets were made show filled in (not written: a read).
 */
export async function listTimesheets(
  db: Db,
  query: z.infer<typeof TimesheetListQuery>,
  context: { today: string; locale: Locale },
) {
  const base = and(eq(timesheets.clientId, query.clientId), eq(timesheets.period, query.period));
  const search = query.search
    ? or(
        ilike(employees.fullName, likePattern(query.search)),
        ilike(employees.employeeNumber, likePattern(query.search)),
      )
    : undefined;
  const where = and(base, query.status ? eq(timesheets.status, query.status) : undefined, search);
  const covered = isCoveredSql();
  const [rows, [total], byStatus, settings, name] = await Promise.all([
    inPage(
      db
        .select({
          sheet: timesheets,
          fullName: employees.fullName,
          employeeNumber: employees.employeeNumber,
          position: employees.position,
          covered,
        })
        .from(timesheets)
        .innerJoin(employees, eq(employees.id, timesheets.employeeId))
        .where(where)
        .orderBy(asc(employees.fullName), asc(employees.employeeNumber)),
      query,
    ),
    db
      .select({ total: count() })
      .from(timesheets)
      .innerJoin(employees, eq(employees.id, timesheets.employeeId))
      .where(where),
    db
      .select({
        status: timesheets.status,
        n: count(),
        notSent: sql<number>`count(*) filter (where ${timesheets.status} = 'submitted' and not ${covered})`,
      })
      .from(timesheets)
      .where(base)
      .groupBy(timesheets.status),
    settingsOf(db, query.clientId),
    clientNameOf(db, query.clientId),
  ]);
  const counts = { draft: 0, submitted: 0, notSent: 0, approved: 0, disputed: 0 };
  for (const row of byStatus) {
    counts[row.status as TimesheetStatus] = Number(row.n);
    if (row.status === 'submitted') counts.notSent = Number(row.notSent);
  }
  const range = periodRange(query.period, settings.cutOffDay);
  const closing = await closingOf(db, {
    clientId: query.clientId,
    period: query.period,
    periodEnd: range.end,
    today: context.today,
  });
  const shown = await withElapsedDays(
    db,
    rows.map((r) => r.sheet),
    context,
  );
  return {
    closing,
    items: rows.map((r, i) =>
      presentSummary(shown[i]!, r, { clientName: name ?? '', sentToPic: Boolean(r.covered) }),
    ),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts,
    periodStart: range.start,
    periodEnd: range.end,
  };
}

/** The approved sheets' totals of a client's period, per employee: what payroll and invoices read. */
export async function approvedTotals(
  db: Db,
  input: { clientId: string; period: string },
): Promise<z.infer<typeof ApprovedTotals>> {
  const settings = await settingsOf(db, input.clientId);
  const range = periodRange(input.period, settings.cutOffDay);
  const rows = await db
    .select({
      sheet: timesheets,
      fullName: employees.fullName,
      employeeNumber: employees.employeeNumber,
    })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .where(and(eq(timesheets.clientId, input.clientId), eq(timesheets.period, input.period)))
    .orderBy(asc(employees.employeeNumber));
  const approved = rows.filter((r) => r.sheet.status === 'approved');
  const overtime = await db
    .select({
      employeeId: overtimeRequests.employeeId,
      status: overtimeRequests.status,
      minutes: sql<number>`sum(${overtimeRequests.minutes})::int`,
      pay: sql<number>`sum(${overtimeRequests.payAmount})::bigint`,
      bill: sql<number>`sum(${overtimeRequests.billAmount})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(overtimeRequests)
    .where(
      and(
        eq(overtimeRequests.clientId, input.clientId),
        gte(overtimeRequests.date, range.start),
        lte(overtimeRequests.date, range.end),
        inArray(overtimeRequests.status, ['approved', 'pending']),
      ),
    )
    .groupBy(overtimeRequests.employeeId, overtimeRequests.status);
  const overtimeOf = (employeeId: string) => {
    const row = overtime.find((o) => o.employeeId === employeeId && o.status === 'approved');
    return {
      approvedMinutes: row?.minutes ?? 0,
      payAmount: Number(row?.pay ?? 0),
      billAmount: Number(row?.bill ?? 0),
    };
  };
  return {
    clientId: input.clientId,
    period: input.period,
    periodStart: range.start,
    periodEnd: range.end,
    employees: approved.map((r) => ({
      employeeId: r.sheet.employeeId,
      employeeNumber: r.employeeNumber,
      fullName: r.fullName,
      timesheetId: r.sheet.id,
      approvedAt: toIso(r.sheet.decidedAt),
      totals: totalsOut(r.sheet),
      overtime: overtimeOf(r.sheet.employeeId),
    })),
    overtimePending: overtime
      .filter((o) => o.status === 'pending')
      .reduce((sum, o) => sum + o.count, 0),
    notApproved: rows.length - approved.length,
  };
}
