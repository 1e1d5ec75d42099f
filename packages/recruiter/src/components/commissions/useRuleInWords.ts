import { useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@staffdesk/ui';
import { type CommissionRuleKind, percentOfBp } from '../../lib/commissions';

type RuleLike = { kind: CommissionRuleKind; amount: number | null; shareBp: number | null };

/** A rule in words: "Rp 500.000 per placement" or "10 % of the first month’s salary". */
export function useRuleInWords(): (rule: RuleLike) => string {
  const { t } = useLingui();
  return (rule) => {
    if (rule.kind === 'fixed') {
      const amount = formatMoney(rule.amount ?? 0);
      return t`${amount} per placement`;
    }
    const percent = formatNumber(percentOfBp(rule.shareBp ?? 0));
    return t`${percent} % of the first month’s salary`;
  };
}
