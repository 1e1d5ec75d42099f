import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  ConfirmDialog,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  LoadingState,
  MoneyField,
  SelectField,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { useClientChoices } from '../lib/clients';
import { minutesFromHours } from '../timesheets/hours';
import { OvertimeMessages } from './OvertimeMessages';
import {
  capHours,
  DEFAULT_DAILY_CAP_MINUTES,
  DEFAULT_MULTIPLIERS,
  DEFAULT_WEEKLY_CAP_MINUTES,
  MAX_DAILY_CAP_MINUTES,
  MAX_WEEKLY_CAP_MINUTES,
  OVERTIME_BILLING_LABELS,
  OVERTIME_METHOD_LABELS,
  type OvertimeBilling,
  type OvertimeMethod,
  type OvertimeMultipliers,
  type OvertimeScheme,
  type OvertimeSchemeOwner,
  type OvertimeSchemeSettings,
} from './overtime';
import { RadioGroupField, radioOptionsOf } from './RadioGroupField';
import {
  useCreateOvertimeScheme,
  useDeleteOvertimeScheme,
  useUpdateOvertimeScheme,
} from './useOvertimeSchemes';

export type OvertimeSchemeFormProps = {
  /** The regulation to change, or null to add one. */
  scheme: OvertimeScheme | null;
  /**
   * Whose regulation it is. On add, `{ clientId }` shows a choice of client (starting at that
   * client when the id is not empty); `{ employeeId }` adds that employee's own regulation.
   */
  owner: OvertimeSchemeOwner;
  /** After a save (the form has shown its toast): e.g. go back to the list. */
  onSaved: (scheme: OvertimeScheme) => void;
  /** After a delete; with it, a regulation being changed offers "Delete regulation". */
  onDeleted?: () => void;
  /** With it, the form offers "Cancel" (e.g. back to the list without saving). */
  onCancel?: () => void;
};

type MultiplierValues = Record<keyof OvertimeMultipliers, string>;

export type OvertimeSchemeValues = {
  clientId: string;
  method: OvertimeMethod;
  hourlyRate: number | null;
  multipliers: MultiplierValues;
  /** Hours as typed: `3`, `2,5`, `2:30`. */
  dailyCapHours: string;
  weeklyCapHours: string;
  billing: OvertimeBilling;
  /** The rupiah per hour the client is billed (billing `hourly-rate`). */
  billingRate: number | null;
  /** The percentage of the pay the client is billed (billing `percent-of-pay`). */
  billingPercent: string;
  note: string;
};

const MULTIPLIER_KEYS: (keyof OvertimeMultipliers)[] = [
  'workdayFirstHour',
  'workdayNextHours',
  'restday',
  'holiday',
];

const FORM_FIELDS = [
  'clientId',
  'method',
  'hourlyRate',
  ...MULTIPLIER_KEYS.map((key) => `multipliers.${key}`),
  'dailyCapHours',
  'weeklyCapHours',
  'billing',
  'billingRate',
  'billingPercent',
  'note',
];

function multiplierValues(multipliers: OvertimeMultipliers): MultiplierValues {
  return {
    workdayFirstHour: String(multipliers.workdayFirstHour),
    workdayNextHours: String(multipliers.workdayNextHours),
    restday: String(multipliers.restday),
    holiday: String(multipliers.holiday),
  };
}

function valuesOf(scheme: OvertimeScheme | null, owner: OvertimeSchemeOwner): OvertimeSchemeValues {
  return {
    clientId: 'clientId' in owner ? owner.clientId : '',
    method: scheme?.method ?? 'government',
    hourlyRate: scheme?.hourlyRate ?? null,
    multipliers: multiplierValues(scheme?.multipliers ?? DEFAULT_MULTIPLIERS),
    dailyCapHours: capHours(scheme?.dailyCapMinutes ?? DEFAULT_DAILY_CAP_MINUTES),
    weeklyCapHours: capHours(scheme?.weeklyCapMinutes ?? DEFAULT_WEEKLY_CAP_MINUTES),
    billing: scheme?.billing ?? 'same-as-pay',
    billingRate: scheme?.billing === 'hourly-rate' ? scheme.billingValue : null,
    billingPercent:
      scheme?.billing === 'percent-of-pay' && scheme.billingValue !== null
        ? String(scheme.billingValue)
        : '',
    note: scheme?.note ?? '',
  };
}

