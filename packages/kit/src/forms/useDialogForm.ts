import { describeFailure } from '@staffdesk/core';
import {
  type FormDialogProps,
  showFailureInForm,
  type ToastOptions,
  useToast,
} from '@staffdesk/ui';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';

export type UseDialogFormOptions<TValues extends FieldValues> = {
  /** The dialog's `open` and `onOpenChange`: it closes once the values are sent. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's values when it opens, and again after it is sent or closed. */
  empty: TValues;
  /** The fields a server's field errors may name; its other errors show above the form. */
  fields: readonly string[];
  /** Maps the server's field path to the form's (`startsAt` → `date`). */
  fieldOf?: (serverField: string) => string;
  /** Sends the values and says what to toast (a success unless it says otherwise). */
  send: (values: TValues) => Promise<ToastOptions>;
};

export type DialogForm<TValues extends FieldValues> = {
  form: UseFormReturn<TValues>;
  /** ui's `FormDialog` props for the form: spread them on it (`<FormDialog {...dialog} …>`). */
  dialog: Pick<FormDialogProps<TValues>, 'form' | 'onSubmit' | 'open' | 'onClose'>;
};

/**
 * The form of a dialog that creates something (ui's `FormDialog`): sent, it toasts what `send`
 * says, empties and closes; refused (`send` throws), the server's field errors show beside their
 * fields and its message above them; closed, it empties, and it does not close while sending.
 */
export function useDialogForm<TValues extends FieldValues>({
  open,
  onOpenChange,
  empty,
  fields,
  fieldOf,
  send,
}: UseDialogFormOptions<TValues>): DialogForm<TValues> {
  const { toast } = useToast();
  const form = useForm<TValues>({ defaultValues: empty as DefaultValues<TValues> });
  const submitting = form.formState.isSubmitting;

  async function onSubmit(values: TValues) {
    try {
      toast({ tone: 'success', ...(await send(values)) });
      form.reset(empty);
      onOpenChange(false);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), fields, fieldOf);
    }
  }

  const onClose = () => {
    if (submitting) return;
    form.reset(empty);
    onOpenChange(false);
  };

  return { form, dialog: { form, onSubmit, open, onClose } };
}
