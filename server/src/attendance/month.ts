import {
  type CalendarDay,
  countWorkingDays,
  type WorkingDaysResult,
  type WorkWeek,
} from '../people/working-days.js';
import { dateOfDay, dayNumber } from '../shared/business-dates.js';

/** What a day of an employee's month was, first match wins in this order. */
export const ATTENDANCE_DAY_KINDS = [
  'present',
  'leave',
  'holiday',
  'day-off',
  'absent',
  'upcoming',
  'not-employed',
] as const;
export type AttendanceDayKind = (typeof ATTENDANCE_DAY_KINDS)[number];

export type MonthRecord = {
  workDate: string;
  clockInAt: Date;
  clockOutAt: Date | null;
};

export type MonthLeave = { startDate: string; endDate: string; type: string; typeName: string };

export type AttendanceDay<R extends MonthRecord = MonthRecord> = {
  date: string;
  kind: AttendanceDayKind;
  /** The holiday's or the leave type's name; empty otherwise. */
  label: string;
  /** The leave type's key on a leave day. */
  leaveType?: string;
  record: R | null;
  /** Minutes between clock in and clock out; null while clocked in or without a record. */
  workedMinutes: number | null;
};

/** `2026-11` → its first and last dates. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = `${month}-01`;
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from, to: dateOfDay(dayNumber(next) - 1) };
}

export function workedMinutes(
  record: Pick<MonthRecord, 'clockInAt' | 'clockOutAt'>,
): number | null {
  if (!record.clockOutAt) return null;
  return Math.floor((record.clockOutAt.getTime() - record.clockInAt.getTime()) / 60_000);
}

/** Every day of a month for one employee; see composeDays. Pure. */
export function composeMonth<R extends MonthRecord>(
  input: Omit<Parameters<typeof composeDays<R>>[0], 'from' | 'to'> & { month: string },
): AttendanceDay<R>[] {
  return composeDays({ ...input, ...monthRange(input.month) });
}

/**
 * Every day from `from` to `to` for one employee: present when they clocked in (even on a day
 * off), else on approved leave, a holiday of their calendar, a day off of their work week, absent
 * on a past working day, upcoming from today on, and not employed outside their contract. Pure.
 */
export function composeDays<R extends MonthRecord>(input: {
  from: string;
  to: string;
  today: string;
  workWeek: WorkWeek;
  calendar: readonly CalendarDay[];
  leaves: readonly MonthLeave[];
  records: readonly R[];
  employedFrom: string;
  employedTo: string | null;
  /** The range's working days, when the caller computed them once for many employees. */
  working?: WorkingDaysResult;
}): AttendanceDay<R>[] {
  const { from, to } = input;
  const working =
    input.working ??
    countWorkingDays({ from, to, workWeek: input.workWeek, calendar: input.calendar });
  const workingDates = new Set(working.dates);
  const holidays = new Map(working.skipped.map((s) => [s.date, s.reason]));
  const records = new Map(input.records.map((r) => [r.workDate, r]));
  const days: AttendanceDay<R>[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = dateOfDay(day);
    const record = records.get(date) ?? null;
    const leave = input.leaves.find((l) => l.startDate <= date && date <= l.endDate);
    const base = { date, record, workedMinutes: record ? workedMinutes(record) : null };
    if (record) days.push({ ...base, kind: 'present', label: '' });
    else if (date < input.employedFrom || (input.employedTo !== null && date > input.employedTo))
      days.push({ ...base, kind: 'not-employed', label: '' });
    else if (leave && workingDates.has(date))
      days.push({ ...base, kind: 'leave', label: leave.typeName, leaveType: leave.type });
    else if (holidays.has(date))
      days.push({ ...base, kind: 'holiday', label: holidays.get(date)! });
    else if (!workingDates.has(date)) days.push({ ...base, kind: 'day-off', label: '' });
    else if (date < input.today) days.push({ ...base, kind: 'absent', label: '' });
    else days.push({ ...base, kind: 'upcoming', label: '' });
  }
  return days;
}
