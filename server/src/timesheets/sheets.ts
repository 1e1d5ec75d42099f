import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AttendanceDay } from '../attendance/month.js';
import { attendanceDays } from '../attendance/months.js';
import { type Actor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import {
  type attendanceRecords,
  employees,
  overtimeRequests,
  type TimesheetDay,
  type TimesheetDayKind,
  timesheets,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import type { EmployeeRow } from '../people/employees.js';
import { assertPayrollOpen, refreshPeriodDays } from './closing.js';
import { periodRange } from './period.js';
import { settingsOf } from './settings.js';

export type TimesheetRow = typeof timesheets.$inferSelect;
type AttendanceRow = typeof attendanceRecords.$inferSelect;

/** Rows inserted per statement when building many sheets. */
const INSERT_BATCH = 500;

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** `07:58`: an instant's time of day in Jakarta (UTC+7 all year, so no time-zone lookup). */
export function clockTime(instant: Date | null): string | null {
  if (!instant) return null;
  const local = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * A timesheet's rows from the composed attendance days: a day with punches is present with its
 * hours; approved sick leave is `sick`, other leave `leave`; holidays and days off as the
 * calendar says; a past working day without punches is absent. A working day still to come (today
 * too, until a punch) is `upcoming`: neither present nor absent, filled once it has come.
 */
export function rowsFromAttendance(days: readonly AttendanceDay<AttendanceRow>[]): TimesheetDay[] {
  return days.map((day) => {
    const base = {
      date: day.date,
      workedMinutes: day.workedMinutes,
      overtimeMinutes: 0,
      note: day.label,
      disputeComment: null,
      clockIn: clockTime(day.record?.clockInAt ?? null),
      clockOut: clockTime(day.record?.clockOutAt ?? null),
    };
    const kind: TimesheetDayKind =
      day.kind === 'upcoming'
        ? 'upcoming'
        : day.kind === 'present'
          ? 'present'
          : day.kind === 'leave'
            ? day.leaveType === 'sick'
              ? 'sick'
              : 'leave'
            : day.kind === 'holiday'
              ? 'holiday'
              : day.kind === 'absent'
                ? 'absent'
                : 'day-off';
    return { ...base, kind };
  });
}

/** The totals kept beside the rows, for lists, payroll and invoices. */
export function totalsOf(days: readonly TimesheetDay[]) {
  const count = (kind: TimesheetDayKind) => days.filter((d) => d.kind === kind).length;
  return {
    workedMinutes: days.reduce((sum, d) => sum + (d.workedMinutes ?? 0), 0),
    overtimeMinutes: days.reduce((sum, d) => sum + d.overtimeMinutes, 0),
    presentDays: count('present'),
    leaveDays: count('leave'),
    sickDays: count('sick'),
    absentDays: count('absent'),
  };
}

/** Employees placed at a client for some of a period. */
export async function placedEmployees(
  db: Db,
  clientId: string,
  range: { start: string; end: string },
  employeeIds?: readonly string[],
): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.clientId, clientId),
        lte(employees.startDate, range.end),
        // Employed some day of the period: the last working day, else the PKWT contract end.
        sql`coalesce(${employees.lastWorkingDay}, ${employees.endDate}, ${range.start}) >= ${range.start}`,
        employeeIds ? inArray(employees.id, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(employees.fullName);
}

/**
 * Creates the missing timesheets of a client's period, pre-filled from attendance, approved
 * leave and the calendar: three reads for any number of employees, then inserts of 500 rows.
 * Existing sheets are kept, their days that have come since they were made filled in (see
 * refreshPeriodDays). One transaction with its audit entry: the sheets land all together, with
 * the entry saying who made them, or none do. Answers how many were created; 409
 * `payroll-approved` once the month's payroll is approved.
 */
export function buildTimesheets(
  db: Db,
  input: {
    clientId: string;
    period: string;
    today: string;
    locale: Locale;
    employeeIds?: readonly string[];
    actor?: Actor;
  },
): Promise<{ created: number; existing: number }> {
  return inTransaction(db, async (tx) => {
    await assertPayrollOpen(tx, input.clientId, input.period);
    const settings = await settingsOf(tx, input.clientId);
    const range = periodRange(input.period, settings.cutOffDay);
    const placed = await placedEmployees(tx, input.clientId, range, input.employeeIds);
    if (placed.length === 0) return { created: 0, existing: 0 };
    const have = await tx
      .select({ employeeId: timesheets.employeeId })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.period, input.period),
          inArray(
            timesheets.employeeId,
            placed.map((e) => e.id),
          ),
        ),
      );
    const existing = new Set(have.map((h) => h.employeeId));
    // Sheets made earlier get the days that have come since filled in.
    if (have.length > 0) await refreshPeriodDays(tx, input);
    const missing = placed.filter((e) => !existing.has(e.id));
    if (missing.length === 0) return { created: 0, existing: existing.size };
    const composed = await attendanceDays(tx, {
      employees: missing,
      from: range.start,
      to: range.end,
      today: input.today,
      locale: input.locale,
    });
    const overtime = await approvedOvertimeMinutes(tx, input.clientId, range);
    const rows = missing.map((employee) => {
      const days = rowsFromAttendance(composed.get(employee.id)?.days ?? []).map((d) => ({
        ...d,
        overtimeMinutes: overtime.get(`${employee.id} ${d.date}`) ?? 0,
      }));
      return {
        employeeId: employee.id,
        clientId: input.clientId,
        period: input.period,
        periodStart: range.start,
        periodEnd: range.end,
        days,
        ...totalsOf(days),
      };
    });
    let created = 0;
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(timesheets)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: timesheets.id });
      created += inserted.length;
    }
    if (created > 0) {
      await recordAudit(tx, input.actor ?? SYSTEM_ACTOR, {
        action: 'timesheets.built',
        entity: 'client',
        entityId: input.clientId,
        after: { period: input.period, created },
      });
    }
    return { created, existing: existing.size };
  });
}

