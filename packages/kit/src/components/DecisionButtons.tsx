import { Button } from '@staffdesk/ui';
import type { Decision } from '../leave/leave';

export type DecisionButtonsProps = {
  /** The buttons' words, in the page's words ("Approve", "Reject"). */
  approveLabel: string;
  rejectLabel: string;
  /** Asks to approve or reject (the page confirms it in its dialog). */
  onDecide: (decision: Decision) => void;
  disabled?: boolean;
};

/** A waiting request's two small buttons in a table row: approve, then reject. */
export function DecisionButtons({
  approveLabel,
  rejectLabel,
  onDecide,
  disabled,
}: DecisionButtonsProps) {
  return (
    <>
      <Button size="sm" variant="primary" disabled={disabled} onClick={() => onDecide('approve')}>
        {approveLabel}
      </Button>
      <Button size="sm" variant="danger" disabled={disabled} onClick={() => onDecide('reject')}>
        {rejectLabel}
      </Button>
    </>
  );
}
