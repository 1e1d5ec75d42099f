import { and, between, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import {
  type AttendanceSource,
  attendanceRecords,
  type employees,
  leaveRequests,
  leaveTypes,
} from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { leaveTypeName } from '../leave/type-names.js';
import { addDays } from '../people/dates.js';
import { loadCalendar, type WorkWeek } from '../people/working-days.js';
import { type AttendanceDay, composeMonth, monthRange } from './month.js';
import type { AttendanceRecordOut, ClockInput } from './schemas.js';

type EmployeeRow = typeof employees.$inferSelect;
export type AttendanceRow = typeof attendanceRecords.$inferSelect;

/** A shift still open after this long is not closed by a clock-out the next day. */
const LONGEST_SHIFT_MS = 16 * 3_600_000;

export function presentRecord(row: AttendanceRow): AttendanceRecordOut {
  const at = (latitude: number | null, longitude: number | null, accuracy: number | null) =>
    latitude === null || longitude === null ? null : { latitude, longitude, accuracy };
  return {
    id: row.id,
    workDate: row.workDate,
    clockInAt: row.clockInAt.toISOString(),
    clockInLocation: at(row.clockInLatitude, row.clockInLongitude, row.clockInAccuracy),
    clockOutAt: row.clockOutAt?.toISOString() ?? null,
    clockOutLocation: at(row.clockOutLatitude, row.clockOutLongitude, row.clockOutAccuracy),
    source: row.source,
  };
}

/**
 * The record a clock-out closes, or today's: an open record of today, or of yesterday when the
 * shift crossed midnight and is not older than 16 hours; else today's closed record, if any.
 */
export async function currentRecord(db: Db, employeeId: string, today: string, now: Date) {
  const rows = await db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.employeeId, employeeId),
        gte(attendanceRecords.workDate, addDays(today, -1)),
      ),
    )
    .orderBy(desc(attendanceRecords.workDate));
  const open = rows.find(
    (r) =>
      r.clockOutAt === null &&
      (r.workDate === today || now.getTime() - r.clockInAt.getTime() <= LONGEST_SHIFT_MS),
  );
  return open ?? rows.find((r) => r.workDate === today) ?? null;
}

function refuseOutsideContract(employee: EmployeeRow, today: string) {
  if (employee.startDate > today || (employee.endDate !== null && employee.endDate < today)) {
    throw new HttpProblem(409, 'not-employed', 'Today is outside your contract.');
  }
}

export async function clockIn(
  db: Db,
  input: {
    employee: EmployeeRow;
    today: string;
    now: Date;
    where: ClockInput;
    actor: Actor;
    source?: AttendanceSource;
  },
) {
  const { employee, today, now, where } = input;
  refuseOutsideContract(employee, today);
  return db.transaction(async (tx) => {
    const current = await currentRecord(tx, employee.id, today, now);
    if (current?.clockOutAt === null) {
      throw new HttpProblem(409, 'already-clocked-in', 'You already clocked in today.');
    }
    const [row] = await tx
      .insert(attendanceRecords)
      .values({
        employeeId: employee.id,
        workDate: today,
        clockInAt: now,
        clockInLatitude: where.latitude ?? null,
        clockInLongitude: where.longitude ?? null,
        clockInAccuracy: where.accuracy ?? null,
        source: input.source ?? 'web',
      })
      // Two clicks at once: the unique (employee, day) lets one through.
      .onConflictDoNothing({ target: [attendanceRecords.employeeId, attendanceRecords.workDate] })
      .returning();
    if (!row) {
      throw new HttpProblem(409, 'already-clocked-out', 'You already clocked in and out today.');
    }
    await recordAudit(tx, input.actor, {
      action: 'attendance.clock-in',
      entity: 'attendance',
      entityId: row.id,
      after: presentRecord(row),
    });
    return row;
  });
}

export async function clockOut(
  db: Db,
  input: { employee: EmployeeRow; today: string; now: Date; where: ClockInput; actor: Actor },
) {
  const { employee, today, now, where } = input;
  return db.transaction(async (tx) => {
    const current = await currentRecord(tx, employee.id, today, now);
    if (!current) throw new HttpProblem(409, 'not-clocked-in', 'You have not clocked in today.');
    if (current.clockOutAt !== null) {
      throw new HttpProblem(409, 'already-clocked-out', 'You already clocked in and out today.');
    }
    // Only an open record closes: a second clock-out racing this one finds none.
    const [row] = await tx
      .update(attendanceRecords)
      .set({
        clockOutAt: now,
        clockOutLatitude: where.latitude ?? null,
        clockOutLongitude: where.longitude ?? null,
        clockOutAccuracy: where.accuracy ?? null,
        updatedAt: now,
      })
      .where(and(eq(attendanceRecords.id, current.id), isNull(attendanceRecords.clockOutAt)))
      .returning();
    if (!row) {
      throw new HttpProblem(409, 'already-clocked-out', 'You already clocked in and out today.');
    }
    await recordAudit(tx, input.actor, {
      action: 'attendance.clock-out',
      entity: 'attendance',
      entityId: row.id,
      before: presentRecord(current),
      after: presentRecord(row),
    });
    return row;
  });
}

/** One employee's month: every day with its kind, the records, and the totals. */
export async function attendanceMonth(
  db: Db,
  input: { employee: EmployeeRow; month: string; today: string; locale: Locale },
) {
  const { employee, month, today } = input;
  const { from, to } = monthRange(month);
  const [records, calendar, leaves] = await Promise.all([
    db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.employeeId, employee.id),
          between(attendanceRecords.workDate, from, to),
        ),
      )
      .orderBy(attendanceRecords.workDate),
    loadCalendar(db, { from, to, clientId: employee.clientId }),
    db
      .select({
        startDate: leaveRequests.startDate,
        endDate: leaveRequests.endDate,
        type: leaveRequests.type,
        name: leaveTypes.name,
      })
      .from(leaveRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.key, leaveRequests.type))
      .where(
        and(
          eq(leaveRequests.employeeId, employee.id),
          eq(leaveRequests.status, 'approved'),
          gte(leaveRequests.endDate, from),
        ),
      ),
  ]);
  const days: AttendanceDay<AttendanceRow>[] = composeMonth({
    month,
    today,
    workWeek: employee.workWeek as WorkWeek,
    calendar,
    leaves: leaves
      .filter((l) => l.startDate <= to)
      .map((l) => ({ ...l, typeName: leaveTypeName(l.type, l.name, input.locale) })),
    records,
    employedFrom: employee.startDate,
    employedTo: employee.endDate,
  });
  const count = (kind: AttendanceDay['kind']) => days.filter((d) => d.kind === kind).length;
  return {
    days: days.map((d) => ({ ...d, record: d.record ? presentRecord(d.record) : null })),
    totals: {
      present: count('present'),
      absent: count('absent'),
      leave: count('leave'),
      workedMinutes: days.reduce((sum, d) => sum + (d.workedMinutes ?? 0), 0),
    },
  };
}
