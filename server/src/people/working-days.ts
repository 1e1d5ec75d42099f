import { and, between, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { type HolidayKind, holidays } from '../db/schema.js';
import { dateOfDay, dayNumber, weekdayOf } from '../shared/business-dates.js';

export type WorkWeek = 5 | 6;

/** One entry of a calendar: a day off or, for `client-working-day`, an extra working day. */
export type CalendarDay = { date: string; name: string; kind: HolidayKind };

export type WorkingDaysResult = {
  workingDays: number;
  /** Every working day, in order. */
  dates: string[];
  /** Days of the work week that are not worked, with why (weekends are not listed). */
  skipped: { date: string; reason: string; kind: HolidayKind }[];
};

/** Kinds that take a day off the work week; `company-event` is shown on calendars only. */
const DAY_OFF_KINDS: ReadonlySet<HolidayKind> = new Set([
  'national',
  'collective-leave',
  'client-holiday',
]);

/** The longest range the calculator accepts (two years and a day). */
export const MAX_RANGE_DAYS = 732;

/**
 * Working days from `from` to `to`, both included: Monday to Friday (work week 5) or Monday to
 * Saturday (6), minus national holidays, cuti bersama and the client's holidays, plus the client's
 * extra working days (which win over everything: a client may work on a cuti bersama day or on a
 * Saturday). Pure: the calendar is given.
 */
export function countWorkingDays(input: {
  from: string;
  to: string;
  workWeek: WorkWeek;
  calendar: readonly CalendarDay[];
}): WorkingDaysResult {
  const first = dayNumber(input.from);
  const last = dayNumber(input.to);
  if (last < first) throw new RangeError(`${input.to} is before ${input.from}`);
  if (last - first + 1 > MAX_RANGE_DAYS) {
    throw new RangeError(`The range is longer than ${MAX_RANGE_DAYS} days`);
  }
  const offByDay = new Map<number, CalendarDay[]>();
  const extraDays = new Set<number>();
  for (const entry of input.calendar) {
    const day = dayNumber(entry.date);
    if (entry.kind === 'client-working-day') extraDays.add(day);
    else if (DAY_OFF_KINDS.has(entry.kind)) {
      const list = offByDay.get(day) ?? [];
      list.push(entry);
      offByDay.set(day, list);
    }
  }
  const dates: string[] = [];
  const skipped: WorkingDaysResult['skipped'] = [];
  for (let day = first; day <= last; day++) {
    if (extraDays.has(day)) {
      dates.push(dateOfDay(day));
      continue;
    }
    const weekday = weekdayOf(day);
    const weekend = weekday === 0 || (input.workWeek === 5 && weekday === 6);
    if (weekend) continue;
    const off = offByDay.get(day);
    if (off && off.length > 0) {
      skipped.push({
        date: dateOfDay(day),
        reason: off.map((o) => o.name).join(' / '),
        kind: off[0]!.kind,
      });
      continue;
    }
    dates.push(dateOfDay(day));
  }
  return { workingDays: dates.length, dates, skipped };
}

/**
 * The calendar that applies to a client's employees between two dates: national holidays and
 * cuti bersama, plus the client's own holidays and working days (none for internal staff).
 */
export async function loadCalendar(
  db: Db,
  range: { from: string; to: string; clientId: string | null },
): Promise<CalendarDay[]> {
  const general = and(
    isNull(holidays.clientId),
    inArray(holidays.kind, ['national', 'collective-leave', 'company-event']),
  );
  const own = range.clientId
    ? and(
        eq(holidays.clientId, range.clientId),
        inArray(holidays.kind, ['client-holiday', 'client-working-day']),
      )
    : undefined;
  return db
    .select({ date: holidays.date, name: holidays.name, kind: holidays.kind })
    .from(holidays)
    .where(and(between(holidays.date, range.from, range.to), own ? or(general, own) : general))
    .orderBy(holidays.date);
}

/** The working days of a client's employee (or of internal staff with `clientId` null). */
export async function workingDaysBetween(
  db: Db,
  input: { from: string; to: string; workWeek: WorkWeek; clientId: string | null },
): Promise<WorkingDaysResult> {
  const calendar = await loadCalendar(db, input);
  return countWorkingDays({ ...input, calendar });
}
