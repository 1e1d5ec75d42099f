import { assertRupiah, decimalRatio, mulRatio } from './rounding';
import { officialRules } from './rules/official';
import type { RuleSet } from './rules/types';

export interface ThrInput {
  /** Basic wage plus fixed allowances (or the clean wage). */
  readonly monthlyWage: number;
  /** Continuous months of service at the holiday (decimals allowed). */
  readonly monthsOfService: number;
}

/**
 * Religious holiday allowance (THR, Permenaker 6/2016): nothing under 1 month of service,
 * months / 12 of the monthly wage under 12 months (rounded half up), one month's wage from 12.
 */
export function thr(input: ThrInput, rules: RuleSet = officialRules): number {
  const { monthlyWage, monthsOfService } = input;
  assertRupiah(monthlyWage, 'monthlyWage');
  const months = decimalRatio(monthsOfService, 'monthsOfService');
  const t = rules.thr;
  if (monthsOfService < t.minMonths) return 0;
  if (monthsOfService >= t.fullFromMonths) return monthlyWage;
  return mulRatio(monthlyWage, months, t.monthsPerWage, 'halfUp');
}
