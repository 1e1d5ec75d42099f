import { assertPtkpStatus } from './ptkp';
import { assertRupiah } from './rounding';
import { officialRules } from './rules/official';
import { periodStart, selectEffective } from './rules/select';
import type { PtkpStatus, RuleSet, TerCategory, TerRow } from './rules/types';

/** The TER category (A, B or C) of a PTKP status (PP 58/2023 Pasal 2(4)). */
export function terCategory(status: PtkpStatus, rules: RuleSet = officialRules): TerCategory {
  assertPtkpStatus(status);
  return rules.pph21.terCategories[status];
}

/** The TER row for a monthly gross: the row with `lower <= gross <= upper`. */
export function terRow(
  category: TerCategory,
  monthlyGross: number,
  period: string | undefined,
  rules: RuleSet,
): TerRow {
  assertRupiah(monthlyGross, 'monthlyGross');
  const date = period === undefined ? undefined : periodStart(period);
  const version = selectEffective(rules.pph21.ter, date, 'TER table');
  const table = version.tables[category];
  if (table === undefined) throw new RangeError(`unknown TER category ${JSON.stringify(category)}`);
  // Binary search for the first row whose upper bound is not below the gross.
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const upper = table[mid]!.upper;
    if (upper === null || monthlyGross <= upper) hi = mid;
    else lo = mid + 1;
  }
  const row = table[lo];
  if (
    row === undefined ||
    monthlyGross < row.lower ||
    (row.upper !== null && monthlyGross > row.upper)
  ) {
    throw new RangeError(`TER table ${category} has no row for ${monthlyGross}`);
  }
  return row;
}

/**
 * The TER rate in percent (e.g. `1.25`) for a category and monthly gross, from the table in
 * force in `period` ('YYYY-MM'; the latest table when omitted).
 */
export function terRate(
  category: TerCategory,
  monthlyGross: number,
  period?: string,
  rules: RuleSet = officialRules,
): number {
  return terRow(category, monthlyGross, period, rules).rateBp / 100;
}
