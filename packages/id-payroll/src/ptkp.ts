import { officialRules } from './rules/official';
import { selectEffective, yearStart } from './rules/select';
import type { PtkpStatus, RuleSet } from './rules/types';

const STATUSES: readonly PtkpStatus[] = [
  'TK/0',
  'TK/1',
  'TK/2',
  'TK/3',
  'K/0',
  'K/1',
  'K/2',
  'K/3',
];

export function assertPtkpStatus(status: PtkpStatus): void {
  if (!STATUSES.includes(status)) {
    throw new RangeError(`unknown PTKP status ${JSON.stringify(status)}`);
  }
}

/**
 * Annual PTKP (non-taxable income) in rupiah for a status, in force on 1 January of `year`
 * (the latest version in the rule set when `year` is omitted).
 */
export function ptkpAmount(
  status: PtkpStatus,
  year?: number,
  rules: RuleSet = officialRules,
): number {
  assertPtkpStatus(status);
  const date = year === undefined ? undefined : yearStart(year);
  return selectEffective(rules.pph21.ptkp, date, 'PTKP').amounts[status];
}
