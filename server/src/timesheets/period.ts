import { addDays } from '../shared/business-dates.js';

/** A period is named by the month it ends in: `2026-11`. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

function previousMonth(year: number, month: number): [number, number] {
  return month === 1 ? [year - 1, 12] : [year, month - 1];
}

function nextMonth(year: number, month: number): [number, number] {
  return month === 12 ? [year + 1, 1] : [year, month + 1];
}

/** The last day of a period ending in that month: the cut-off day, or the month's last day. */
function endDayOf(year: number, month: number, cutOffDay: number): number {
  return Math.min(cutOffDay, daysInMonth(year, month));
}

/**
 * The dates of a client's period: with a cut-off of 20, `2026-11` is 21 Oct – 20 Nov 2026; with
 * 31 (or any day past the month's end) it is the calendar month.
 */
export function periodRange(period: string, cutOffDay: number): { start: string; end: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const end = `${year}-${pad(month)}-${pad(endDayOf(year, month, cutOffDay))}`;
  const [py, pm] = previousMonth(year, month);
  const previousEnd = `${py}-${pad(pm)}-${pad(endDayOf(py, pm, cutOffDay))}`;
  return { start: addDays(previousEnd, 1), end };
}

/** The period a date falls in, for a cut-off day. */
export function periodOf(date: string, cutOffDay: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (day <= endDayOf(year, month, cutOffDay)) return `${year}-${pad(month)}`;
  const [ny, nm] = nextMonth(year, month);
  return `${ny}-${pad(nm)}`;
}

/** The period before or after one. */
export function shiftPeriod(period: string, by: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
