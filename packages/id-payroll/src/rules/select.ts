import type { Effective, IsoDate } from './types';

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Validates a `YYYY-MM` period and returns its first day as `YYYY-MM-01`. */
export function periodStart(period: string): IsoDate {
  if (typeof period !== 'string' || !PERIOD.test(period)) {
    throw new RangeError(`period must be 'YYYY-MM', got ${JSON.stringify(period)}`);
  }
  return `${period}-01`;
}

/** Validates a tax year and returns 1 January of it as `YYYY-01-01`. */
export function yearStart(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`year must be a four-digit integer, got ${year}`);
  }
  return `${year}-01-01`;
}

/**
 * The version in force on `date` (the one with the latest `from` among those whose
 * `from <= date <= to`), or the latest version of all when `date` is undefined.
 * Throws a RangeError naming `what` when nothing is in force.
 */
export function selectEffective<T extends Effective>(
  versions: readonly T[],
  date: IsoDate | undefined,
  what: string,
): T {
  let best: T | undefined;
  for (const v of versions) {
    if (date !== undefined && (v.from > date || (v.to != null && v.to < date))) continue;
    if (best === undefined || v.from > best.from) best = v;
  }
  if (best === undefined) {
    throw new RangeError(
      date === undefined
        ? `the rule set has no ${what}`
        : `the rule set has no ${what} in force on ${date}`,
    );
  }
  return best;
}
