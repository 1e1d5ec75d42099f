import { Badge } from '@staffdesk/ui';
import { PAYROLL_RUN_STATE_LABELS, PAYROLL_RUN_STATE_TONES, type PayrollRunState } from './payroll';

/** Where a run is: Draft, Calculating, Calculated, Reviewed, Approved, Paid or Closed. */
export function RunStateBadge({ state }: { state: PayrollRunState }) {
  return <Badge tone={PAYROLL_RUN_STATE_TONES[state]}>{PAYROLL_RUN_STATE_LABELS[state]}</Badge>;
}
