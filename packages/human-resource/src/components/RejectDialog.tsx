import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
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
import type { ChangeRequest } from '../hooks/types';
import { useRejectChangeRequest } from '../hooks/useChangeRequests';
import { CHANGE_REQUEST_PHRASE } from '../lib/labels';

export type RejectDialogProps = {
  request: ChangeRequest;
  employeeName: string;
  onClose: () => void;
};

/** Rejects a change request; the reason is required and reaches the employee. */
export function RejectDialog({ request, employeeName, onClose }: RejectDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const { toast } = useToast();
  const reject = useRejectChangeRequest();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submitting = form.formState.isSubmitting;
  const what = CHANGE_REQUEST_PHRASE[request.kind];

  async function onSubmit({ reason }: { reason: string }) {
    try {
      await reject.mutateAsync({
        params: { path: { id: request.id } },
        body: { reason: reason.trim() },
      });
      toast({
        tone: 'success',
        title: t`Request rejected`,
        description: t`${employeeName}’s ${what} change stays as it was.`,
      });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['reason']);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={t`Reject ${employeeName}’s ${what} change?`}
      description={t`Nothing changes on their record. They see your reason and may ask again.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={submitting}>
            <Trans>Reject request</Trans>
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={t`Reject the request`}>
        <FormError />
        <TextAreaField
          name="reason"
          label={t`Reason`}
          required
          requiredMessage={t`Say why, so the employee can correct it.`}
          rows={3}
          maxLength={500}
          rules={{
            validate: (value: unknown) =>
              String(value ?? '').trim() !== '' || t`Say why, so the employee can correct it.`,
          }}
        />
      </Form>
    </Dialog>
  );
}
