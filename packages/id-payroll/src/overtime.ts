import { assertRupiah, decimalRatio, roundHalfUpDiv } from './rounding';
import { officialRules } from './rules/official';
import type { OvertimeTier, RuleSet } from './rules/types';

export type OvertimeDayType = 'workday' | 'restday' | 'holiday';
export type WorkWeek = 5 | 6;

export interface OvertimePayInput {
  /**
   * The monthly wage the hourly wage derives from (basic wage + fixed allowances, or the result
   * of `overtimeHourlyBase`, which may carry a fraction of a rupiah: it is used exactly).
   */
  readonly monthlyWage: number;
  /** Overtime hours that day (decimals such as 1.5 are prorated within a tier). */
  readonly hours: number;
  readonly dayType: OvertimeDayType;
  readonly workWeek: WorkWeek;
  /** A public holiday falling on the shortest working day of a 6-day week (Pasal 31(2)). */
  readonly shortestWorkday?: boolean;
}

export interface OvertimeBaseInput {
  /** Upah pokok. */
  readonly basicWage: number;
  /** Tunjangan tetap. */
  readonly fixedAllowances: number;
  /** The whole monthly wage: basic + fixed + non-fixed allowances. */
  readonly totalWage: number;
}

function tiersFor(
  dayType: OvertimeDayType,
  workWeek: WorkWeek,
  shortestWorkday: boolean,
  rules: RuleSet,
): { tiers: readonly OvertimeTier[]; maxHours: number } {
  const o = rules.overtime;
  if (workWeek !== 5 && workWeek !== 6) {
    throw new RangeError(`workWeek must be 5 or 6, got ${workWeek}`);
  }
  let tiers: readonly OvertimeTier[];
  if (dayType === 'workday') {
    return { tiers: o.workday, maxHours: o.maxWorkdayHours };
  }
  if (dayType !== 'restday' && dayType !== 'holiday') {
    throw new RangeError(`dayType must be 'workday', 'restday' or 'holiday', got ${dayType}`);
  }
  if (workWeek === 5) tiers = o.restOrHolidayFiveDayWeek;
  else if (dayType === 'holiday' && shortestWorkday) tiers = o.holidayOnShortestWorkdaySixDayWeek;
  else tiers = o.restOrHolidaySixDayWeek;
  const last = tiers[tiers.length - 1];
  return { tiers, maxHours: last?.toHour ?? Number.POSITIVE_INFINITY };
}

/**
 * Overtime pay for one day under PP 35/2021: hourly wage = monthly wage / 173, times the
 * multiplier of each overtime hour for the day type and work week, rounded half up only at the
 * end. Hours beyond the legal maximum for that day throw a RangeError.
 */
export function overtimePay(input: OvertimePayInput, rules: RuleSet = officialRules): number {
  return overtimeBreakdown(input, rules).pay;
}

/** One tier of a day's overtime: its hours, its multiplier, and what they earn before rounding. */
export interface OvertimeLine {
  /** The first and last overtime hour of the tier that day (1-based; `toHour` is the day's last). */
  readonly fromHour: number;
  readonly toHour: number;
  readonly hours: number;
  /** 200 for 2 × the hourly wage. */
  readonly multiplierPct: number;
  /** Hours × multiplier × hourly wage, unrounded (to show the sum; only the total is rounded). */
  readonly amount: number;
}

export interface OvertimeBreakdown {
  /** Monthly wage / 173, unrounded. */
  readonly hourlyWage: number;
  readonly monthlyHoursDivisor: number;
  /** The most overtime hours the law allows that day. */
  readonly maxHours: number;
  readonly lines: readonly OvertimeLine[];
  /** The pay: the sum of the lines, rounded half up once, as `overtimePay` answers. */
  readonly pay: number;
}

/**
 * How PP 35/2021 computes a day's overtime pay, line by line: the hourly wage (monthly wage /
 * 173), the hours in each tier of the day type and work week with its multiplier, and the total
 * rounded half up only at the end. Hours beyond the legal maximum for that day throw a RangeError.
 */
export function overtimeBreakdown(
  input: OvertimePayInput,
  rules: RuleSet = officialRules,
): OvertimeBreakdown {
  const { monthlyWage, hours, dayType, workWeek, shortestWorkday = false } = input;
  const { tiers, maxHours } = tiersFor(dayType, workWeek, shortestWorkday, rules);
  const wage = decimalRatio(monthlyWage, 'monthlyWage');
  const h = decimalRatio(hours, 'hours');
  if (hours > maxHours) {
    throw new RangeError(
      `${hours} overtime hours exceed the legal maximum of ${maxHours} on a ${dayType} (${workWeek}-day week)`,
    );
  }
  const divisor = BigInt(rules.overtime.monthlyHoursDivisor);
  const lines: OvertimeLine[] = [];
  // Sum over tiers of (hours falling in the tier, in units of 1/h.d hour) x multiplierPct.
  let weighted = 0n;
  for (const t of tiers) {
    const start = BigInt(t.fromHour - 1) * h.d;
    const end = t.toHour === null ? h.n : BigInt(t.toHour) * h.d;
    const top = h.n < end ? h.n : end;
    if (top <= start) continue;
    const part = (top - start) * BigInt(t.multiplierPct);
    weighted += part;
    lines.push({
      fromHour: t.fromHour,
      toHour: Math.ceil(Number(top) / Number(h.d)),
      hours: Number(top - start) / Number(h.d),
      multiplierPct: t.multiplierPct,
      amount: Number(wage.n * part) / Number(wage.d * h.d * 100n * divisor),
    });
  }
  return {
    hourlyWage: Number(wage.n) / Number(wage.d * divisor),
    monthlyHoursDivisor: rules.overtime.monthlyHoursDivisor,
    maxHours,
    lines,
    pay: roundHalfUpDiv(wage.n * weighted, wage.d * h.d * 100n * divisor),
  };
}

/**
 * The monthly wage base for the overtime hourly wage (PP 35/2021 Pasal 32(3)-(4)): basic wage +
 * fixed allowances, or 75 % of the total wage when basic + fixed allowances fall below that.
 * Not rounded (75 % of a whole rupiah is exact to the quarter), so `overtimePay` rounds once.
 */
export function overtimeHourlyBase(
  input: OvertimeBaseInput,
  rules: RuleSet = officialRules,
): number {
  const { basicWage, fixedAllowances, totalWage } = input;
  assertRupiah(basicWage, 'basicWage');
  assertRupiah(fixedAllowances, 'fixedAllowances');
  assertRupiah(totalWage, 'totalWage');
  const fixed = basicWage + fixedAllowances;
  if (totalWage < fixed) {
    throw new RangeError('totalWage must include the basic wage and fixed allowances');
  }
  const floorBp = BigInt(rules.overtime.totalWageFloorBp);
  const floorTimes10k = BigInt(totalWage) * floorBp;
  if (BigInt(fixed) * 10_000n >= floorTimes10k) return fixed;
  const whole = floorTimes10k / 10_000n;
  const rest = floorTimes10k % 10_000n;
  return Number(whole) + Number(rest) / 10_000;
}
