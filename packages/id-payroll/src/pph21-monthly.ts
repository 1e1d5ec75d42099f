import { mulDiv } from './rounding';
import { officialRules } from './rules/official';
import { periodStart, selectEffective } from './rules/select';
import type { PtkpStatus, RuleSet, TerCategory } from './rules/types';
import { terCategory, terRow } from './ter';

export interface Pph21MonthlyInput {
  readonly ptkpStatus: PtkpStatus;
  /**
   * Monthly gross (penghasilan bruto): pay, allowances, overtime, irregular income paid in the
   * month, plus the employer's taxable BPJS premiums (`taxableEmployerPremiums`).
   */
  readonly gross: number;
  /** False when the employee has neither an NPWP nor an activated NIK-NPWP: 20 % more tax. */
  readonly hasNpwp?: boolean;
  /** 'YYYY-MM': the TER table in force then (the latest table when omitted). */
  readonly period?: string;
}

export interface Pph21MonthlyResult {
  readonly category: TerCategory;
  /** The TER rate in percent (without the no-NPWP surcharge). */
  readonly ratePercent: number;
  /** Tax withheld, floored to the rupiah. */
  readonly tax: number;
}

/**
 * Monthly PPh 21 by TER for January to November (or any non-final month):
 * tax = floor(gross x TER rate), x 120 % without NPWP (floored once, on the exact product).
 */
export function pph21Monthly(
  input: Pph21MonthlyInput,
  rules: RuleSet = officialRules,
): Pph21MonthlyResult {
  const { ptkpStatus, gross, hasNpwp = true, period } = input;
  const category = terCategory(ptkpStatus, rules);
  const row = terRow(category, gross, period, rules);
  let tax: number;
  if (hasNpwp) {
    tax = mulDiv(gross, row.rateBp, 10_000, 'floor');
  } else {
    const date = period === undefined ? undefined : periodStart(period);
    const { surchargeBp } = selectEffective(rules.pph21.noNpwpSurcharge, date, 'no-NPWP surcharge');
    tax = mulDiv(gross, row.rateBp * (10_000 + surchargeBp), 100_000_000, 'floor');
  }
  return { category, ratePercent: row.rateBp / 100, tax };
}
