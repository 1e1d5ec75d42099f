import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { FormDialog, LoadingState, SelectField, showFailureInForm, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { useClientChoices } from '../lib/clients';
import { monthYearLabel, shiftMonth, thisMonthInJakarta } from '../lib/months';
import { type PayrollRun, runClientName, runMonthLabel } from './payroll';
import { useCreatePayrollRun } from './usePayroll';

/** The choice that stands for the company's own staff (a run without a client). */
const OWN_STAFF = 'own-staff';

/** How many months back a new run may be opened for. */
const MONTHS_BACK = 12;

type NewRunValues = { client: string; period: string };

export type NewRunDialogProps = {
  onClose: () => void;
  /** After the run is opened (the page shows it). */
  onCreated: (run: PayrollRun) => void;
};

/** The months a run may be opened for: next month, this month and a year back, newest first. */
function monthChoices() {
  const next = shiftMonth(thisMonthInJakarta(), 1);
  return Array.from({ length: MONTHS_BACK + 2 }, (_, index) => {
    const month = shiftMonth(next, -index);
    return { value: month, label: monthYearLabel(month) };
  });
}

/** Opens a payroll run, in draft, for a client (or the own staff) and a month. */
export function NewRunDialog({ onClose, onCreated }: NewRunDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const clients = useClientChoices();
  const create = useCreatePayrollRun();
  const form = useForm<NewRunValues>({
    defaultValues: { client: '', period: thisMonthInJakarta() },
  });
  const title = t`New payroll run`;

  async function onSubmit(values: NewRunValues) {
    try {
      const run = await create.mutateAsync({
        clientId: values.client === OWN_STAFF ? null : values.client,
        period: values.period,
      });
      const who = runClientName(run);
      const month = runMonthLabel(run.period);
      toast({
        tone: 'success',
        title: t`Payroll run opened`,
        description: t`${who} · ${month}: calculate it when the timesheets are approved.`,
      });
      onCreated(run);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['clientId', 'period'], (field) =>
        field === 'clientId' ? 'client' : field,
      );
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={title}
      description={t`A run holds one month’s payslips of a client’s employees, or of the company’s own staff. It starts as a draft.`}
      label={title}
      submitLabel={<Trans>Open payroll run</Trans>}
    >
      {clients.isPending ? (
        <LoadingState rows={1} label={t`Loading clients…`} />
      ) : (
        <SelectField
          name="client"
          label={t({ message: 'Whose payroll', context: 'new payroll run: client or own staff' })}
          required
          requiredMessage={t`Choose a client, or the company’s own staff.`}
          placeholder={t`Choose…`}
          options={[
            {
              value: OWN_STAFF,
              label: t({
                message: 'Own staff',
                comment: 'A payroll run of the company’s own employees (not placed at a client)',
              }),
            },
            ...(clients.data?.items ?? []).map((client) => ({
              value: client.id,
              label: client.legalName,
            })),
          ]}
        />
      )}
      <SelectField
        name="period"
        label={t({ message: 'Month', context: 'the month of a payroll run' })}
        required
        description={t`The month the client’s period ends in.`}
        options={monthChoices()}
      />
    </FormDialog>
  );
}
