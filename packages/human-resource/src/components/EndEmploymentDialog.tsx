import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, useCatalogs } from '@staffdesk/core';
import {
  Button,
  DateField,
  Dialog,
  Form,
  FormError,
  formatDate,
  formatMonthYear,
  SelectField,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EmployeeDetail } from '../hooks/types';
import { useChangeStatus } from '../hooks/useEmployees';
import {
  END_REASON,
  END_REASON_OPTIONS,
  type EndReason,
  endReasonLabel,
  isLeaving,
  todayInJakarta,
} from '../lib/labels';
import { employmentEndCatalog } from '../locales/pages/employment-end/catalog';

type EndValues = { endReason: EndReason | ''; lastWorkingDay: string; note: string };

export type EndEmploymentDialogProps = {
  employee: EmployeeDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Ends an employee's employment (`PUT /employees/{id}/status` with the last working day): the
 * reason (resignation, layoff, contract end, death) sets the status, payroll pays up to the last
 * working day and settles the year's tax in its month. Asks, then shows what follows and asks to
 * confirm. For someone who already left, it corrects the last day or the reason.
 */
export function EndEmploymentDialog(props: EndEmploymentDialogProps) {
  // Its words load with the employee's page, not with every HR page.
  const ready = useCatalogs(employmentEndCatalog);
  return ready ? <EndEmploymentForm {...props} /> : null;
}

function EndEmploymentForm({ employee, open, onOpenChange }: EndEmploymentDialogProps) {
  const { t } = useLingui();
  const { fullName } = employee;
  const startDate = employee.placement.startDate;
  const left = isLeaving(employee.status);
  const formId = useId();
  const { toast } = useToast();
  const change = useChangeStatus();
  const defaults: EndValues = {
    endReason: employee.endReason ?? '',
    lastWorkingDay: employee.lastWorkingDay ?? employee.placement.endDate ?? todayInJakarta(),
    note: '',
  };
  const form = useForm<EndValues>({ defaultValues: defaults });
  const [confirming, setConfirming] = useState<EndValues | null>(null);
  const submitting = form.formState.isSubmitting || change.isPending;

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) {
      form.reset(defaults);
      setConfirming(null);
    }
    onOpenChange(next);
  };

  async function end(values: EndValues) {
    const reason = values.endReason as EndReason;
    const note = values.note.trim();
    try {
      await change.mutateAsync({
        params: { path: { id: employee.id } },
        body: {
          status: END_REASON[reason].status,
          lastWorkingDay: values.lastWorkingDay,
          endReason: reason,
          ...(note ? { note } : {}),
        },
      });
      const day = formatDate(values.lastWorkingDay);
      toast({
        tone: 'success',
        title: t`Employment ended`,
        description: t`${fullName}’s last working day is ${day}.`,
      });
      form.reset(defaults);
      setConfirming(null);
      onOpenChange(false);
    } catch (error) {
      setConfirming(null);
      showFailureInForm(form, describeFailure(error), ['endReason', 'lastWorkingDay', 'note']);
    }
  }

  const title = left ? t`Change the end of employment` : t`End employment`;
  const day = confirming ? formatDate(confirming.lastWorkingDay) : '';
  const month = confirming ? formatMonthYear(confirming.lastWorkingDay) : '';
  const reason = confirming?.endReason ? endReasonLabel(confirming.endReason) : '';

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={
        confirming
          ? t`Check before you confirm.`
          : t`The last working day ends ${fullName}’s pay: payroll pays up to that day and settles the year’s income tax in its month.`
      }
      hideClose={submitting}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(null)} disabled={submitting}>
              <Trans>Back</Trans>
            </Button>
            <Button
              variant="danger"
              loading={submitting}
              onClick={() => {
                void end(confirming);
              }}
            >
              <Trans>Confirm the end of employment</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => close(false)} disabled={submitting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form={formId} variant="primary">
              <Trans>Continue</Trans>
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <section className="sd-stack" aria-label={t`What follows`}>
          <p>
            <Trans>
              {fullName}’s employment ends on {day} ({reason}).
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                The payslip of {month} pays the days up to {day} and settles the year’s income tax
                (PPh 21 Article 17), with a refund if too much was withheld.
              </Trans>
            </li>
            <li>
              <Trans>No payslip is made for any month after {month}.</Trans>
            </li>
            <li>
              <Trans>Approval links of their leave and overtime after that day stop working.</Trans>
            </li>
          </ul>
        </section>
      ) : null}
      <Form
        form={form}
        onSubmit={(values) => setConfirming(values)}
        id={formId}
        aria-label={title}
        hidden={confirming !== null}
      >
        <FormError />
        <SelectField
          name="endReason"
          label={t`Reason`}
          required
          placeholder={t`Choose why employment ends…`}
          options={END_REASON_OPTIONS}
        />
        <DateField
          name="lastWorkingDay"
          label={t`Last working day`}
          required
          min={startDate}
          description={t`The last day they work (or are paid for). Not before their start date.`}
          rules={{
            validate: (value: unknown) =>
              typeof value !== 'string' || value >= startDate
                ? true
                : t`The last working day cannot be before the start date.`,
          }}
        />
        <TextAreaField
          name="note"
          label={t`Note`}
          rows={3}
          maxLength={500}
          description={t`E.g. the date of the resignation letter, or the layoff decision.`}
        />
      </Form>
    </Dialog>
  );
}
