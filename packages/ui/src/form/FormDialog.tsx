import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button, type ButtonProps } from '../components/Button';
import { Dialog, type DialogProps } from '../components/Dialog';
import { Form, FormError } from './Form';

export interface FormDialogProps<TFieldValues extends FieldValues> {
  /** What `useForm()` returned. */
  form: UseFormReturn<TFieldValues>;
  /** Runs with valid values; on success it calls `onClose`, on failure `showFailureInForm`. */
  onSubmit: SubmitHandler<TFieldValues>;
  /** Whether it shows (default true: mount it to open it). */
  open?: boolean;
  /** Closes the dialog (Cancel, Escape, the close button); ignored while submitting. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The form's accessible name (the title, when it is words). */
  label: string;
  /** The submit button's words ("Reject leave"). */
  submitLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  size?: DialogProps['size'];
  /** The form at full width (a large dialog's sections side by side). */
  wide?: boolean;
  /** The fields, under the form's error banner. */
  children: ReactNode;
}

/**
 * A dialog around one form: Cancel and the submit button in the footer, the form's failure on
 * top, and no way to close it while the form is submitting.
 */
export function FormDialog<TFieldValues extends FieldValues>({
  form,
  onSubmit,
  open = true,
  onClose,
  title,
  description,
  label,
  submitLabel,
  submitVariant = 'primary',
  size,
  wide,
  children,
}: FormDialogProps<TFieldValues>) {
  const { t } = useLingui();
  const formId = useId();
  const submitting = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      size={size}
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={title}
      description={description}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={label} wide={wide}>
        <FormError />
        {children}
      </Form>
    </Dialog>
  );
}
