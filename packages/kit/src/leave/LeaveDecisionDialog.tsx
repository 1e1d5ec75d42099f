import { useLingui } from '@lingui/react/macro';
import { describeFailure, useCatalogs } from '@staffdesk/core';
import { FormDialog, showFailureInForm, TextAreaField, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { kitLeaveCatalog } from '../locales/pages/leave/catalog';
import { type Decision, type LeaveRequest, leaveDates, workingDaysText } from './leave';

export type LeaveDecisionDialogProps = {
  request: LeaveRequest;
  decision: Decision;
  /** Sends the decision, with the comment when one is written (trimmed). */
  send: (body: { comment?: string }) => Promise<unknown>;
  onClose: () => void;
  /**
   * Who decides: the employee's line manager (`manager`: an approval may go on to the next
   * approver), or HR (`hr`, the default), for a PIC's step on the PIC's behalf (`onBehalfOf`).
   */
  decider?: 'manager' | 'hr';
  /** The PIC whose step HR decides on their behalf; null (or left out) for HR's own step. */
  onBehalfOf?: string | null;
};

/**
 * Approves or rejects a leave request after confirming, with a comment (required to reject); the
 * toast says who hears of it. For a PIC's step, "Decide for the PIC": the decision is recorded on
 * the PIC's behalf. Loads its own words (nothing shows until they are in).
 */
export function LeaveDecisionDialog(props: LeaveDecisionDialogProps) {
  const ready = useCatalogs(kitLeaveCatalog);
  return ready ? <DecisionForm {...props} /> : null;
}

function DecisionForm({
  request,
  decision,
  send,
  onClose,
  decider = 'hr',
  onBehalfOf = null,
}: LeaveDecisionDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const name = request.employee.fullName;
  const pic = onBehalfOf ?? '';
  const approving = decision === 'approve';
  const manager = decider === 'manager';
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
  let told: string;
  if (manager) {
    told = approving
      ? t`${name}’s request goes on to its next approver, or ${name} is told by email.`
      : t`${name} is told by email, with your reason.`;
  } else {
    told = onBehalfOf
      ? t`${name}’s leave, recorded on behalf of ${pic}.`
      : t`${name} is told by email.`;
  }

  async function onSubmit({ comment }: { comment: string }) {
    try {
      const reason = comment.trim();
      await send(reason ? { comment: reason } : {});
      toast({
        tone: 'success',
        title: approving ? t`Leave approved` : t`Leave rejected`,
        description: told,
      });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['comment']);
    }
  }

  let submitLabel: string;
  if (onBehalfOf) submitLabel = approving ? t`Approve for the PIC` : t`Reject for the PIC`;
  else submitLabel = approving ? t`Approve leave` : t`Reject leave`;

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
      submitLabel={submitLabel}
      submitVariant={approving ? 'primary' : 'danger'}
    >
      <TextAreaField
        name="comment"
        label={t`Comment`}
        required={!approving}
        requiredMessage={
          manager
            ? t`Say why you reject, so the employee understands.`
            : t`Say why, so the employee understands.`
        }
        rows={3}
        maxLength={1000}
      />
    </FormDialog>
  );
}
