import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  attendanceCorrections,
  attendanceRecords,
  type CorrectionStatus,
  clients,
  employees,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { clientNameOf } from '../people/employees.js';
import { addDays } from '../shared/business-dates.js';
import type { CorrectionInput, CorrectionOut } from './schemas.js';

type EmployeeRow = typeof employees.$inferSelect;
type CorrectionRow = typeof attendanceCorrections.$inferSelect;

/** How far back an employee may ask to correct a day; older days go through HR directly. */
export const CORRECTION_WINDOW_DAYS = 60;
const LONGEST_SHIFT_MINUTES = 16 * 60;

function invalid(field: string, message: string): never {
  throw new HttpProblem(400, 'validation-failed', message, { [field]: message });
}

/** The asked times as instants: Jakarta times of the day; a clock-out before the clock-in is the next day. */
export function correctionInstants(
  input: Pick<CorrectionInput, 'workDate' | 'clockIn' | 'clockOut'>,
) {
  const clockInAt = new Date(`${input.workDate}T${input.clockIn}:00+07:00`);
  if (!input.clockOut) return { clockInAt, clockOutAt: null };
  const sameDay = input.clockOut > input.clockIn;
  const outDate = sameDay ? input.workDate : addDays(input.workDate, 1);
  return { clockInAt, clockOutAt: new Date(`${outDate}T${input.clockOut}:00+07:00`) };
}

export async function createCorrection(
  db: Db,
  input: { employee: EmployeeRow; body: CorrectionInput; today: string; now: Date; actor: Actor },
) {
  const { employee, body, today, now } = input;
  if (body.workDate > today) invalid('workDate', 'You can correct only today or an earlier day.');
  if (body.workDate < addDays(today, -CORRECTION_WINDOW_DAYS)) {
    invalid('workDate', `Ask HR to correct a day more than ${CORRECTION_WINDOW_DAYS} days ago.`);
  }
  if (
    body.workDate < employee.startDate ||
    body.workDate > (employee.lastWorkingDay ?? employee.endDate ?? body.workDate)
  ) {
    invalid('workDate', 'This day is outside your contract.');
  }
  const { clockInAt, clockOutAt } = correctionInstants(body);
  if (clockInAt > now) invalid('clockIn', 'This time has not come yet.');
  if (clockOutAt && clockOutAt > now) invalid('clockOut', 'This time has not come yet.');
  if (clockOutAt && clockOutAt.getTime() - clockInAt.getTime() > LONGEST_SHIFT_MINUTES * 60_000) {
    invalid('clockOut', 'A day of work lasts at most 16 hours.');
  }
  return inTransaction(db, async (tx) => {
    const [record] = await tx
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.employeeId, employee.id),
          eq(attendanceRecords.workDate, body.workDate),
        ),
      );
    const [row] = await tx
      .insert(attendanceCorrections)
      .values({
        employeeId: employee.id,
        workDate: body.workDate,
        clockInAt,
        clockOutAt,
        reason: body.reason,
        previousClockInAt: record?.clockInAt ?? null,
        previousClockOutAt: record?.clockOutAt ?? null,
      })
      .onConflictDoNothing({
        target: [attendanceCorrections.employeeId, attendanceCorrections.workDate],
        where: sql`${attendanceCorrections.status} = 'pending'`,
      })
      .returning();
    if (!row) {
      throw new HttpProblem(
        409,
        'request-pending',
        'A correction of this day already waits for HR.',
      );
    }
    await recordAudit(tx, input.actor, {
      action: 'attendance.correction-requested',
      entity: 'attendance-correction',
      entityId: row.id,
      after: { workDate: row.workDate, clockInAt, clockOutAt, reason: row.reason },
    });
    return row;
  });
}

/**
 * HR's decision, once: approving writes the asked times into the day's record (a location stays
 * only with a punch that did not move), rejecting needs a comment. A decided request answers
 * 409 `already-decided`; HR's own request 403 `own-request`.
 */
export async function decideCorrection(
  db: Db,
  input: {
    id: string;
    decision: 'approve' | 'reject';
    comment?: string;
    deciderEmployeeId: string | null;
    /** Who the employee reads as the decider: HR's name. */
    deciderName: string;
    actor: Actor;
    now: Date;
  },
) {
  const { id, decision, now } = input;
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(attendanceCorrections)
      .where(eq(attendanceCorrections.id, id))
      .for('update');
    if (!found) throw new HttpProblem(404, 'not-found', 'This correction does not exist.');
    if (found.status !== 'pending') {
      throw new HttpProblem(409, 'already-decided', `This correction was already ${found.status}.`);
    }
    if (input.deciderEmployeeId === found.employeeId) {
      throw new HttpProblem(
        403,
        'own-request',
        'You cannot decide your own attendance correction.',
      );
    }
    const status: CorrectionStatus = decision === 'approve' ? 'approved' : 'rejected';
    const [row] = await tx
      .update(attendanceCorrections)
      .set({
        status,
        decidedByLabel: input.deciderName,
        decidedAt: now,
        decisionComment: input.comment || null,
        updatedAt: now,
      })
      .where(and(eq(attendanceCorrections.id, id), eq(attendanceCorrections.status, 'pending')))
      .returning();
    if (!row) throw new HttpProblem(409, 'already-decided', 'This correction was already decided.');
    if (status === 'approved') await applyCorrection(tx, row, now, input.actor);
    await recordAudit(tx, input.actor, {
      action: `attendance.correction-${status}`,
      entity: 'attendance-correction',
      entityId: row.id,
      before: { status: 'pending' },
      after: { status, comment: row.decisionComment },
    });
    return row;
  });
}

