import { t } from '@lingui/core/macro';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatNumber,
  formatTime,
  toBusinessDate,
  weekdayName,
} from '@staffdesk/ui';
import type { AttendanceCorrection } from '../hooks/types';
import type { ChangeLine } from './changes';

const ONE_DAY = 86_400_000;

/** Midnight UTC of a 'YYYY-MM-DD' day, or NaN when it is not one. */
function midnightOf(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
}

/** A work day with its weekday: `Tue, 29 Dec 2026` / `Sel, 29 Des 2026`. */
export function workDayLabel(workDate: string): string {
  const midnight = midnightOf(workDate);
  if (Number.isNaN(midnight)) return formatDate(workDate);
  return `${weekdayName(new Date(midnight).getUTCDay())}, ${formatDate(workDate)}`;
}

/**
 * A punch of a work day as its time in WIB: `08:00`; on the day after, `06:00 (next day)`; on any
 * other day, with its date. No punch at all reads "no punch".
 */
export function punchText(at: string | null, workDate: string): string {
  if (!at) return t`no punch`;
  const time = formatTime(at);
  const daysLater = Math.round((midnightOf(toBusinessDate(at)) - midnightOf(workDate)) / ONE_DAY);
  if (daysLater === 0) return time;
  if (daysLater === 1) return t`${time} (next day)`;
  return formatDateTime(at);
}

/** The punches before the request → the ones asked for: `Clock in: 22:10 → 21:55`. */
export function correctionLines(correction: AttendanceCorrection): ChangeLine[] {
  const { workDate } = correction;
  return [
    {
      key: 'clockIn',
      label: t`Clock in`,
      before: punchText(correction.previousClockInAt, workDate),
      after: punchText(correction.clockInAt, workDate),
    },
    {
      key: 'clockOut',
      label: t`Clock out`,
      before: punchText(correction.previousClockOutAt, workDate),
      after: punchText(correction.clockOutAt, workDate),
    },
  ];
}

/** A month as the API writes it: `2026-12` (from 2000 to 2099). */
const MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month `YYYY-MM` the API accepts. */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** This month in Jakarta as `YYYY-MM`, whatever the browser's zone. */
export function thisMonthInJakarta(now: Date = new Date()): string {
  return toBusinessDate(now).slice(0, 7);
}

/** The month `count` months after `month` (before, when negative): `shiftMonth('2026-01', -1)` is `2025-12`. */
export function shiftMonth(month: string, count: number): string {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1 + count;
  const shifted = new Date(Date.UTC(year, monthIndex, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month `YYYY-MM` as `December 2026` / `Desember 2026`. */
export function monthYearLabel(month: string): string {
  return formatMonthYear(`${month}-01`);
}

/** Minutes worked as hours and minutes: `168 h 30 min`, `40 h`, `45 min`; `1.250 h` for long ones. */
export function workedHoursText(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = formatNumber(Math.floor(total / 60));
  const rest = formatNumber(total % 60);
  if (total % 60 === 0) return t({ message: `${hours} h`, comment: 'Hours worked: 40 h' });
  if (total < 60) return t({ message: `${rest} min`, comment: 'Minutes worked: 45 min' });
  return t({ message: `${hours} h ${rest} min`, comment: 'Hours worked: 168 h 30 min' });
}
