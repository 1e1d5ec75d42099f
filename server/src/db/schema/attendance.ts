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

export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/**
 * An employee's request to fix a day's punches (a missing or a wrong one), with a reason; HR
 * approves (the day's record takes the asked times) or rejects with a comment. One pending
 * request per employee and day.
 */
export const attendanceCorrections = pgTable(
  'attendance_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    status: text('status').$type<CorrectionStatus>().notNull().default('pending'),
    /** The day's punches when the request was made, to show before → after. */
    previousClockInAt: timestamp('previous_clock_in_at', { withTimezone: true }),
    previousClockOutAt: timestamp('previous_clock_out_at', { withTimezone: true }),
    decidedByLabel: text('decided_by_label'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendance_corrections_one_pending')
      .on(t.employeeId, t.workDate)
      .where(sql`${t.status} = 'pending'`),
    index('attendance_corrections_status').on(t.status, t.createdAt),
    check(
      'attendance_corrections_out_after_in',
      sql`${t.clockOutAt} is null or ${t.clockOutAt} > ${t.clockInAt}`,
    ),
  ],
);
