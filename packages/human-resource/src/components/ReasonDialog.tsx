import { useLingui } from '@lingui/react/macro';
import { describeFailure, type Failure } from '@staffdesk/core';
import { FormDialog, showFailureInForm, TextAreaField } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

export type ReasonDialogProps = {
  title: string;
  description: string;
  /** The form's accessible name: "Reject the request". */
  formLabel: string;
  /** The danger button: "Reject request". */
  submitLabel: ReactNode;
  /** The field as the server names it in its errors (`reason`, `comment`). */
  field: string;
  maxLength: number;
  /** What an empty reason says (default: the employee is told why, so they can correct it). */
  requiredMessage?: string;
  /** Sends the reason (trimmed); throws what the server answered. */
  onSend: (reason: string) => Promise<void>;
  /** A failure the caller deals with itself (e.g. someone decided first): true closes the dialog. */
  onFailure?: (failure: Failure) => boolean;
  onClose: () => void;
};

/**
 * Rejecting something an employee asked for (or reopening what was approved): a required reason
 * they will read, sent by `onSend`; the server's objections appear by the field. Closes once sent.
 */
export function ReasonDialog({
  title,
  description,
  formLabel,
  submitLabel,
  field,
  maxLength,
  requiredMessage,
  onSend,
  onFailure,
  onClose,
}: ReasonDialogProps) {
  const { t } = useLingui();
  const form = useForm<Record<string, string>>({ defaultValues: { [field]: '' } });
  const emptyMessage = requiredMessage ?? t`Say why, so the employee can correct it.`;

  async function onSubmit(values: Record<string, string>) {
    try {
      await onSend((values[field] ?? '').trim());
      onClose();
    } catch (error) {
      const failure = describeFailure(error);
      if (onFailure?.(failure)) {
        onClose();
        return;
      }
      showFailureInForm(form, failure, [field]);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      size="sm"
      title={title}
      description={description}
      label={formLabel}
      submitLabel={submitLabel}
      submitVariant="danger"
    >
      <TextAreaField
        name={field}
        label={t`Reason`}
        required
        requiredMessage={emptyMessage}
        rows={3}
        maxLength={maxLength}
        rules={{
          validate: (value: unknown) => String(value ?? '').trim() !== '' || emptyMessage,
        }}
      />
    </FormDialog>
  );
}
