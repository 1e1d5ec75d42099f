import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  CheckboxField,
  FormRow,
  formatMoney,
  Inline,
  MoneyField,
  SelectField,
  TextField,
} from '@staffdesk/ui';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { optionsOf } from '../labels/labels';
import { SALARY_COMPONENT_KIND_LABELS, type SalaryComponentKind } from './salary-data';

/** One component as the form holds it (the amount is null while empty). */
export type SalaryComponentValues = {
  name: string;
  kind: SalaryComponentKind;
  amount: number | null;
  taxable: boolean;
};

/** What a new row starts as: a taxable fixed allowance. */
export const EMPTY_COMPONENT: SalaryComponentValues = {
  name: '',
  kind: 'fixed-allowance',
  amount: null,
  taxable: true,
};

/** The form fields of the component rows, for the server's field errors (`components.0.name`). */
export function componentFields(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    ['name', 'kind', 'amount', 'taxable'].map((field) => `components.${index}.${field}`),
  ).flat();
}

/** The most components the server takes. */
const MAX_COMPONENTS = 30;

type ComponentsForm = { components: SalaryComponentValues[] };

function ComponentRow({
  index,
  onRemove,
  readOnly,
}: {
  index: number;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const legendId = useId();
  const name = useWatch<ComponentsForm>({ name: `components.${index}.name` }) as string;
  const number = index + 1;
  const trimmed = name.trim();
  return (
    <fieldset className="sd-form-section" aria-labelledby={legendId}>
      <legend id={legendId} className="sd-field__label">
        {t`Component ${number}`}
      </legend>
      <FormRow>
        <TextField
          name={`components.${index}.name`}
          label={t({ message: 'Name', context: 'a salary component' })}
          required
          requiredMessage={t`Name the component, e.g. Transport allowance.`}
          maxLength={100}
          autoComplete="off"
        />
        <SelectField
          name={`components.${index}.kind`}
          label={t({ message: 'Kind', context: 'a salary component' })}
          options={optionsOf(SALARY_COMPONENT_KIND_LABELS)}
        />
        <MoneyField
          name={`components.${index}.amount`}
          label={t({ message: 'Amount a month', context: 'a salary component' })}
          required
          requiredMessage={t`Enter the amount a month.`}
          rules={{
            validate: (value: unknown) =>
              (typeof value === 'number' && value > 0) || t`Enter an amount above Rp 0.`,
          }}
        />
      </FormRow>
      <Inline justify="between">
        <CheckboxField
          name={`components.${index}.taxable`}
          label={t({ message: 'Taxable', context: 'a salary component counts toward PPh 21' })}
        />
        {readOnly ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={
              trimmed ? t`Remove component ${number} (${trimmed})` : t`Remove component ${number}`
            }
          >
            <Trans>Remove</Trans>
          </Button>
        )}
      </Inline>
    </fieldset>
  );
}

/**
 * The components of a salary as rows (react-hook-form's `useFieldArray` on `components`): a name,
 * the kind (fixed or variable allowance, or deduction), the amount a month and whether it is
 * taxable; rows are added and removed here, and the month's totals follow under them.
 */
export function SalaryComponentsField({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const { control } = useFormContext<ComponentsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'components', keyName: 'key' });
  const components = (useWatch({ control, name: 'components' }) ?? []) as SalaryComponentValues[];
  const sum = (kind: SalaryComponentKind) =>
    components
      .filter((component) => component.kind === kind)
      .reduce((total, component) => total + (component.amount ?? 0), 0);
  const fixed = formatMoney(sum('fixed-allowance'));
  const variable = formatMoney(sum('variable-allowance'));
  const deductions = formatMoney(sum('deduction'));

  return (
    <section className="sd-form-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="sd-form-section__title" style={{ margin: 0 }}>
        <Trans>Allowances and deductions</Trans>
      </h3>
      <p className="sd-field__description">
        <Trans>
          Fixed allowances are paid every month whatever the attendance; variable ones follow the
          days worked. Deductions are taken from the pay every month.
        </Trans>
      </p>
      {fields.length === 0 ? (
        <p className="sd-text-muted">
          <Trans>No allowances or deductions: the base salary only.</Trans>
        </p>
      ) : null}
      {fields.map((field, index) => (
        <ComponentRow
          key={field.key}
          index={index}
          readOnly={readOnly}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length > 0 ? (
        <p className="sd-text-muted sd-num" aria-live="polite">
          {t`A month: fixed allowances ${fixed} · variable allowances ${variable} · deductions ${deductions}`}
        </p>
      ) : null}
      {readOnly || fields.length >= MAX_COMPONENTS ? null : (
        <div>
          <Button onClick={() => append({ ...EMPTY_COMPONENT })}>
            <Trans>Add component</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
