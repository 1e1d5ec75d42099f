import { inArray, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { attendanceRecords, employees } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import {
  asText,
  type Cell,
  type ColumnSpec,
  type Converted,
  readSheet,
  sortErrors,
} from '../people/import/spreadsheet.js';
import type { ImportResult } from '../people/schemas.js';
import { todayInJakarta } from '../shared/business-dates.js';

/** The columns of an attendance machine's export: one punch per row. */
export const PUNCH_COLUMNS: ColumnSpec[] = [
  {
    key: 'employeeNumber',
    header: 'Employee number',
    aliases: ['Employee no', 'Employee ID', 'NIP', 'No karyawan', 'Nomor karyawan', 'ID'],
    required: true,
  },
  {
    key: 'timestamp',
    header: 'Timestamp',
    aliases: ['Date time', 'Datetime', 'Punch time', 'Waktu', 'Tanggal jam', 'Scan time'],
  },
  { key: 'date', header: 'Date', aliases: ['Tanggal'] },
  { key: 'time', header: 'Time', aliases: ['Jam'] },
];

/** A month of punches of a thousand employees fits. */
export const MAX_PUNCH_ROWS = 50_000;
const WRITE_BATCH = 500;
const JAKARTA_MS = 7 * 3_600_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * An instant from a machine's cell. Wall-clock values (Excel dates and serials, `2026-11-24 07:58`,
 * `24/11/2026 07:58:12`) are Jakarta times; a text with an offset or `Z` keeps it.
 */
export function asPunchInstant(cell: Cell): Converted<Date | null> {
  if (cell === null) return { value: null };
  // exceljs gives an Excel date as the UTC instant of its wall-clock reading.
  if (cell instanceof Date) return { value: new Date(cell.getTime() - JAKARTA_MS) };
  if (typeof cell === 'number' && cell > 0 && cell < 100_000) {
    return { value: new Date(EXCEL_EPOCH_MS + Math.round(cell * 86_400_000) - JAKARTA_MS) };
  }
  const text = String(cell).trim();
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(
    text,
  );
  if (withOffset) {
    const value = new Date(text);
    if (!Number.isNaN(value.getTime())) return { value };
  }
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const parts = ymd
    ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
      : null;
  if (parts) {
    const [y, mo, d, h, mi, s] = parts.map((p) => Number(p ?? 0)) as number[];
    const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
    const check = new Date(wall);
    if (check.getUTCMonth() === mo! - 1 && check.getUTCDate() === d! && h! < 24 && mi! < 60) {
      return { value: new Date(wall - JAKARTA_MS) };
    }
  }
  return { error: 'Enter a date and time like 2026-11-24 07:58 or 24/11/2026 07:58.' };
}

/** A punch from a Timestamp cell, or from Date and Time cells joined. */
function punchOf(cells: Map<string, Cell>): Converted<Date | null> {
  const stamp = cells.get('timestamp') ?? null;
  if (stamp !== null) return asPunchInstant(stamp);
  const date = cells.get('date') ?? null;
  const time = cells.get('time') ?? null;
  if (date === null && time === null) return { value: null };
  if (date === null || time === null) return { error: 'Give both the date and the time.' };
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : asText(date);
  const clock =
    time instanceof Date
      ? time.toISOString().slice(11, 19)
      : typeof time === 'number'
        ? new Date(Math.round(time * 86_400_000)).toISOString().slice(11, 19)
        : asText(time);
  return asPunchInstant(`${day} ${clock}`);
}

type Day = { employeeId: string; workDate: string; first: Date; last: Date };

export type PunchImportPlan = { result: ImportResult; days: Day[] };

/**
 * Reads and checks a machine export: each row an employee number and a punch. A day's first
 * punch is its clock-in and its last (when later) its clock-out; days are Jakarta days.
 */
