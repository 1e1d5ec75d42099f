import { assertRupiah, decimalRatio, mulRatio } from './rounding';
import { officialRules } from './rules/official';
import type { RuleSet } from './rules/types';

export interface PkwtCompensationInput {
  /** Basic wage plus fixed allowances. */
  readonly monthlyWage: number;
  /** Continuous months worked under the fixed-term contract (decimals allowed). */
  readonly monthsWorked: number;
}

/**
 * Compensation at the end of a fixed-term contract (PP 35/2021 Pasal 15-16): nothing under
 * 1 month, otherwise months / 12 of the monthly wage (also above 12 months), rounded half up.
 */
export function pkwtCompensation(
  input: PkwtCompensationInput,
  rules: RuleSet = officialRules,
): number {
  const { monthlyWage, monthsWorked } = input;
  assertRupiah(monthlyWage, 'monthlyWage');
  const months = decimalRatio(monthsWorked, 'monthsWorked');
  const p = rules.pkwt;
  if (monthsWorked < p.minMonths) return 0;
  return mulRatio(monthlyWage, months, p.monthsPerWage, 'halfUp');
}
