import { useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, useCurrentUser } from '@staffdesk/core';
import { Button, ConfirmDialog, formatMoney, formatNumber, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { monthYearLabel } from '../lib/months';
import { allowedRunSteps, type PayrollRun, type RunStep, runClientName } from './payroll';
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
 * of those shows in their dialog, of the others through `onFailure`.
 */
export function RunActions({ run, onFailure }: RunActionsProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const step = usePayrollRunStep();
  const [confirming, setConfirming] = useState<ConfirmedStep | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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

  async function take(next: RunStep) {
    onFailure(null);
    const answer = await step.mutateAsync({ id: run.id, step: next });
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

  function press(next: RunStep) {
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
          disabled={step.isPending}
        >
          {labels[one]}
        </Button>
      ))}
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
