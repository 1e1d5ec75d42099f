import { plural, t } from '@lingui/core/macro';
import { formatMonthYear, toBusinessDate, weekdayName } from '@staffdesk/ui';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in Jakarta (WIB) as 'YYYY-MM-DD', whatever the browser's zone. */
export function today(now: Date = new Date()): string {
  return toBusinessDate(now);
}

/** This year in Jakarta. */
export function currentYear(now: Date = new Date()): number {
  return Number(today(now).slice(0, 4));
}

function dayNumber(date: string): number | null {
  const match = DATE_ONLY.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  return start === null || end === null ? null : end - start;
}

/** The weekday of a 'YYYY-MM-DD' day in the language shown: 'Monday' / 'Senin'. */
export function weekday(date: string): string {
  const day = dayNumber(date);
  return day === null ? '' : weekdayName(new Date(day * DAY_MS).getUTCDay(), 'long');
}

/** A month 'YYYY-MM' (or a day in it) as 'December 2026' / 'Desember 2026'; '' when it is not one. */
export function monthLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(period);
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? formatMonthYear(`${match[1]}-${match[2]}-01`) : '';
}

/** This month in Jakarta as 'November 2026'. */
export function currentMonthLabel(now: Date = new Date()): string {
  return monthLabel(today(now));
}

/** How soon a contract ends, in words, and whether it already has. */
export type ContractEndNote = { text: string; ended: boolean };

/**
 * How soon a contract ends, when it is worth saying: "Ends today", "Ends in 1 day", "Ends in 45
 * days" within `withinDays`, "Ended" after; null otherwise.
 */
export function contractEndNote(
  endDate: string | null | undefined,
  now: Date = new Date(),
  withinDays = 60,
): ContractEndNote | null {
  if (!endDate) return null;
  const days = daysBetween(today(now), endDate);
  if (days === null) return null;
  if (days < 0) return { text: t({ message: 'Ended', context: 'contract' }), ended: true };
  if (days === 0) return { text: t`Ends today`, ended: false };
  if (days > withinDays) return null;
  return { text: t`Ends in ${plural(days, { one: '# day', other: '# days' })}`, ended: false };
}
