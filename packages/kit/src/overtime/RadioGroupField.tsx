import { Stack } from '@staffdesk/ui';
import { type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';

export type RadioOption<Value extends string> = {
  value: Value;
  /** The radio's accessible name. */
  label: string;
  /** Help under the label: what choosing it means. */
  description?: ReactNode;
};

/**
 * A radio group's options: each value's words from a table of labels, with its line of help, in
 * the order the help is written.
 */
export function radioOptionsOf<Value extends string>(
  labels: Readonly<Record<Value, string>>,
  help: Readonly<Record<Value, ReactNode>>,
): RadioOption<Value>[] {
  return (Object.keys(help) as Value[]).map((value) => ({
    value,
    label: labels[value],
    description: help[value],
  }));
}

export type RadioGroupFieldProps<Value extends string> = {
  /** The form field holding the chosen value. */
  name: string;
  /** The group's legend. */
  legend: ReactNode;
  options: RadioOption<Value>[];
  /** Shown under the chosen option: the fields that choice needs. */
  details?: ReactNode;
};

/**
 * One choice of a few, each with a line of help (a radio group in a fieldset, so it reads as
 * one question); what the chosen option needs shows right under it.
 */
export function RadioGroupField<Value extends string>({
  name,
  legend,
  options,
  details,
}: RadioGroupFieldProps<Value>) {
  const base = useId();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  const errorId = `${base}-error`;
  return (
    <fieldset
      className="sd-form-section"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sd-form-section__title">{legend}</legend>
      <Stack gap={3}>
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          const helpId = `${id}-help`;
          const checked = field.value === option.value;
          return (
            <Stack gap={3} key={option.value}>
              <div className="sd-check">
                <input
                  id={id}
                  type="radio"
                  className="sd-checkbox-input"
                  name={field.name}
                  value={option.value}
                  checked={checked}
                  aria-describedby={option.description ? helpId : undefined}
                  onChange={() => field.onChange(option.value)}
                  onBlur={field.onBlur}
                  ref={checked || (index === 0 && !field.value) ? field.ref : undefined}
                />
                <div>
                  <label htmlFor={id} className="sd-check__label">
                    {option.label}
                  </label>
                  {option.description ? (
                    <p id={helpId} className="sd-field__description">
                      {option.description}
                    </p>
                  ) : null}
                </div>
              </div>
              {checked && details ? (
                <div className="sd-form-section" style={{ paddingLeft: 'var(--sd-space-6)' }}>
                  {details}
                </div>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {error ? (
        <p id={errorId} className="sd-field__error" role="alert">
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
