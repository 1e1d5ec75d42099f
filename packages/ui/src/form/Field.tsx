import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { get, type RegisterOptions, useFormContext, useFormState } from 'react-hook-form';
import { AlertCircleIcon } from '../components/icons';
import { cx } from '../cx';
import { useFormOptions } from './Form';

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

export interface FieldState {
  inputId: string;
  /** Spread on the control: id, aria-invalid, aria-describedby, aria-required. */
  aria: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  };
  error: string | undefined;
  rules: RegisterOptions;
  /** Call from the control's onBlur: validates the field unless it carries a server error. */
  validateOnBlur: () => void;
  descriptionId: string;
  errorId: string;
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
  const base = useId();
  const { trigger, getFieldState } = useFormContext();
  const { errors } = useFormState({ name });
  const { validateOnBlur: blurValidation } = useFormOptions();
  const error = get(errors, name) as { message?: unknown } | undefined;
  const message = error && typeof error.message === 'string' ? error.message : undefined;
  const inputId = `${base}-input`;
  const descriptionId = `${base}-description`;
  const errorId = `${base}-error`;
  const describedBy = [description ? descriptionId : null, message ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const labelText = typeof label === 'string' ? label : name;
  return {
    inputId,
    descriptionId,
    errorId,
    error: message,
    aria: {
      id: inputId,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required || undefined,
    },
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

export interface FieldShellProps {
  field: FieldState;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of a field: label above with the required marker, the control, help, the error. */
export function FieldShell({
  field,
  label,
  required,
  description,
  className,
  children,
}: FieldShellProps) {
  const { t } = useLingui();
  return (
    <div className={cx('sd-field', className)}>
      <label htmlFor={field.inputId} className="sd-field__label">
        {label}
        {required ? (
          <span className="sd-field__required" aria-hidden="true" title={t`required`}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {description ? (
        <p id={field.descriptionId} className="sd-field__description">
          {description}
        </p>
      ) : null}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="sd-field__error">
      <AlertCircleIcon />
      <span>{message}</span>
    </p>
  );
}
