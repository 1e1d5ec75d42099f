import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { get, type RegisterOptions, useFormContext, useFormState } from 'react-hook-form';
import { FieldError, type FieldIds, FieldShell, useFieldIds } from './FieldShell';
import { useFormOptions } from './Form';

export { FieldError, FieldShell };

/** Props every form field takes. */
export interface FieldBaseProps {
  /** The field's path in the form values ('email', 'address.city'). */
  name: string;
  label: ReactNode;
  /** Marks the label and adds a "… is required." rule. */
  required?: boolean;
  /** The message when a required field is empty (default "<label> is required."). */
  requiredMessage?: string;
  /** Help under the label. */
  description?: ReactNode;
  disabled?: boolean;
  /** More react-hook-form rules (pattern, minLength, validate…). */
  rules?: RegisterOptions;
  className?: string;
}

export interface FieldState extends FieldIds {
  rules: RegisterOptions;
  /** Call from the control's onBlur: validates the field unless it carries a server error. */
  validateOnBlur: () => void;
}

/** Wires one field: ids, ARIA, its error from `formState.errors` and its rules. */
export function useField({
  name,
  label,
  required,
  requiredMessage,
  description,
  rules,
}: FieldBaseProps): FieldState {
  const { t } = useLingui();
  const { trigger, getFieldState } = useFormContext();
  const { errors } = useFormState({ name });
  const { validateOnBlur: blurValidation } = useFormOptions();
  const error = get(errors, name) as { message?: unknown } | undefined;
  const message = error && typeof error.message === 'string' ? error.message : undefined;
  const ids = useFieldIds({ description, error: message, required });
  const labelText = typeof label === 'string' ? label : name;
  return {
    ...ids,
    rules: {
      ...(required ? { required: requiredMessage ?? t`${labelText} is required.` } : {}),
      ...rules,
    },
    validateOnBlur: () => {
      if (!blurValidation) return;
      if (getFieldState(name).error?.type === 'server') return;
      void trigger(name);
    },
  };
}