export async function planPunchImport(
  db: Db,
  data: Buffer,
  input: { dryRun: boolean; now: Date },
): Promise<PunchImportPlan> {
  const sheet = await readSheet(data, PUNCH_COLUMNS, MAX_PUNCH_ROWS);
  const errors: ImportResult['errors'] = [];
  const header = (key: string) =>
    sheet.headers.get(key) ?? PUNCH_COLUMNS.find((c) => c.key === key)!.header;
  const empty = { dryRun: input.dryRun, total: sheet.rows.length, valid: 0, imported: 0 };
  for (const column of sheet.missing) {
    errors.push({
      row: sheet.headerRow,
      column: column.header,
      message: 'This column is missing.',
    });
  }
  if (
    !sheet.headers.has('timestamp') &&
    !(sheet.headers.has('date') && sheet.headers.has('time'))
  ) {
    errors.push({
      row: sheet.headerRow,
      column: 'Timestamp',
      message: 'Give a Timestamp column, or a Date and a Time column.',
    });
  }
  if (errors.length > 0) return { result: { ...empty, errors }, days: [] };

  const numbers = [
    ...new Set(
      sheet.rows.map((r) => asText(r.cells.get('employeeNumber') ?? null)).filter(Boolean),
    ),
  ] as string[];
  const known = new Map<string, typeof employees.$inferSelect>();
  for (let i = 0; i < numbers.length; i += 1_000) {
    const rows = await db
      .select()
      .from(employees)
      .where(inArray(employees.employeeNumber, numbers.slice(i, i + 1_000)));
    for (const row of rows) known.set(row.employeeNumber, row);
  }

  const days = new Map<string, Day>();
  let valid = 0;
  for (const row of sheet.rows) {
    const number = asText(row.cells.get('employeeNumber') ?? null);
    const employee = number ? known.get(number) : undefined;
    const punch = punchOf(row.cells);
    const at = (key: string, message: string) =>
      errors.push({ row: row.row, column: header(key), message });
    if (!number) at('employeeNumber', 'Enter the employee number.');
    else if (!employee) at('employeeNumber', 'No employee has this number.');
    const punchColumn = sheet.headers.has('timestamp') ? 'timestamp' : 'date';
    if ('error' in punch) {
      at(punchColumn, punch.error);
      continue;
    }
    if (punch.value === null) {
      at(punchColumn, 'Enter when the employee punched.');
      continue;
    }
    if (punch.value > input.now) {
      at(punchColumn, 'This punch is in the future.');
      continue;
    }
    if (!employee) continue;
    const workDate = todayInJakarta(punch.value);
    if (
      workDate < employee.startDate ||
      workDate > (employee.lastWorkingDay ?? employee.endDate ?? workDate)
    ) {
      at(punchColumn, 'This day is outside the employee’s contract.');
      continue;
    }
    valid += 1;
    const key = `${employee.id}|${workDate}`;
    const day = days.get(key);
    if (!day)
      days.set(key, { employeeId: employee.id, workDate, first: punch.value, last: punch.value });
    else {
      if (punch.value < day.first) day.first = punch.value;
      if (punch.value > day.last) day.last = punch.value;
    }
  }
  sortErrors(errors, sheet.positions);
  return {
    result: { ...empty, valid, errors, imported: 0 },
    days: errors.length > 0 ? [] : [...days.values()],
  };
}

/**
 * Writes the days, all or none: a new day takes the first punch as clock-in and the last (when
 * it is a minute or more later) as clock-out; a day that has punches keeps the earliest clock-in
 * and the latest clock-out of both.
 */
export async function importPunches(db: Db, days: readonly Day[], actor: Actor, now: Date) {
  await inTransaction(db, async (tx) => {
    for (let i = 0; i < days.length; i += WRITE_BATCH) {
      const batch = days.slice(i, i + WRITE_BATCH).map((day) => ({
        employeeId: day.employeeId,
        workDate: day.workDate,
        clockInAt: day.first,
        clockOutAt: day.last.getTime() - day.first.getTime() >= 60_000 ? day.last : null,
        source: 'import' as const,
        updatedAt: now,
      }));
      await tx
        .insert(attendanceRecords)
        .values(batch)
        .onConflictDoUpdate({
          target: [attendanceRecords.employeeId, attendanceRecords.workDate],
          set: {
            clockInAt: sql`least(${attendanceRecords.clockInAt}, excluded.clock_in_at)`,
            clockOutAt: sql`nullif(greatest(coalesce(${attendanceRecords.clockOutAt}, ${attendanceRecords.clockInAt}), coalesce(excluded.clock_out_at, excluded.clock_in_at)), least(${attendanceRecords.clockInAt}, excluded.clock_in_at))`,
            updatedAt: now,
          },
        });
    }
    await recordAudit(tx, actor, {
      action: 'attendance.imported',
      entity: 'attendance',
      after: {
        days: days.length,
        employees: new Set(days.map((d) => d.employeeId)).size,
        from: days.map((d) => d.workDate).sort()[0] ?? null,
        to:
          days
            .map((d) => d.workDate)
            .sort()
            .at(-1) ?? null,
      },
    });
  });
  return days.length;
}
