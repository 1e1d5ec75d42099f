import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { employees } from './people.js';

/** How a day's punches got in: the web clock, an attendance machine's export, a correction. */
export const ATTENDANCE_SOURCES = ['web', 'import', 'correction'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/**
 * One row per employee per work day (the day in Jakarta): when they clocked in and out, and
 * where, when the browser gave a location (latitude, longitude and its accuracy in metres).
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockInLatitude: doublePrecision('clock_in_latitude'),
    clockInLongitude: doublePrecision('clock_in_longitude'),
    clockInAccuracy: doublePrecision('clock_in_accuracy'),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    clockOutLatitude: doublePrecision('clock_out_latitude'),
    clockOutLongitude: doublePrecision('clock_out_longitude'),
    clockOutAccuracy: doublePrecision('clock_out_accuracy'),
    source: text('source').$type<AttendanceSource>().notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendance_records_employee_day').on(t.employeeId, t.workDate),
    index('attendance_records_day').on(t.workDate),
    check(
      'attendance_records_out_after_in',
      sql`${t.clockOutAt} is null or ${t.clockOutAt} >= ${t.clockInAt}`,
    ),
  ],
);
