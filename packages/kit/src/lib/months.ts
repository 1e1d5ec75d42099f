import { t } from '@lingui/core/macro';
import { formatMonthYear, formatNumber, toBusinessDate } from '@staffdesk/ui';

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
  if (total < 60) return t({ message: `${rest} min`, comment: 'Minutes worked: 45 min' });
  if (total % 60 === 0) return t({ message: `${hours} h`, comment: 'Hours worked: 40 h' });
  return t({ message: `${hours} h ${rest} min`, comment: 'Hours worked: 168 h 30 min' });
}

/** Whole minutes from one instant to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 60_000);
}

/**
 * The months a month filter offers, newest first: from `ahead` months after this month (in
 * Jakarta) to `back` months before it, each as `{ value: '2026-11', label: 'November 2026' }`.
 */
export function monthChoices({ back = 24, ahead = 0 }: { back?: number; ahead?: number } = {}) {
  const newest = shiftMonth(thisMonthInJakarta(), ahead);
  return Array.from({ length: back + ahead + 1 }, (_, index) => {
    const month = shiftMonth(newest, -index);
    return { value: month, label: monthYearLabel(month) };
  });
}
