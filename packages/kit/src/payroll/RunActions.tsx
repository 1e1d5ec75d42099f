import { useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, useCurrentUser } from '@staffdesk/core';
import { Button, ConfirmDialog, formatMoney, formatNumber, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { monthYearLabel } from '../lib/months';
import { PayRunDialog } from './PayRunDialog';
import {
  allowedRunSteps,
  approvalBlockers,
  type PayrollRun,
  type RunStep,
  runClientName,
} from './payroll';
import { usePayrollRunStep } from './usePayroll';

export type RunActionsProps = {
  run: PayrollRun;
  /** A step refused without a dialog to show it in (the page shows it as a banner); null clears. */
  onFailure: (failure: { step: RunStep; message: string } | null) => void;
};

/** The steps that are asked again in a dialog: they cannot be undone (or undo a review). */
type ConfirmedStep = Exclude<RunStep, 'review'>;

/**
 * The buttons of a run's next steps: those its state allows that the user may take
 * (calculate or recalculate until it is approved, mark reviewed, approve, mark paid, close).
 * Approving, paying and closing (and recalculating a reviewed run) are confirmed first; a refusal
 * of those shows in their dialog, of the others through `onFailure`. Reviewing a stale run, and
 * approving while the run's checks stand or by the person who calculated it, are disabled (the
 * page says why). Paying asks the payment date and shows what the bank file pays and leaves out.
 */
export function RunActions({ run, onFailure }: RunActionsProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const step = usePayrollRunStep();
  const [confirming, setConfirming] = useState<ConfirmedStep | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const steps = allowedRunSteps(run, (permission) => hasPermission(me, permission));
  const who = runClientName(run);
  const month = monthYearLabel(run.period);
  const net = run.totals ? formatMoney(run.totals.net) : '—';
  const employees = formatNumber(run.totals?.employees ?? 0);
  const recalculation = run.state !== 'draft' || run.calculatedAt !== null;

  const done: Record<RunStep, string> = {
    calculate: t`Calculation started`,
    review: t`Payroll marked reviewed`,
    approve: t`Payroll approved`,
    pay: t`Payroll marked paid`,
    close: t`Payroll run closed`,
  };

  async function take(next: RunStep, paymentDate?: string) {
    onFailure(null);
    const answer = await step.mutateAsync({
      id: run.id,
      step: next,
      ...(paymentDate ? { paymentDate } : {}),
    });
    toast({ tone: 'success', title: done[next], description: `${who} · ${month}` });
    return answer;
  }

  async function takeAtOnce(next: RunStep) {
    try {
      await take(next);
    } catch (error) {
      onFailure({ step: next, message: describeFailure(error).message });
    }
  }

  async function takeConfirmed(next: ConfirmedStep) {
    setRefusal(null);
    try {
      await take(next);
    } catch (error) {
      setRefusal(describeFailure(error).message);
      throw error;
    }
  }

  const labels: Record<RunStep, string> = {
    calculate: recalculation ? t`Recalculate` : t`Calculate`,
    review: t`Mark reviewed`,
    approve: t`Approve payroll`,
    pay: t`Mark paid`,
    close: t`Close run`,
  };
  // The step that moves the run on is the primary button; recalculating is the other way.
  const primary = steps.find((one) => one !== 'calculate') ?? 'calculate';

  const dialogs: Record<ConfirmedStep, { title: string; description: string }> = {
    calculate: {
      title: t`Recalculate the reviewed payroll of ${who}?`,
      description: t`The payslips of ${month} are calculated again from today’s salary data, timesheets and adjustments; the run must then be reviewed again.`,
    },
    approve: {
      title: t`Approve the payroll of ${who} for ${month}?`,
      description: t`The payslips of ${employees} employees (net pay ${net}) become final and their timesheets are marked read by payroll. It can no longer be recalculated.`,
    },
    pay: {
      title: t`Mark the payroll of ${who} for ${month} paid?`,
      description: t`Do this once the net pay of ${net} has been transferred to the employees’ bank accounts.`,
    },
    close: {
      title: t`Close the payroll run of ${who} for ${month}?`,
      description: t`A closed run is read-only: nothing in it can change any more.`,
    },
  };

  const blocked: Partial<Record<RunStep, string>> = {};
  const approveBlockers = approvalBlockers(run, me);
  if (approveBlockers.length > 0) blocked.approve = approveBlockers.join(' ');
  if (run.stale) blocked.review = approveBlockers[0] ?? '';

  function press(next: RunStep) {
    if (next === 'pay') {
      setPaying(true);
      return;
    }
    if (next === 'review' || (next === 'calculate' && run.state !== 'reviewed')) {
      void takeAtOnce(next);
      return;
    }
    setRefusal(null);
    setConfirming(next);
  }

  if (steps.length === 0) return null;
  const dialog = confirming ? dialogs[confirming] : null;
  return (
    <>
      {steps.map((one) => (
        <Button
          key={one}
          variant={one === primary ? 'primary' : 'secondary'}
          onClick={() => press(one)}
          loading={step.isPending && step.variables?.step === one && confirming === null}
          disabled={step.isPending || blocked[one] !== undefined}
          title={blocked[one]}
        >
          {labels[one]}
        </Button>
      ))}
      {paying ? (
        <PayRunDialog
          run={run}
          onPay={(paymentDate) => take('pay', paymentDate)}
          onClose={() => setPaying(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={dialog?.title ?? ''}
        description={dialog?.description ?? ''}
        confirmLabel={confirming ? labels[confirming] : undefined}
        onConfirm={() => (confirming ? takeConfirmed(confirming) : undefined)}
        error={refusal}
      />
    </>
  );
}
