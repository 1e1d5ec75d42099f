/**
 * Calendar dates as `YYYY-MM-DD` strings, reckoned as days since 1970-01-01: no time of day and
 * no time zone, so a date never shifts by one on a server in another zone.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Whether a `YYYY-MM-DD` string is a real calendar date. */
export function isCalendarDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return (
    parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d
  );
}

/** Today in Jakarta (WIB, UTC+7, no daylight saving). */
export function todayInJakarta(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A date as the JS Date of its UTC midnight (what spreadsheets store for a date cell). */
export function utcMidnight(date: string): Date {
  return new Date(dayNumber(date) * DAY_MS);
}

/** Today in the business time zone, by the app's clock (`ctx.now`, which tests set). */
export function todayOf(ctx: { now(): Date }): string {
  return todayInJakarta(ctx.now());
}
