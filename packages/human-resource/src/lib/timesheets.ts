// Words and arithmetic of HR's timesheet pages: a client's periods (cut-off day) and the PDF's
// columns. The sheets' shared words (and the hours parser) come from @staffdesk/kit.

import { msg, selectOrdinal, t } from '@lingui/core/macro';
import { wordsOf } from '@staffdesk/kit';
import { monthName } from '@staffdesk/ui';
import type { TimesheetColumnKey } from '../hooks/types';

/** A cut-off day of 31 (or past a month's end) makes calendar months. */
export const CALENDAR_MONTH_CUT_OFF = 31;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The first and last day of a period (named by the month it ends in) for a cut-off day, as the
 * server reckons it: with 20, `2026-11` runs 21 Oct – 20 Nov 2026; with 31, the calendar month.
 */
export function periodRange(
  period: string,
  cutOffDay: number,
): { start: { month: number; day: number }; end: { month: number; day: number } } {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const endDay = Math.min(cutOffDay, daysInMonth(year, month));
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const previousEnd = Math.min(cutOffDay, daysInMonth(previousYear, previousMonth));
  const start =
    previousEnd === daysInMonth(previousYear, previousMonth)
      ? { month, day: 1 }
      : { month: previousMonth, day: previousEnd + 1 };
  return { start, end: { month, day: endDay } };
}

/** `21 Oct – 20 Nov`: a period's days without the year. */
export function periodDaysText(period: string, cutOffDay: number): string {
  const { start, end } = periodRange(period, cutOffDay);
  const from = `${start.day} ${monthName(start.month)}`;
  const to = `${end.day} ${monthName(end.month)}`;
  return t({
    message: `${from} – ${to}`,
    comment: 'The days of a timesheet period: 21 Oct – 20 Nov',
  });
}

/** A day of the month as an ordinal: `21st` / `tanggal 21`. */
export function dayOfMonthText(day: number): string {
  return t`${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`;
}

/** A client's periods in short: `21st – 20th`, or `Calendar month`. */
export function cutOffText(cutOffDay: number): string {
  if (cutOffDay >= CALENDAR_MONTH_CUT_OFF) return t`Calendar month`;
  const from = dayOfMonthText(cutOffDay + 1);
  const to = dayOfMonthText(cutOffDay);
  return t({
    message: `${from} – ${to}`,
    comment: 'A client’s timesheet periods: from the day after the cut-off to the cut-off day',
  });
}

/** The columns a timesheet PDF may have, in the default order, named in the language shown. */
export const TIMESHEET_COLUMN_NAMES: Readonly<Record<TimesheetColumnKey, string>> = wordsOf({
  date: msg({ message: 'Date', context: 'a column of the timesheet PDF' }),
  day: msg({ message: 'Day of the week', context: 'a column of the timesheet PDF' }),
  kind: msg({ message: 'Status of the day', context: 'a column of the timesheet PDF' }),
  'clock-in': msg({ message: 'Clock in', context: 'a column of the timesheet PDF' }),
  'clock-out': msg({ message: 'Clock out', context: 'a column of the timesheet PDF' }),
  hours: msg({ message: 'Hours worked', context: 'a column of the timesheet PDF' }),
  overtime: msg({ message: 'Overtime', context: 'a column of the timesheet PDF' }),
  note: msg({ message: 'Note', context: 'a column of the timesheet PDF' }),
});

/** Every column key, in the default order. */
export const TIMESHEET_COLUMN_KEYS = Object.keys(TIMESHEET_COLUMN_NAMES) as TimesheetColumnKey[];
