import { z } from 'zod';
import { ATTENDANCE_SOURCES, CORRECTION_STATUSES } from '../db/schema.js';
import { IsoDate, requiredText } from '../people/schemas.js';
import { ATTENDANCE_DAY_KINDS } from './month.js';

/** Where the browser said the employee was; both coordinates or none. */
export const ClockInput = z
  .object({
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    accuracy: z
      .number()
      .min(0)
      .max(100_000)
      .optional()
      .describe('How far off the position may be, in metres, as the browser reports it'),
  })
  .strict()
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'Give both latitude and longitude, or neither.',
    path: ['longitude'],
  })
  .meta({ id: 'ClockInput' });
export type ClockInput = z.infer<typeof ClockInput>;

export const MonthQuery = z.object({
  month: z
    .string()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.')
    .optional()
    .describe('The month, `YYYY-MM`; this month in Jakarta by default'),
});

const Location = z
  .object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() })
  .meta({ id: 'AttendanceLocation' });

export const AttendanceRecord = z
  .object({
    id: z.uuid(),
    workDate: z.iso.date(),
    clockInAt: z.iso.datetime(),
    clockInLocation: Location.nullable(),
    clockOutAt: z.iso.datetime().nullable(),
    clockOutLocation: Location.nullable(),
    source: z.enum(ATTENDANCE_SOURCES),
  })
  .meta({ id: 'AttendanceRecord' });
export type AttendanceRecordOut = z.infer<typeof AttendanceRecord>;

export const AttendanceDay = z
  .object({
    date: z.iso.date(),
    kind: z.enum(ATTENDANCE_DAY_KINDS),
    label: z.string().describe("The holiday's or the leave type's name; empty otherwise"),
    record: AttendanceRecord.nullable(),
    workedMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'AttendanceDay' });

export const MyAttendance = z
  .object({
    month: z.string(),
    today: z.iso.date(),
    /** Today's state: not clocked in, clocked in (an open record), or clocked out. */
    state: z.enum(['not-clocked-in', 'clocked-in', 'clocked-out']),
    current: AttendanceRecord.nullable().describe('The open or last record of today'),
    days: z.array(AttendanceDay),
    totals: z.object({
      present: z.number().int(),
      absent: z.number().int(),
      leave: z.number().int(),
      workedMinutes: z.number().int(),
    }),
  })
  .meta({ id: 'MyAttendance' });

const Time = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.');

/** What an employee asks a day's punches to be (Jakarta times; out before in means the next day). */
export const CorrectionInput = z
  .object({
    workDate: IsoDate,
    clockIn: Time,
    clockOut: Time.nullish().transform((v) => v ?? null),
    reason: requiredText(500, 'Say what went wrong, for HR.'),
  })
  .strict()
  .meta({ id: 'CorrectionInput' });
export type CorrectionInput = z.infer<typeof CorrectionInput>;

export const Correction = z
  .object({
    id: z.uuid(),
    employeeId: z.uuid(),
    employeeName: z.string(),
    employeeNumber: z.string(),
    clientName: z.string().nullable(),
    workDate: z.iso.date(),
    clockInAt: z.iso.datetime(),
    clockOutAt: z.iso.datetime().nullable(),
    previousClockInAt: z.iso.datetime().nullable(),
    previousClockOutAt: z.iso.datetime().nullable(),
    reason: z.string(),
    status: z.enum(CORRECTION_STATUSES),
    decidedBy: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decisionComment: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AttendanceCorrection' });
export type CorrectionOut = z.infer<typeof Correction>;

export const CorrectionDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
    comment: z.string().trim().max(1000, 'Use at most 1000 characters.').optional(),
  })
  .strict()
  .refine((v) => v.decision === 'approve' || (v.comment ?? '') !== '', {
    message: 'Say why you reject, so the employee understands.',
    path: ['comment'],
  })
  .meta({ id: 'CorrectionDecisionInput' });

export const CorrectionListQuery = z.object({
  status: z.enum(CORRECTION_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const SummaryQuery = z.object({
  month: z
    .string()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.')
    .describe('The month, `YYYY-MM`'),
  client: z
    .union([z.uuid(), z.literal('internal')])
    .optional()
    .describe("A client's id, or `internal` for internal staff; every employee when absent"),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const SummaryRow = z
  .object({
    employeeId: z.uuid(),
    employeeName: z.string(),
    employeeNumber: z.string(),
    clientName: z.string().nullable(),
    present: z.number().int(),
    late: z
      .number()
      .int()
      .describe(
        "Days present whose clock-in came after the client's work start (08:00 for internal staff)",
      ),
    absent: z.number().int(),
    leave: z.number().int(),
    holiday: z.number().int(),
    workedMinutes: z.number().int(),
  })
  .meta({ id: 'AttendanceSummaryRow' });
