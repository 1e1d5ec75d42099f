import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { type AttendanceSource, attendanceRecords, type employees } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { addDays } from '../shared/business-dates.js';
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
  const end = employee.lastWorkingDay ?? employee.endDate;
  if (employee.startDate > today || (end !== null && end < today)) {
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
  return inTransaction(db, async (tx) => {
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
  return inTransaction(db, async (tx) => {
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
