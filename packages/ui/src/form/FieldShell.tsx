import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { AlertCircleIcon } from '../components/icons';
import { cx } from '../cx';

/**
 * A field's frame without a form library: label, control, help and error, tied together by ids and
 * ARIA. The react-hook-form fields build on it; a light page (sign-in, a public link) uses it with
 * plain React state, so it need not load a form library.
 */
export interface FieldIds {
  inputId: string;
  /** Spread on the control: id, aria-invalid, aria-describedby, aria-required. */
  aria: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  };
  error: string | undefined;
  descriptionId: string;
  errorId: string;
}

/** The ids and ARIA of one field, given whether it has help, an error, and is required. */
export function useFieldIds({
  description,
  error,
  required,
}: {
  description?: ReactNode;
  error?: string;
  required?: boolean;
}): FieldIds {
  const base = useId();
  const inputId = `${base}-input`;
  const descriptionId = `${base}-description`;
  const errorId = `${base}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    inputId,
    descriptionId,
    errorId,
    error,
    aria: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required || undefined,
    },
  };
}

export interface FieldShellProps {
  field: FieldIds;
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
