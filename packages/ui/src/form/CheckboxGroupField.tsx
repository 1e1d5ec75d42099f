import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';

export type CheckboxOption = {
  value: string;
  /** The checkbox's accessible name, e.g. the role's name. */
  label: string;
  /** Help under the label (the permission key, the role's description). */
  description?: ReactNode;
  /** This box cannot be ticked now: say why in its description. */
  disabled?: boolean;
};

export type CheckboxGroupFieldProps = {
  /** The form field holding the chosen values (a string array). */
  name: string;
  /** The group's legend. */
  legend: ReactNode;
  /** Help under the legend. */
  description?: ReactNode;
  options: CheckboxOption[];
  /** At least one must be chosen. */
  required?: boolean;
  /** The message when none is chosen (default "Choose at least one."). */
  requiredMessage?: string;
  disabled?: boolean;
  /** Lay the boxes out in columns. */
  columns?: boolean;
};

/**
 * A group of checkboxes that stores the checked values as an array (roles, section flags,
 * permissions), each box labelled so it can be found by its name. Several groups may share one
 * field (permissions by area): each changes only its own values.
 */
export function CheckboxGroupField({
  name,
  legend,
  description,
  options,
  required,
  requiredMessage,
  disabled,
  columns,
}: CheckboxGroupFieldProps) {
  const { t } = useLingui();
  const base = useId();
  const { field, fieldState } = useController({
    name,
    rules: required
      ? {
          validate: (value: unknown) =>
            (Array.isArray(value) && value.length > 0) ||
            (requiredMessage ?? t`Choose at least one.`),
        }
      : undefined,
  });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const errorId = `${base}-error`;
  const descriptionId = `${base}-description`;
  const error = fieldState.error?.message;

  const toggle = (value: string, checked: boolean) => {
    const mine = options.map((option) => option.value);
    const next = checked ? [...chosen, value] : chosen.filter((item) => item !== value);
    // Values of other groups on the same field stay; this group's keep the options' order.
    field.onChange([
      ...next.filter((item) => !mine.includes(item)),
      ...mine.filter((item) => next.includes(item)),
    ]);
  };

  return (
    <fieldset
      className="sd-form-section"
      aria-describedby={
        [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
        undefined
      }
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="sd-form-section__title">
        {legend}
        {required ? (
          <span className="sd-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="sd-field__description">
          {description}
        </p>
      ) : null}
      <div
        style={
          columns
            ? {
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
                gap: 'var(--sd-space-3)',
              }
            : { display: 'grid', gap: 'var(--sd-space-2)' }
        }
      >
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          const helpId = `${id}-help`;
          return (
            <div className="sd-check" key={option.value}>
              <input
                id={id}
                type="checkbox"
                className="sd-checkbox-input"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                disabled={option.disabled}
                aria-describedby={option.description ? helpId : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
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
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="sd-field__error" role="alert">
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
