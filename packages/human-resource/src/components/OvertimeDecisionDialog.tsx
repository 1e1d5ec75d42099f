import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  OVERTIME_DAY_TYPE_LABELS,
  type OvertimeDecision,
  overtimeTimes,
  workedHoursText,
} from '@staffdesk/kit';
import { ConfirmDialog, formatDate, useToast } from '@staffdesk/ui';
import { useRef, useState } from 'react';
import type { OvertimeRequest } from '../hooks/types';
import { useDecideOvertimeRequest } from '../hooks/useOvertime';
import { ReasonDialog } from './ReasonDialog';

export type OvertimeDecisionDialogProps = {
  request: OvertimeRequest;
  decision: OvertimeDecision;
  onClose: () => void;
};

/**
 * Approves or rejects a waiting overtime request after a confirmation (an alert dialog). When
 * the request waits for a client approver, HR's decision is recorded on the approver's behalf.
 * Rejecting asks for the reason first (required; the employee reads it). When someone decided it
 * first (409), says so and closes: the list is read again.
 */
export function OvertimeDecisionDialog({
  request,
  decision,
  onClose,
}: OvertimeDecisionDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const decide = useDecideOvertimeRequest();
  const [comment, setComment] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set when the reason is given: the reason dialog then closes into the confirmation.
  const reasonGiven = useRef(false);
  const approving = decision === 'approve';
  const name = request.employee.fullName;
  const date = formatDate(request.date);
  const hours = workedHoursText(request.minutes);
  const range = overtimeTimes(request);
  const dayType = OVERTIME_DAY_TYPE_LABELS[request.dayType];
  const summary = t`${hours}, ${range}, ${dayType}.`;
  const approver = request.approverName ?? request.approverEmail;

  if (!approving && comment === null) {
    return (
      <ReasonDialog
        title={t`Reject ${name}’s overtime on ${date}?`}
        description={t`${summary} Say why: ${name} reads it.`}
        formLabel={t`Reject the overtime`}
        submitLabel={t`Continue`}
        field="comment"
        maxLength={1000}
        requiredMessage={t`Say why you reject it.`}
        onSend={async (reason) => {
          reasonGiven.current = true;
          setComment(reason);
        }}
        onClose={() => {
          if (!reasonGiven.current) onClose();
        }}
      />
    );
  }

  async function confirm() {
    setError(null);
    try {
      await decide.mutateAsync({
        id: request.id,
        decision,
        ...(approving ? {} : { comment }),
      });
      toast({
        tone: 'success',
        title: approving ? t`Overtime approved` : t`Overtime rejected`,
        description: approver
          ? t`${name}’s overtime on ${date}, recorded on behalf of ${approver}.`
          : t`${name} is told by email.`,
      });
    } catch (caught) {
      const failure = describeFailure(caught);
      if (failure.status === 409) {
        toast({ tone: 'error', title: t`Already decided`, description: failure.message });
        onClose();
        return;
      }
      setError(failure.fields.comment ?? failure.message);
      throw caught;
    }
  }

  let title: string;
  if (approver) {
    title = approving
      ? t`Approve ${name}’s overtime on ${approver}’s behalf?`
      : t`Reject ${name}’s overtime on ${approver}’s behalf?`;
  } else {
    title = approving ? t`Approve ${name}’s overtime?` : t`Reject ${name}’s overtime?`;
  }
  const reason = comment ?? '';
  const what = approver
    ? t`${date}: ${summary} It waits for ${approver}; your decision is recorded on the approver’s behalf, and ${name} is told by email.`
    : t`${date}: ${summary} ${name} is told by email.`;

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={approving ? what : t`${what} Reason: “${reason}”`}
      confirmLabel={approving ? t`Approve overtime` : t`Reject overtime`}
      destructive={!approving}
      error={error}
      onConfirm={confirm}
    />
  );
}
