import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  DateField,
  Dialog,
  Form,
  FormError,
  formatMoney,
  formatNumber,
  LoadingState,
  showFailureInForm,
  toBusinessDate,
} from '@staffdesk/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { addDays } from '../interviews/calendar';
import { labelOf } from '../labels/labels';
import { monthYearLabel } from '../lib/months';
import { PAYMENT_EXCEPTION_LABELS, type PayrollRun, runClientName } from './payroll';
import { usePayrollPayment } from './usePayroll';

export type PayRunDialogProps = {
  run: Pick<PayrollRun, 'id' | 'period' | 'clientId' | 'clientName'>;
  /** Marks the run paid on the date given; rejects with the server's refusal. */
  onPay: (paymentDate: string) => Promise<unknown>;
  onClose: () => void;
};

/** How many days ahead a payment date may be (the server's rule). */
const DAYS_AHEAD = 7;

/**
 * "Mark paid": the amount to transfer and the rows of the bank file come from the server's
 * payment plan (`GET /runs/{id}/payment`), the same reckoning the bank file is written from and
 * the payment records; every payslip left out of the file is listed with why before the payer
 * confirms, with the date the transfer was made (today unless they say otherwise).
 */
export function PayRunDialog({ run, onPay, onClose }: PayRunDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const payment = usePayrollPayment(run.id, true);
  const today = toBusinessDate(new Date());
  const form = useForm<{ paymentDate: string }>({ defaultValues: { paymentDate: today } });
  const submitting = form.formState.isSubmitting;
  const who = runClientName(run);
  const month = monthYearLabel(run.period);
  const title = t`Mark the payroll of ${who} for ${month} paid?`;
  const daysAhead = formatNumber(DAYS_AHEAD);

  async function onSubmit({ paymentDate }: { paymentDate: string }) {
    try {
      await onPay(paymentDate);
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['paymentDate']);
    }
  }

  const plan = payment.data;
  const total = formatMoney(plan?.total ?? 0);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={title}
      description={t`Do this once the bank file’s transfers have been made.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            loading={submitting}
            disabled={!plan}
          >
            <Trans>Mark paid</Trans>
          </Button>
        </>
      }
    >
      {payment.isPending ? (
        <LoadingState rows={2} label={t`Loading what the run pays…`} />
      ) : payment.isError ? (
        <Banner tone="error" title={t`What the run pays could not be loaded`}>
          {describeFailure(payment.error).message}
        </Banner>
      ) : plan ? (
        <div className="sd-stack">
          <p>
            {plural(plan.transfers, {
              one: `Transferred: ${total} to # employee (the bank file’s total).`,
              other: `Transferred: ${total} to # employees (the bank file’s total).`,
            })}
          </p>
          {plan.exceptions.length > 0 ? (
            <section aria-label={t`Not in the bank file`} className="sd-stack">
              <strong>
                {plural(plan.exceptions.length, {
                  one: '# payslip is not in the bank file:',
                  other: '# payslips are not in the bank file:',
                })}
              </strong>
              <ul style={{ margin: 0, paddingInlineStart: 'var(--sd-space-5)' }}>
                {plan.exceptions.map((e) => (
                  <li key={e.payslipId}>
                    {e.name} ({e.number}) · {labelOf(PAYMENT_EXCEPTION_LABELS, e.reason)} ·{' '}
                    <span className="sd-num">{formatMoney(e.net)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className="sd-text-muted">
              <Trans>Every payslip is in the bank file.</Trans>
            </p>
          )}
          <Form form={form} onSubmit={onSubmit} id={formId} aria-label={title}>
            <FormError />
            <DateField
              name="paymentDate"
              label={t`Payment date`}
              required
              requiredMessage={t`Enter the day the transfer was made.`}
              description={t`The day the transfer was made; at most ${daysAhead} days ahead.`}
              max={addDays(today, DAYS_AHEAD)}
            />
          </Form>
        </div>
      ) : null}
    </Dialog>
  );
}
