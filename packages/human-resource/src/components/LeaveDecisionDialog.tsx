import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  type Decision,
  type LeaveRequest,
  leaveDates,
  useDecideLeave,
  workingDaysText,
} from '@staffdesk/kit';
import {
  Button,
  Dialog,
  Form,
  FormError,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useId } from 'react';
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
  const formId = useId();
  const { toast } = useToast();
  const decide = useDecideLeave();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const submitting = form.formState.isSubmitting;
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
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={title}
      description={
        onBehalfOf
          ? t`${summary} The step waits for ${pic}; your decision is recorded on their behalf.`
          : summary
      }
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={decision === 'approve' ? 'primary' : 'danger'}
            loading={submitting}
          >
            {onBehalfOf
              ? approving
                ? t`Approve for the PIC`
                : t`Reject for the PIC`
              : approving
                ? t`Approve leave`
                : t`Reject leave`}
          </Button>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        id={formId}
        aria-label={approving ? t`Approve the leave` : t`Reject the leave`}
      >
        <FormError />
        <TextAreaField
          name="comment"
          label={t`Comment`}
          required={decision === 'reject'}
          requiredMessage={t`Say why, so the employee understands.`}
          rows={3}
          maxLength={1000}
        />
      </Form>
    </Dialog>
  );
}
