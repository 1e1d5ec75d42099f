import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  type Decision,
  type LeaveRequest,
  leaveDates,
  useDecideLeave,
  workingDaysText,
} from '@staffdesk/kit';
import { FormDialog, showFailureInForm, TextAreaField, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';

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
  const { t } = useLingui();
  const { toast } = useToast();
  const decide = useDecideLeave();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const name = request.employee.fullName;
  const pic = onBehalfOf ?? '';
  const approving = decision === 'approve';
  const { typeName } = request;
  const dates = leaveDates(request);
  const days = workingDaysText(request.workingDays);
  const summary = t`${typeName}, ${dates}, ${days}.`;
  let title: string;
  if (onBehalfOf) {
    title = approving
      ? t`Decide for the PIC: approve ${name}’s leave?`
      : t`Decide for the PIC: reject ${name}’s leave?`;
  } else {
    title = approving ? t`Approve ${name}’s leave?` : t`Reject ${name}’s leave?`;
  }

  async function onSubmit({ comment }: { comment: string }) {
    try {
      await decide.mutateAsync({
        id: request.id,
        decision,
        comment: comment.trim() || undefined,
        onBehalfOfPic: onBehalfOf !== null,
      });
      toast({
        tone: 'success',
        title: approving ? t`Leave approved` : t`Leave rejected`,
        description: onBehalfOf
          ? t`${name}’s leave, recorded on behalf of ${pic}.`
          : t`${name} is told by email.`,
      });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['comment']);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      size="sm"
      title={title}
      description={
        onBehalfOf
          ? t`${summary} The step waits for ${pic}; your decision is recorded on their behalf.`
          : summary
      }
      label={approving ? t`Approve the leave` : t`Reject the leave`}
      submitLabel={
        onBehalfOf
          ? approving
            ? t`Approve for the PIC`
            : t`Reject for the PIC`
          : approving
            ? t`Approve leave`
            : t`Reject leave`
      }
      submitVariant={approving ? 'primary' : 'danger'}
    >
      <TextAreaField
        name="comment"
        label={t`Comment`}
        required={decision === 'reject'}
        requiredMessage={t`Say why, so the employee understands.`}
        rows={3}
        maxLength={1000}
      />
    </FormDialog>
  );
}
