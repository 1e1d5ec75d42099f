import type { WorkWeek } from './overtime';
import { assertRupiah, decimalRatio, mulDiv, mulRatio } from './rounding';
import { officialRules } from './rules/official';
import type { RuleSet, ServiceTier, TerminationReason } from './rules/types';

export interface SeveranceInput {
  /** Basic wage plus fixed allowances (UU 6/2023 Pasal 157). */
  readonly monthlyWage: number;
  /** Completed service in years (fractions allowed: 2.5 = two and a half years). */
  readonly serviceYears: number;
  readonly reason: TerminationReason;
  /** Unused, not yet forfeited annual leave days, paid as uang penggantian hak. */
  readonly unusedLeaveDays?: number;
  readonly workWeek?: WorkWeek;
}

export interface SeveranceResult {
  /** Uang pesangon months from the service table (before the multiplier). */
  readonly pesangonMonths: number;
  /** UPMK months from the service table (before the multiplier). */
  readonly upmkMonths: number;
  readonly multiplierPesangon: number;
  readonly multiplierUpmk: number;
  readonly pesangon: number;
  readonly upmk: number;
  /** Uang penggantian hak: unused leave only (travel home and PK/PP/PKB items are not known here). */
  readonly uph: number;
  readonly total: number;
}

function monthsFor(tiers: readonly ServiceTier[], years: number): number {
  for (const t of tiers) {
    if (years >= t.fromYears && (t.toYears === null || years < t.toYears)) return t.months;
  }
  throw new RangeError(`no service tier for ${years} years`);
}

/**
 * Termination pay under PP 35/2021 Pasal 40-57: uang pesangon and UPMK months from the service
 * tables times the multipliers of the termination reason, plus unused leave at monthly wage / 21
 * (5-day week) or / 25 (6-day week) a day. Each component is rounded half up to the rupiah.
 */
export function severance(input: SeveranceInput, rules: RuleSet = officialRules): SeveranceResult {
  const { monthlyWage, serviceYears, reason, unusedLeaveDays = 0, workWeek = 5 } = input;
  assertRupiah(monthlyWage, 'monthlyWage');
  if (!Number.isFinite(serviceYears) || serviceYears < 0) {
    throw new RangeError(`serviceYears must be a finite non-negative number, got ${serviceYears}`);
  }
  const s = rules.severance;
  const rule = Object.hasOwn(s.reasons, reason) ? s.reasons[reason] : undefined;
  if (rule === undefined)
    throw new RangeError(`unknown termination reason ${JSON.stringify(reason)}`);
  if (workWeek !== 5 && workWeek !== 6) {
    throw new RangeError(`workWeek must be 5 or 6, got ${workWeek}`);
  }
  const leave = decimalRatio(unusedLeaveDays, 'unusedLeaveDays');

  const pesangonMonths = monthsFor(s.pesangon, serviceYears);
  const upmkMonths = monthsFor(s.upmk, serviceYears);
  const pesangon = mulDiv(monthlyWage, pesangonMonths * rule.pesangonPct, 100, 'halfUp');
  const upmk = mulDiv(monthlyWage, upmkMonths * rule.upmkPct, 100, 'halfUp');
  const uph = mulRatio(monthlyWage, leave, s.leaveDayDivisor[workWeek], 'halfUp');

  return {
    pesangonMonths,
    upmkMonths,
    multiplierPesangon: rule.pesangonPct / 100,
    multiplierUpmk: rule.upmkPct / 100,
    pesangon,
    upmk,
    uph,
    total: pesangon + upmk + uph,
  };
}