/** The settings the API takes: only what the method and the billing need; caps in minutes. */
function settingsOf(values: OvertimeSchemeValues): OvertimeSchemeSettings {
  const multipliers = Object.fromEntries(
    MULTIPLIER_KEYS.map((key) => [key, Number(values.multipliers[key])]),
  ) as OvertimeMultipliers;
  return {
    method: values.method,
    hourlyRate: values.method === 'fixed-rate' ? values.hourlyRate : null,
    multipliers: values.method === 'client-multipliers' ? multipliers : null,
    dailyCapMinutes: minutesFromHours(values.dailyCapHours) ?? DEFAULT_DAILY_CAP_MINUTES,
    weeklyCapMinutes: minutesFromHours(values.weeklyCapHours) ?? DEFAULT_WEEKLY_CAP_MINUTES,
    billing: values.billing,
    billingValue:
      values.billing === 'hourly-rate'
        ? values.billingRate
        : values.billing === 'percent-of-pay'
          ? Number(values.billingPercent)
          : null,
    note: values.note.trim(),
  };
}

/** The form's field for a field the server named (`settings.dailyCapMinutes` → `dailyCapHours`). */
function formFieldOf(billing: OvertimeBilling) {
  return (serverField: string): string => {
    const field = serverField.replace(/^settings\./, '');
    if (field === 'dailyCapMinutes') return 'dailyCapHours';
    if (field === 'weeklyCapMinutes') return 'weeklyCapHours';
    if (field === 'multipliers') return 'multipliers.workdayFirstHour';
    if (field === 'billingValue') {
      return billing === 'hourly-rate' ? 'billingRate' : 'billingPercent';
    }
    return field;
  };
}

/**
 * The form of one overtime regulation (a client's, or one employee's): the method and what it
 * needs (a rate in rupiah, or the client's four multipliers), the caps in hours, what the client
 * is billed, and a note. Saves with `POST`/`PUT /overtime-schemes`, shows the server's field
 * errors beside their fields and a toast when saved; a regulation being changed can be deleted
 * after a confirmation. Loads its own words; needs a data router (it guards unsaved changes).
 */
export function OvertimeSchemeForm(props: OvertimeSchemeFormProps) {
  return (
    <OvertimeMessages>
      <SchemeForm {...props} />
    </OvertimeMessages>
  );
}

