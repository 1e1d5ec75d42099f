import {
  type Decision,
  LeaveDecisionDialog as DecisionDialog,
  type LeaveRequest,
  useDecideLeave,
} from '@staffdesk/kit';

export type LeaveDecisionDialogProps = {
  request: LeaveRequest;
  decision: Decision;
  /** The PIC whose step HR decides on their behalf; null for the HR step. */
  onBehalfOf: string | null;
  onClose: () => void;
};

/**
 * Approves or rejects a leave request with a comment (required to reject). For a PIC's step,
 * "Decide for the PIC": the decision is recorded on the PIC's behalf.
 */
export function LeaveDecisionDialog({
  request,
  decision,
  onBehalfOf,
  onClose,
}: LeaveDecisionDialogProps) {
  const decide = useDecideLeave();
  return (
    <DecisionDialog
      request={request}
      decision={decision}
      onBehalfOf={onBehalfOf}
      onClose={onClose}
      send={(body) =>
        decide.mutateAsync({
          id: request.id,
          decision,
          ...body,
          onBehalfOfPic: onBehalfOf !== null,
        })
      }
    />
  );
}
