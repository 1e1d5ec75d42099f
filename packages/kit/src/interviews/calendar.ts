// The interview calendars' days and weeks (recruiting's and business development's). Days are
// Jakarta days `YYYY-MM-DD`; every time typed or shown is Jakarta time (WIB).

import type { MainSchema } from '@staffdesk/api';
import { shiftMonth } from '../lib/months';

export type Interview = MainSchema<'Interview'>;

/** Between a day and its time in an ISO instant. */
const TIME_SEPARATOR = 'T';
/** Whole minutes in Jakarta's offset: every time a recruiter types is WIB. */
const SECONDS_WIB = ':00+07:00';

/** A day and a time typed in WIB as the instant the API takes: `2026-12-03T10:00:00+07:00`. */
export function wibInstant(day: string, time = '00:00'): string {
  return day + TIME_SEPARATOR + time + SECONDS_WIB;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day `YYYY-MM-DD` as midnight UTC, for counting days; null when it is no such day. */
function utcMidnight(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

/** Whether `value` is a day `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  return utcMidnight(value) !== null;
}

/** The day `count` days after `day` (before, when negative); `day` must be a real day. */
export function addDays(day: string, count: number): string {
  const date = utcMidnight(day) ?? new Date(Number.NaN);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = utcMidnight(day)?.getUTCDay() ?? 1;
  return addDays(day, -((weekday + 6) % 7));
}

export type CalendarView = 'week' | 'month';

/** The days a calendar view shows: `from` up to, not including, `to`. */
export function calendarRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'month') {
    const month = day.slice(0, 7);
    return { from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` };
  }
  const from = weekStart(day);
  return { from, to: addDays(from, 7) };
}

/** The day the previous or next page of a calendar view starts on. */
export function shiftView(view: CalendarView, day: string, count: number): string {
  if (view === 'month') return `${shiftMonth(day.slice(0, 7), count)}-01`;
  return addDays(weekStart(day), 7 * count);
}

/** The days from `from` up to, not including, `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** When an interview ends, as an instant. */
export function interviewEnd(interview: Pick<Interview, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(new Date(interview.startsAt).getTime() + interview.durationMinutes * 60_000);
}
