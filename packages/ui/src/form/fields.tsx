import { useLingui } from '@lingui/react/macro';
import {
  type FocusEvent,
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { cx } from '../cx';
import { formatNumber, RUPIAH } from '../format';
import { type FieldBaseProps, FieldError, FieldShell, useField } from './Field';
import { PasswordInput } from './PasswordInput';

/** `register()` with our blur validation chained after react-hook-form's own onBlur. */
function useRegistered(props: FieldBaseProps) {
  const field = useField(props);
  const { register } = useFormContext();
  const registration = register(
    props.name,
    props.disabled === undefined ? field.rules : { ...field.rules, disabled: props.disabled },
  );
  const onBlur = async (event: FocusEvent<HTMLElement>) => {
    await registration.onBlur(event);
    field.validateOnBlur();
  };
  return { field, registration: { ...registration, onBlur } };
}

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'search' | 'time';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  maxLength?: number;
  readOnly?: boolean;
}

/** A one-line text input with its label, required marker, help and error. */
export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  readOnly,
  ...props
}: TextFieldProps) {
  const { field, registration } = useRegistered(props);
  return (
    <FieldShell field={field} {...props}>
      <input
        {...registration}
        {...field.aria}
        type={type}
        className="sd-input"
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
      />
    </FieldShell>
  );
}

export interface PasswordFieldProps extends FieldBaseProps {
  /** 'current-password' (default) to sign in, 'new-password' to set one. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide button. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { field, registration } = useRegistered(props);
  return (
    <FieldShell field={field} {...props}>
      <PasswordInput {...registration} {...field.aria} autoComplete={autoComplete} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: SelectOption[];
  /** A first, empty choice ("Choose a client…"); its value is ''. */
  placeholder?: string;
}

/** A drop-down choice (the native select: right on phones and for screen readers). */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { field, registration } = useRegistered(props);
  return (
    <FieldShell field={field} {...props}>
      <select {...registration} {...field.aria} className="sd-select">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

/** A multi-line text input. */
export function TextAreaField({ rows = 4, placeholder, maxLength, ...props }: TextAreaFieldProps) {
  const { field, registration } = useRegistered(props);
  return (
    <FieldShell field={field} {...props}>
      <textarea
        {...registration}
        {...field.aria}
        className="sd-textarea"
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
      />
    </FieldShell>
  );
}

/** A checkbox with its label at the right; stores a boolean. */
export function CheckboxField(props: FieldBaseProps) {
  const { t } = useLingui();
  const { field, registration } = useRegistered(props);
  const { label, required, description, className } = props;
  return (
    <div className={cx('sd-field', className)}>
      <div className="sd-check">
        <input {...registration} {...field.aria} type="checkbox" className="sd-checkbox-input" />
        <div>
          <label htmlFor={field.inputId} className="sd-check__label">
            {label}
            {required ? (
              <span className="sd-field__required" aria-hidden="true" title={t`required`}>
                {' '}
                *
              </span>
            ) : null}
          </label>
          {description ? (
            <p id={field.descriptionId} className="sd-field__description">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFieldProps extends FieldBaseProps {
  /** Earliest day, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest day, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * A calendar day, stored as 'YYYY-MM-DD' (no time, no zone shift); '' when empty. Uses the
 * browser's date picker, which is the best one on phones.
 */
export function DateField({ min, max, ...props }: DateFieldProps) {
  const { t } = useLingui();
  const userValidate = props.rules?.validate;
  const { field, registration } = useRegistered({
    ...props,
    rules: {
      ...props.rules,
      validate: {
        date: (value: unknown) =>
          value == null || value === '' || (typeof value === 'string' && DATE_ONLY.test(value))
            ? true
            : t`Enter a valid date.`,
        ...(typeof userValidate === 'function' ? { custom: userValidate } : userValidate),
      },
    },
  });
  return (
    <FieldShell field={field} {...props}>
      <input
        {...registration}
        {...field.aria}
        type="date"
        className="sd-input"
        min={min}
        max={max}
      />
    </FieldShell>
  );
}

export interface MoneyFieldProps extends FieldBaseProps {
  placeholder?: string;
  /** Accept amounts below zero (default false). */
  allowNegative?: boolean;
  /** The currency shown before the input (default "Rp"). */
  prefix?: ReactNode;
}

function parseAmount(text: string, allowNegative: boolean): number | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  const negative = allowNegative && text.trim().startsWith('-');
  const amount = Number(digits);
  return negative ? -amount : amount;
}

/**
 * An amount in whole rupiah: shows `Rp` and thousands dots while typing (`5.000.000`), stores an
 * integer (or null when empty).
 */
export function MoneyField({
  placeholder,
  allowNegative = false,
  prefix = RUPIAH,
  ...props
}: MoneyFieldProps) {
  const { t } = useLingui();
  const userValidate = props.rules?.validate;
  const field = useField(props);
  const { field: control } = useController({
    name: props.name,
    disabled: props.disabled,
    rules: {
      ...field.rules,
      validate: {
        integer: (value: unknown) =>
          value == null || (typeof value === 'number' && Number.isSafeInteger(value))
            ? true
            : t`Enter an amount in whole rupiah.`,
        ...(typeof userValidate === 'function' ? { custom: userValidate } : userValidate),
      },
    },
  });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caretFromEnd = useRef<number | null>(null);
  const value: unknown = control.value;
  const [negativeDraft, setNegativeDraft] = useState(false);
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? formatNumber(value)
      : negativeDraft
        ? '-'
        : '';

  // Keep the caret where it was relative to the end after dots are added or removed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || caretFromEnd.current === null || document.activeElement !== input) return;
    const position = Math.max(0, input.value.length - caretFromEnd.current);
    input.setSelectionRange(position, position);
    caretFromEnd.current = null;
  });

  return (
    <FieldShell field={field} {...props}>
      <div className="sd-input-group">
        <span className="sd-input-group__prefix" aria-hidden="true">
          {prefix}
        </span>
        <input
          {...field.aria}
          ref={(element) => {
            inputRef.current = element;
            control.ref(element);
          }}
          name={control.name}
          disabled={control.disabled}
          type="text"
          inputMode={allowNegative ? 'text' : 'numeric'}
          autoComplete="off"
          className="sd-input sd-input--money"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            const input = event.target;
            caretFromEnd.current =
              input.value.length - (input.selectionStart ?? input.value.length);
            const amount = parseAmount(input.value, allowNegative);
            setNegativeDraft(allowNegative && amount === null && input.value.trim() === '-');
            control.onChange(amount);
          }}
          onBlur={() => {
            control.onBlur();
            setNegativeDraft(false);
            field.validateOnBlur();
          }}
        />
      </div>
    </FieldShell>
  );
}
