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
  const formId = useId();
  const { toast } = useToast();
  const decide = useDecideLeave();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const submitting = form.formState.isSubmitting;
  const name = request.employee.fullName;
  const verb = decision === 'approve' ? 'Approve' : 'Reject';

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
        title: decision === 'approve' ? 'Leave approved' : 'Leave rejected',
        description: onBehalfOf
          ? `${name}’s leave, recorded on behalf of ${onBehalfOf}.`
          : `${name} is told by email.`,
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
      title={
        onBehalfOf
          ? `Decide for the PIC: ${verb.toLowerCase()} ${name}’s leave?`
          : `${verb} ${name}’s leave?`
      }
      description={`${request.typeName}, ${leaveDates(request)}, ${workingDaysText(request.workingDays)}.${
        onBehalfOf
          ? ` The step waits for ${onBehalfOf}; your decision is recorded on their behalf.`
          : ''
      }`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={decision === 'approve' ? 'primary' : 'danger'}
            loading={submitting}
          >
            {onBehalfOf ? `${verb} for the PIC` : `${verb} leave`}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={`${verb} the leave`}>
        <FormError />
        <TextAreaField
          name="comment"
          label="Comment"
          required={decision === 'reject'}
          requiredMessage="Say why, so the employee understands."
          rows={3}
          maxLength={1000}
        />
      </Form>
    </Dialog>
  );
}
