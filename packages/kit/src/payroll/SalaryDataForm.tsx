import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  CheckboxField,
  Form,
  FormActions,
  FormError,
  FormSection,
  formatMoney,
  MoneyField,
  SelectField,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useForm, useWatch } from 'react-hook-form';
import { useUnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { monthYearLabel, shiftMonth, thisMonthInJakarta } from '../lib/months';
import { RadioGroupField, radioOptionsOf } from '../overtime/RadioGroupField';
import {
  componentFields,
  SalaryComponentsField,
  type SalaryComponentValues,
} from './SalaryComponentsField';
import {
  BPJS_PROGRAMME_LABELS,
  BPJS_PROGRAMMES,
  type BpjsEnrolment,
  type EmployeeSalaryData,
  JKK_RISK_CLASSES,
  type JkkRiskClass,
  jkkRiskClassText,
  type SalaryData,
  type SalaryDataBody,
} from './salary-data';
import { TAX_METHOD_LABELS, type TaxMethod } from './tax-methods';
import { useSaveSalaryData } from './useSalaryData';

/** The tax method as the radio holds it: the client's default, or one of the employee's own. */
type TaxMethodChoice = 'client-default' | TaxMethod;

export type SalaryDataValues = {
  /** The month the data applies from, `YYYY-MM`. */
  effectiveFrom: string;
  baseSalary: number | null;
  components: SalaryComponentValues[];
  bpjs: BpjsEnrolment;
  /** The JKK risk class, '1' to '5'. */
  jkkRiskClass: string;
  taxMethod: TaxMethodChoice;
  taxIdActive: boolean;
};

const FIXED_FIELDS = [
  'effectiveFrom',
  'baseSalary',
  ...BPJS_PROGRAMMES.map((programme) => `bpjs.${programme}`),
  'jkkRiskClass',
  'taxMethod',
  'taxIdActive',
];

/** The form's values of a version of salary data (or the placement's pay), from a month. */
export function salaryValuesOf(salary: SalaryData, effectiveFrom: string): SalaryDataValues {
  return {
    effectiveFrom,
    baseSalary: salary.baseSalary,
    components: salary.components.map((component) => ({ ...component })),
    bpjs: { ...salary.bpjs },
    jkkRiskClass: String(salary.jkkRiskClass),
    taxMethod: salary.taxMethod ?? 'client-default',
    taxIdActive: salary.taxIdActive,
  };
}

/** What `PUT …/salary-data/{effectiveFrom}` takes: trimmed names, a null tax method to follow the client. */
function bodyOf(values: SalaryDataValues): SalaryDataBody {
  return {
    baseSalary: values.baseSalary ?? 0,
    components: values.components.map((component) => ({
      name: component.name.trim(),
      kind: component.kind,
      amount: component.amount ?? 0,
      taxable: component.taxable,
    })),
    bpjs: values.bpjs,
    jkkRiskClass: Number(values.jkkRiskClass) as JkkRiskClass,
    taxMethod: values.taxMethod === 'client-default' ? null : values.taxMethod,
    taxIdActive: values.taxIdActive,
  };
}

/** The months salary data may start from: a year back to a year ahead, and those with a version. */
function monthOptions(thisMonth: string, versions: readonly SalaryData[]) {
  const months = new Set<string>();
  for (let offset = -12; offset <= 12; offset += 1) months.add(shiftMonth(thisMonth, offset));
  for (const version of versions) if (version.effectiveFrom) months.add(version.effectiveFrom);
  return [...months].sort().map((month) => ({ value: month, label: monthYearLabel(month) }));
}

export type SalaryDataFormProps = {
  data: EmployeeSalaryData;
  /** The values to start from (default: the salary data in force this month, from this month). */
  values: SalaryDataValues;
  /** Without `payroll.run`: the data is shown, not changed. */
  readOnly: boolean;
  /** After a save (the form has shown its toast). */
  onSaved?: (saved: SalaryData) => void;
};

/**
 * An employee's salary data from a month on: the base salary, the allowances and deductions, the
 * BPJS programmes and JKK risk class, the PPh 21 tax method (the client's default or the
 * employee's own) and whether they have an NPWP. Saves with `PUT …/salary-data/{effectiveFrom}`,
 * shows the server's field errors under their fields and a refusal (the month's payroll is
 * approved) above the form.
 */
export function SalaryDataForm({ data, values, readOnly, onSaved }: SalaryDataFormProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSaveSalaryData();
  const form = useForm<SalaryDataValues>({ defaultValues: values });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const effectiveFrom = useWatch({ control: form.control, name: 'effectiveFrom' });
  const baseSalary = useWatch({ control: form.control, name: 'baseSalary' });
  const components = useWatch({ control: form.control, name: 'components' }) ?? [];
  const thisMonth = thisMonthInJakarta();
  const { employee, versions } = data;
  const fullName = employee.fullName;
  const clientMethod = TAX_METHOD_LABELS[employee.clientTaxMethod].toLowerCase();
  const replaces = versions.some((version) => version.effectiveFrom === effectiveFrom);
  const chosenMonth = monthYearLabel(effectiveFrom);
  const fixedPay = formatMoney(
    (baseSalary ?? 0) +
      components
        .filter((component) => component.kind === 'fixed-allowance')
        .reduce((sum, component) => sum + (component.amount ?? 0), 0),
  );

  async function onSubmit(submitted: SalaryDataValues) {
    try {
      const saved = await save.mutateAsync({
        employeeId: employee.id,
        effectiveFrom: submitted.effectiveFrom,
        body: bodyOf(submitted),
      });
      const month = monthYearLabel(submitted.effectiveFrom);
      toast({
        tone: 'success',
        title: t`Salary data saved`,
        description: t`${fullName}, from ${month}`,
      });
      form.reset(salaryValuesOf(saved, submitted.effectiveFrom));
      onSaved?.(saved);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), [
        ...FIXED_FIELDS,
        ...componentFields(submitted.components.length),
      ]);
    }
  }

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label={t`Salary data of ${fullName}`} wide>
        <FormError />
        {readOnly ? (
          <Banner tone="info">
            <Trans>
              You can read this salary data. Changing it needs the permission to run payroll.
            </Trans>
          </Banner>
        ) : null}
        {/* A disabled fieldset makes every field read-only at once. */}
        <fieldset className="sd-form-section sd-gap-5" disabled={readOnly}>
          <SelectField
            name="effectiveFrom"
            label={t`Effective from`}
            required
            options={monthOptions(thisMonth, versions)}
            description={
              <span aria-live="polite">
                {replaces
                  ? t`There is salary data from ${chosenMonth} already: saving replaces it.`
                  : effectiveFrom <= thisMonth
                    ? t`The payroll of ${chosenMonth} and later uses it. From a month that has begun, the placement’s pay changes too.`
                    : t`The payroll of ${chosenMonth} and later uses it; until then the current data stays.`}
              </span>
            }
          />
          <MoneyField
            name="baseSalary"
            label={t`Base salary`}
            required
            requiredMessage={t`Enter the base salary a month.`}
            rules={{
              validate: (value: unknown) =>
                (typeof value === 'number' && value > 0) || t`Enter a base salary above Rp 0.`,
            }}
            description={t`A month, before allowances and deductions.`}
          />
          <SalaryComponentsField readOnly={readOnly} />
          <p className="sd-num">
            <Trans>Base salary and fixed allowances: {fixedPay} a month</Trans>
          </p>
          <FormSection
            title={t`BPJS`}
            description={t`The programmes the employee is enrolled in. The contributions follow the rates and wage caps in force for each month.`}
          >
            {BPJS_PROGRAMMES.map((programme) => (
              <CheckboxField
                key={programme}
                name={`bpjs.${programme}`}
                label={BPJS_PROGRAMME_LABELS[programme]}
              />
            ))}
            <SelectField
              name="jkkRiskClass"
              label={t`JKK risk class`}
              options={JKK_RISK_CLASSES.map((riskClass) => ({
                value: String(riskClass),
                label: jkkRiskClassText(riskClass),
              }))}
              description={t`Set by the risk of the work at the client; the rate is a percentage of the monthly wage, paid by the company.`}
            />
          </FormSection>
          <RadioGroupField<TaxMethodChoice>
            name="taxMethod"
            legend={t`PPh 21 tax method`}
            options={radioOptionsOf(
              { 'client-default': t`Client default (${clientMethod})`, ...TAX_METHOD_LABELS },
              {
                'client-default': t`Follows the client’s payroll policy: when the client’s method changes, so does this employee’s.`,
                gross: t`The employee bears the PPh 21: it is deducted from the pay.`,
                'gross-up': t`The company pays a tax allowance equal to the PPh 21, so the take-home pay is as if untaxed.`,
                net: t`The company bears the PPh 21 without showing it on the payslip.`,
              },
            )}
          />
          <CheckboxField
            name="taxIdActive"
            label={t`Has an NPWP or an activated NIK as NPWP`}
            description={t`Without one, the PPh 21 is 20 % higher.`}
          />
        </fieldset>
        {readOnly ? null : (
          <FormActions>
            <Button
              onClick={() => form.reset()}
              disabled={!form.formState.isDirty || form.formState.isSubmitting}
            >
              <Trans>Undo changes</Trans>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Save salary data</Trans>
            </Button>
          </FormActions>
        )}
      </Form>
      {guard.dialog}
    </>
  );
}