function SchemeForm({ scheme, owner, onSaved, onDeleted, onCancel }: OvertimeSchemeFormProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const create = useCreateOvertimeScheme();
  const update = useUpdateOvertimeScheme();
  const remove = useDeleteOvertimeScheme();
  const choosesClient = scheme === null && 'clientId' in owner;
  const clients = useClientChoices(choosesClient);
  const form = useForm<OvertimeSchemeValues>({ defaultValues: valuesOf(scheme, owner) });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const method = useWatch({ control: form.control, name: 'method' });
  const billing = useWatch({ control: form.control, name: 'billing' });
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const forEmployee = scheme ? scheme.employeeId !== null : 'employeeId' in owner;

  function capRule(maxMinutes: number, tooMuch: string) {
    return (value: unknown): true | string => {
      const minutes = minutesFromHours(String(value ?? ''));
      if (minutes === null) return t`Enter hours as 3 or 2,5.`;
      if (minutes % 15 !== 0) return t`Use quarter hours, e.g. 2, 2,25, 2,5 or 2,75.`;
      if (minutes < 15) return t`Allow at least a quarter of an hour.`;
      if (minutes > maxMinutes) return tooMuch;
      return true;
    };
  }

  const percentRule = (value: unknown): true | string => {
    const text = String(value ?? '').trim();
    return (
      (/^\d{1,4}$/.test(text) && Number(text) >= 100 && Number(text) <= 1000) ||
      t`Enter a percentage from 100 to 1000.`
    );
  };

  async function onSubmit(values: OvertimeSchemeValues) {
    const settings = settingsOf(values);
    try {
      const saved = scheme
        ? await update.mutateAsync({ id: scheme.id, settings })
        : await create.mutateAsync({
            ...('employeeId' in owner
              ? { employeeId: owner.employeeId }
              : { clientId: values.clientId }),
            settings,
          });
      const name = saved.ownerName;
      toast({
        tone: 'success',
        title: scheme ? t`Overtime regulation saved` : t`Overtime regulation added`,
        description: name,
      });
      guard.allowNavigation();
      form.reset(valuesOf(saved, owner));
      onSaved(saved);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.status === 409 && choosesClient) {
        form.setError(
          'clientId',
          { type: 'server', message: failure.message },
          { shouldFocus: true },
        );
        return;
      }
      showFailureInForm(form, failure, FORM_FIELDS, formFieldOf(values.billing));
    }
  }

  async function confirmDelete() {
    if (!scheme) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(scheme.id);
    } catch (error) {
      setDeleteError(describeFailure(error).message);
      throw error;
    }
    const name = scheme.ownerName;
    toast({ tone: 'success', title: t`Overtime regulation deleted`, description: name });
    guard.allowNavigation();
    onDeleted?.();
  }

  const clientOptions = (clients.data?.items ?? []).map((client) => ({
    value: client.id,
    label: client.legalName,
  }));
  const clientsError = clients.isError ? describeFailure(clients.error).message : '';
  const ownerName = scheme?.ownerName ?? '';
  const label = scheme ? t`Overtime regulation of ${ownerName}` : t`New overtime regulation`;

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label={label}>
        <FormError />
        {choosesClient ? (
          clients.isPending ? (
            <LoadingState rows={1} label={t`Loading clients…`} />
          ) : (
            <>
              <SelectField
                name="clientId"
                label={t`Client`}
                required
                requiredMessage={t`Choose the client whose regulation this is.`}
                placeholder={t`Choose a client…`}
                options={clientOptions}
                description={t`The regulation applies to every employee placed at this client, except those with their own.`}
              />
              {clients.isError ? (
                <Banner tone="error">
                  <Trans>The clients could not be loaded: {clientsError}</Trans>
                </Banner>
              ) : null}
            </>
          )
        ) : null}
        <RadioGroupField<OvertimeMethod>
          name="method"
          legend={t`How overtime is paid`}
          options={radioOptionsOf(OVERTIME_METHOD_LABELS, {
            government: t`The law’s multipliers of the hourly wage (monthly wage / 173): on a workday 1,5× the first hour and 2× after; more on rest days and holidays.`,
            'fixed-rate': t`One amount in rupiah for every hour of overtime, whatever the day.`,
            'client-multipliers': t`The client’s own multipliers of the hourly wage (monthly wage / 173), in percent.`,
          })}
          details={
            method === 'fixed-rate' ? (
              <MoneyField
                name="hourlyRate"
                label={t`Rate per overtime hour`}
                required
                requiredMessage={t`Enter the rate per hour.`}
                rules={{
                  validate: (value: unknown) =>
                    (typeof value === 'number' && value > 0) || t`Enter the rate per hour.`,
                }}
              />
            ) : method === 'client-multipliers' ? (
              <>
                <p className="sd-field__description">
                  <Trans>
                    Percent of the hourly wage (monthly wage / 173): 150 % is 1,5× the hourly wage.
                  </Trans>
                </p>
                <FormRow>
                  <TextField
                    name="multipliers.workdayFirstHour"
                    label={t`Workday, first hour (%)`}
                    required
                    inputMode="numeric"
                    maxLength={4}
                    rules={{ validate: percentRule }}
                  />
                  <TextField
                    name="multipliers.workdayNextHours"
                    label={t`Workday, next hours (%)`}
                    required
                    inputMode="numeric"
                    maxLength={4}
                    rules={{ validate: percentRule }}
                  />
                </FormRow>
                <FormRow>
                  <TextField
                    name="multipliers.restday"
                    label={t`Rest day (%)`}
                    required
                    inputMode="numeric"
                    maxLength={4}
                    rules={{ validate: percentRule }}
                  />
                  <TextField
                    name="multipliers.holiday"
                    label={t`Public holiday (%)`}
                    required
                    inputMode="numeric"
                    maxLength={4}
                    rules={{ validate: percentRule }}
                  />
                </FormRow>
              </>
            ) : null
          }
        />
        <FormSection
          title={t`Caps`}
          description={t`The most overtime an employee may work, in hours (quarter hours, e.g. 2,5). The law (PP 35/2021) allows at most 4 hours on a workday and 18 hours a week.`}
        >
          <FormRow>
            <TextField
              name="dailyCapHours"
              label={t`Cap per workday (hours)`}
              required
              inputMode="decimal"
              maxLength={5}
              description={t`Usually 3; at most 4.`}
              rules={{
                validate: capRule(
                  MAX_DAILY_CAP_MINUTES,
                  t`The law allows at most 4 hours of overtime on a workday.`,
                ),
              }}
            />
            <TextField
              name="weeklyCapHours"
              label={t`Cap per week (hours)`}
              required
              inputMode="decimal"
              maxLength={5}
              description={t`Usually 14; at most 18.`}
              rules={{
                validate: (value: unknown) => {
                  const checked = capRule(
                    MAX_WEEKLY_CAP_MINUTES,
                    t`The law allows at most 18 hours of overtime a week.`,
                  )(value);
                  if (checked !== true) return checked;
                  const weekly = minutesFromHours(String(value ?? '')) ?? 0;
                  const daily = minutesFromHours(form.getValues('dailyCapHours')) ?? 0;
                  return weekly >= daily || t`The week’s cap cannot be below the workday’s.`;
                },
              }}
            />
          </FormRow>
        </FormSection>
        <RadioGroupField<OvertimeBilling>
          name="billing"
          legend={t`Billing to the client`}
          options={radioOptionsOf(OVERTIME_BILLING_LABELS, {
            'same-as-pay': t`The client is billed what the employee is paid for the overtime.`,
            'hourly-rate': t`The client is billed an amount in rupiah for every hour of overtime.`,
            'percent-of-pay': t`The client is billed a percentage of the overtime pay, e.g. 120 %.`,
          })}
          details={
            billing === 'hourly-rate' ? (
              <MoneyField
                name="billingRate"
                label={t`Billed per overtime hour`}
                required
                requiredMessage={t`Enter the rate per hour the client is billed.`}
                rules={{
                  validate: (value: unknown) =>
                    (typeof value === 'number' && value > 0) ||
                    t`Enter the rate per hour the client is billed.`,
                }}
              />
            ) : billing === 'percent-of-pay' ? (
              <TextField
                name="billingPercent"
                label={t`Billed percentage of pay (%)`}
                required
                requiredMessage={t`Enter the percentage of the pay the client is billed.`}
                inputMode="numeric"
                maxLength={4}
                rules={{
                  validate: (value: unknown) => {
                    const text = String(value ?? '').trim();
                    return (
                      (/^\d{1,4}$/.test(text) && Number(text) > 0) ||
                      t`Enter a whole percentage above 0.`
                    );
                  },
                }}
              />
            ) : null
          }
        />
        <TextAreaField
          name="note"
          label={t`Note`}
          rows={3}
          maxLength={500}
          description={t`Optional: where the regulation comes from (the contract, an addendum).`}
        />
        <FormActions>
          {scheme && onDeleted ? (
            <Button
              variant="danger"
              onClick={() => {
                setDeleteError(null);
                setDeleting(true);
              }}
            >
              <Trans>Delete regulation</Trans>
            </Button>
          ) : null}
          {onCancel ? (
            <Button onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            <Trans>Save regulation</Trans>
          </Button>
        </FormActions>
      </Form>
      {scheme && onDeleted ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={(open) => {
            setDeleting(open);
            if (!open) setDeleteError(null);
          }}
          title={t`Delete the overtime regulation of ${ownerName}?`}
          description={
            forEmployee
              ? t`The employee’s overtime then follows their client’s regulation, or the government method. Overtime already requested keeps the pay it was computed with.`
              : t`The client’s employees then follow the government method, unless they have their own regulation. Overtime already requested keeps the pay it was computed with.`
          }
          confirmLabel={t`Delete regulation`}
          destructive
          error={deleteError}
          onConfirm={confirmDelete}
        />
      ) : null}
      {guard.dialog}
    </>
  );
}