async function applyCorrection(tx: Db, row: CorrectionRow, now: Date, actor: Actor) {
  const [record] = await tx
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.employeeId, row.employeeId),
        eq(attendanceRecords.workDate, row.workDate),
      ),
    )
    .for('update');
  const sameIn = record?.clockInAt.getTime() === row.clockInAt.getTime();
  const sameOut = (record?.clockOutAt?.getTime() ?? null) === (row.clockOutAt?.getTime() ?? null);
  const values = {
    clockInAt: row.clockInAt,
    clockInLatitude: sameIn ? (record?.clockInLatitude ?? null) : null,
    clockInLongitude: sameIn ? (record?.clockInLongitude ?? null) : null,
    clockInAccuracy: sameIn ? (record?.clockInAccuracy ?? null) : null,
    clockOutAt: row.clockOutAt,
    clockOutLatitude: sameOut ? (record?.clockOutLatitude ?? null) : null,
    clockOutLongitude: sameOut ? (record?.clockOutLongitude ?? null) : null,
    clockOutAccuracy: sameOut ? (record?.clockOutAccuracy ?? null) : null,
    source: 'correction' as const,
    updatedAt: now,
  };
  const [after] = record
    ? await tx
        .update(attendanceRecords)
        .set(values)
        .where(eq(attendanceRecords.id, record.id))
        .returning()
    : await tx
        .insert(attendanceRecords)
        .values({ employeeId: row.employeeId, workDate: row.workDate, ...values })
        .returning();
  await recordAudit(tx, actor, {
    action: 'attendance.corrected',
    entity: 'attendance',
    entityId: after!.id,
    before: record ? { clockInAt: record.clockInAt, clockOutAt: record.clockOutAt } : null,
    after: { clockInAt: after!.clockInAt, clockOutAt: after!.clockOutAt, correctionId: row.id },
  });
}

/**
 * HR's decision as the signed-in user: their own employee record, if any, is the decider (so
 * their own request answers 403); the answer names the employee and their client.
 */
export async function decideCorrectionAsUser(
  db: Db,
  input: Omit<Parameters<typeof decideCorrection>[1], 'deciderEmployeeId'> & {
    deciderUserId: string;
  },
) {
  const { deciderUserId, ...decision } = input;
  const [decider] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, deciderUserId));
  const row = await decideCorrection(db, { ...decision, deciderEmployeeId: decider?.id ?? null });
  const [employee] = await db.select().from(employees).where(eq(employees.id, row.employeeId));
  return presentCorrection(row, {
    name: employee!.fullName,
    number: employee!.employeeNumber,
    clientName: await clientNameOf(db, employee!.clientId),
  });
}

export function presentCorrection(
  row: CorrectionRow,
  employee: { name: string; number: string; clientName: string | null },
): CorrectionOut {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: employee.name,
    employeeNumber: employee.number,
    clientName: employee.clientName,
    workDate: row.workDate,
    clockInAt: row.clockInAt.toISOString(),
    clockOutAt: iso(row.clockOutAt),
    previousClockInAt: iso(row.previousClockInAt),
    previousClockOutAt: iso(row.previousClockOutAt),
    reason: row.reason,
    status: row.status,
    decidedBy: row.decidedByLabel,
    decidedAt: iso(row.decidedAt),
    decisionComment: row.decisionComment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Corrections, pending ones oldest first and decided ones newest first; one employee's or all. */
export async function listCorrections(
  db: Db,
  query: {
    employeeId?: string;
    status?: CorrectionStatus;
    search?: string;
    page: number;
    pageSize: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.employeeId) conditions.push(eq(attendanceCorrections.employeeId, query.employeeId));
  if (query.status) conditions.push(eq(attendanceCorrections.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(employees.fullName, pattern), ilike(employees.employeeNumber, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    query.status === 'pending'
      ? [attendanceCorrections.createdAt, attendanceCorrections.id]
      : [
          sql`${attendanceCorrections.status} = 'pending' desc`,
          desc(attendanceCorrections.createdAt),
          desc(attendanceCorrections.id),
        ];
  return pagedList(
    query,
    {
      rows: db
        .select({
          row: attendanceCorrections,
          name: employees.fullName,
          number: employees.employeeNumber,
          clientName: clients.legalName,
        })
        .from(attendanceCorrections)
        .innerJoin(employees, eq(employees.id, attendanceCorrections.employeeId))
        .leftJoin(clients, eq(clients.id, employees.clientId))
        .where(where)
        .orderBy(...order),
      count: db
        .select(countColumn())
        .from(attendanceCorrections)
        .innerJoin(employees, eq(employees.id, attendanceCorrections.employeeId))
        .where(where),
    },
    (rows) =>
      rows.map((r) =>
        presentCorrection(r.row, { name: r.name, number: r.number, clientName: r.clientName }),
      ),
  );
}
