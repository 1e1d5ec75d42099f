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
import type { AttendanceCorrection } from '../hooks/types';
import { useDecideAttendanceCorrection } from '../hooks/useAttendanceCorrections';
import { workDayLabel } from '../lib/attendance';

export type CorrectionRejectDialogProps = {
  correction: AttendanceCorrection;
  onClose: () => void;
};

/**
 * Rejects an attendance correction; the reason is required and reaches the employee. When someone
 * decided it first (409), says so and closes: the list is read again.
 */
export function CorrectionRejectDialog({ correction, onClose }: CorrectionRejectDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const { toast } = useToast();
  const decide = useDecideAttendanceCorrection();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const submitting = form.formState.isSubmitting;
  const name = correction.employeeName;
  const day = workDayLabel(correction.workDate);

  async function onSubmit({ comment }: { comment: string }) {
    try {
      await decide.mutateAsync({ id: correction.id, decision: 'reject', comment: comment.trim() });
      toast({
        tone: 'success',
        title: t`Correction rejected`,
        description: t`${name}’s attendance on ${day} stays as it was.`,
      });
      onClose();
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.status === 409) {
        toast({ tone: 'error', title: t`Already decided`, description: failure.message });
        onClose();
        return;
      }
      showFailureInForm(form, failure, ['comment']);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={t`Reject ${name}’s correction for ${day}?`}
      description={t`Their attendance stays as it was. They see your reason and may ask again.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={submitting}>
            <Trans>Reject correction</Trans>
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={t`Reject the correction`}>
        <FormError />
        <TextAreaField
          name="comment"
          label={t`Reason`}
          required
          requiredMessage={t`Say why, so the employee can correct it.`}
          rows={3}
          maxLength={1000}
          rules={{
            validate: (value: unknown) =>
              String(value ?? '').trim() !== '' || t`Say why, so the employee can correct it.`,
          }}
        />
      </Form>
    </Dialog>
  );
}
