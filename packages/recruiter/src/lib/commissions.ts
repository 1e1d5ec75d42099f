import { msg } from '@lingui/core/macro';
import type { MainPaths, MainSchema } from '@staffdesk/api';
import { wordsOf } from '@staffdesk/kit';
import type { Status } from '@staffdesk/ui';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** How a placement's commission is worked out, the default one (no client) or a client's own. */
export type CommissionRule = MainSchema<'RecruiterCommissionRule'>;
export type CommissionRuleKind = CommissionRule['kind'];
/** The body of `PUT /recruiter-commission-rules`. */
export type CommissionRuleBody = JsonOf<
  NonNullable<MainPaths['/recruiter-commission-rules']['put']['requestBody']>
>;

/** One recruiter's commission for one placement, with the rule applied. */
export type CommissionList = MainSchema<'RecruiterCommissionList'>;
export type Commission = CommissionList['items'][number];
export type CommissionStatus = Commission['status'];
export type CommissionListQuery = NonNullable<
  MainPaths['/recruiter-commissions']['get']['parameters']['query']
>;

export const COMMISSION_STATUS_LABELS: Readonly<Record<CommissionStatus, string>> = wordsOf({
  pending: msg({ message: 'Not claimed yet', context: 'commission status' }),
  claimed: msg({ message: 'Claimed', context: 'commission status' }),
});

/** The shared status colours: not claimed yet is pending (amber), claimed is done (green). */
export const COMMISSION_STATUS_TONES: Readonly<Record<CommissionStatus, Status>> = {
  pending: 'pending',
  claimed: 'approved',
};

/** A share in basis points (1 000 = 10 %) as the percent shown, e.g. 1 250 → 12.5. */
export function percentOfBp(shareBp: number): number {
  return shareBp / 100;
}

/** A percent typed in the form ('12,5' or '12.5') as basis points (1 250); null when not a number. */
export function bpOfPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.round(value * 100);
}