/** The approved overtime minutes of a client's range, by `employeeId date`. */
export async function approvedOvertimeMinutes(
  db: Db,
  clientId: string,
  range: { start: string; end: string },
) {
  const rows = await db
    .select({
      employeeId: overtimeRequests.employeeId,
      date: overtimeRequests.date,
      minutes: sql<number>`sum(${overtimeRequests.minutes})::int`,
    })
    .from(overtimeRequests)
    .where(
      and(
        eq(overtimeRequests.clientId, clientId),
        eq(overtimeRequests.status, 'approved'),
        gte(overtimeRequests.date, range.start),
        lte(overtimeRequests.date, range.end),
      ),
    )
    .groupBy(overtimeRequests.employeeId, overtimeRequests.date);
  return new Map(rows.map((r) => [`${r.employeeId} ${r.date}`, r.minutes]));
}

export async function findTimesheet(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(timesheets).where(eq(timesheets.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTimesheetOrThrow(db: Db, id: string, forUpdate = false) {
  const row = await findTimesheet(db, id, forUpdate);
  if (!row) throw new HttpProblem(404, 'not-found', 'This timesheet does not exist.');
  return row;
}

/** Whether the employee (or HR for them) may still change the rows. */
export function isEditable(sheet: Pick<TimesheetRow, 'status'>) {
  return sheet.status === 'draft' || sheet.status === 'disputed';
}

export function assertEditable(sheet: Pick<TimesheetRow, 'status'>) {
  if (!isEditable(sheet)) {
    throw new HttpProblem(
      409,
      'timesheet-locked',
      sheet.status === 'submitted'
        ? 'This timesheet waits for the client PIC and cannot be changed.'
        : 'This timesheet is approved and cannot be changed. Ask HR to reopen it.',
    );
  }
}

/** Changes one row of an editable sheet, keeping the totals in step. */
export function withDay(
  sheet: TimesheetRow,
  date: string,
  change: Pick<TimesheetDay, 'kind' | 'workedMinutes' | 'note'>,
): Pick<TimesheetRow, 'days'> & ReturnType<typeof totalsOf> {
  const index = sheet.days.findIndex((d) => d.date === date);
  if (index < 0) {
    throw new HttpProblem(404, 'not-found', 'This date is not in the timesheet’s period.');
  }
  const days = sheet.days.map((d, i) =>
    i === index
      ? {
          ...d,
          kind: change.kind,
          workedMinutes: change.kind === 'present' ? change.workedMinutes : null,
          note: change.note,
        }
      : d,
  );
  return { days, ...totalsOf(days) };
}
