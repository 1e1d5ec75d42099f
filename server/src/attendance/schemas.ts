import { z } from 'zod';
import { ATTENDANCE_SOURCES } from '../db/schema.js';
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
