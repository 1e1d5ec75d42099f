// Payroll runs, as HR's, finance's and accounting's payroll pages describe them: a client's (or
// the own staff's) month, its state and steps, its totals and its payslips' warnings. Types come
// from the generated contract; the words load with the payroll pages (`kitPayrollCatalog`).

import { msg, plural, t } from '@lingui/core/macro';
import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { type BadgeTone, formatNumber, monthName } from '@staffdesk/ui';
import { wordsOf } from '../labels/labels';

export type PayrollRun = PayrollSchema<'PayrollRun'>;
export type PayrollRunState = PayrollRun['state'];
export type PayrollRunTotals = NonNullable<PayrollRun['totals']>;
export type PayrollRunProgress = NonNullable<PayrollRun['progress']>;
export type PayrollRunList = PayrollSchema<'PayrollRunList'>;
export type PayrollRunListQuery = NonNullable<PayrollPaths['/runs']['get']['parameters']['query']>;
export type NewPayrollRun = PayrollSchema<'NewPayrollRunInput'>;
export type PayslipSummary = PayrollSchema<'PayslipSummary'>;
export type PayslipDetail = PayrollSchema<'PayslipDetail'>;
export type PayslipLine = PayslipDetail['lines'][number];
export type PayslipSide = PayslipLine['side'];
export type PayslipTaxMethod = PayslipSummary['taxMethod'];
/** A payslip of an approved, paid or closed run, as HR's and the employee's lists show it. */
export type FinalPayslip = PayrollSchema<'FinalPayslip'>;
/**
 * How e-payslips reach the employee (the client's policy): a link to the payslip behind sign-in,
 * or that link with the PDF attached, encrypted with the e-payslip password the employee set.
 */
export type PayslipDelivery = PayrollSchema<'MyPayslips'>['delivery'];
/** A check of a payslip: an error blocks approval until fixed, a warning until accepted. */
export type PayslipFinding = PayslipSummary['findings'][number];
/** What an approved run pays: the bank file's total and the payslips left out of it. */
export type PayrollPayment = PayrollSchema<'PayrollPayment'>;
export type PaymentException = PayrollPayment['exceptions'][number];
export type PayslipListQuery = NonNullable<
  PayrollPaths['/runs/{id}/payslips']['get']['parameters']['query']
>;

/** The states in the order of a run's life, as the tabs and filters offer them. */
export const PAYROLL_RUN_STATES: readonly PayrollRunState[] = [
  'draft',
  'calculating',
  'calculated',
  'reviewed',
  'approved',
  'paid',
  'closed',
];

/** Where a run is in its life. */
export const PAYROLL_RUN_STATE_LABELS: Readonly<Record<PayrollRunState, string>> = wordsOf({
  draft: msg({
    message: 'Draft',
    context: 'payroll run state',
    comment: 'Payroll run state: opened, not calculated yet',
  }),
  calculating: msg({
    message: 'Calculating',
    context: 'payroll run state',
    comment: 'Payroll run state: the payslips are being calculated in the background',
  }),
  calculated: msg({
    message: 'Calculated',
    context: 'payroll run state',
    comment: 'Payroll run state: calculated, waiting to be reviewed',
  }),
  reviewed: msg({
    message: 'Reviewed',
    context: 'payroll run state',
    comment: 'Payroll run state: checked by payroll, waiting for approval',
  }),
  approved: msg({
    message: 'Approved',
    context: 'payroll run state',
    comment: 'Payroll run state: approved, the payslips are final, waiting to be paid',
  }),
  paid: msg({
    message: 'Paid',
    context: 'payroll run state',
    comment: 'Payroll run state: the salaries have been transferred',
  }),
  closed: msg({
    message: 'Closed',
    context: 'payroll run state',
    comment: 'Payroll run state: finished, read-only',
  }),
});

/** The badge tone of each state: grey while open, amber while waiting, green once approved. */
export const PAYROLL_RUN_STATE_TONES: Readonly<Record<PayrollRunState, BadgeTone>> = {
  draft: 'neutral',
  calculating: 'info',
  calculated: 'warning',
  reviewed: 'warning',
  approved: 'success',
  paid: 'success',
  closed: 'neutral',
};

/** What a payslip's warning codes mean. */
export const PAYSLIP_WARNING_LABELS: Readonly<Record<string, string>> = wordsOf({
  'timesheet-not-approved': msg({
    message: 'Timesheet not approved',
    comment: 'Payslip warning: the month was calculated without an approved timesheet',
  }),
  'no-ptkp-status': msg({
    message: 'No PTKP status (TK/0 assumed)',
    comment: 'Payslip warning: the employee has no PTKP status, the tax assumes TK/0',
  }),
  'no-bank-account': msg({
    message: 'No bank account',
    comment: 'Payslip warning: the salary cannot be transferred',
  }),
  'negative-net': msg({
    message: 'Net pay below zero',
    comment: 'Payslip error: the deductions exceed the pay',
  }),
  'timesheet-disputed': msg({
    message: 'Timesheet disputed',
    comment: 'Payslip error: the client’s PIC disputed the timesheet',
  }),
  'left-before-period': msg({
    message: 'Left before this month',
    comment: 'Payslip error: the employee’s employment ended before the run’s month',
  }),
  'no-npwp': msg({
    message: 'No NPWP (20 % higher PPh 21)',
    comment: 'Payslip warning: without an active NPWP the tax is 20 % higher',
  }),
});

/** Why a payslip is not in the bank file. */
export const PAYMENT_EXCEPTION_LABELS: Readonly<Record<string, string>> = wordsOf({
  'no-bank-account': msg({
    message: 'No bank account',
    comment: 'Left out of the bank file: the employee has no bank account',
  }),
  'negative-net': msg({
    message: 'Net pay below zero',
    comment: 'Left out of the bank file: nothing to transfer',
  }),
  'zero-net': msg({
    message: 'Nothing to pay',
    comment: 'Left out of the bank file: the net pay is zero',
  }),
});

/** The permission that lets the person who calculated a run approve it (one-person companies). */
export const APPROVE_OWN_CALCULATION = 'payroll.approve-own-calculation';

/** Whether a finding's warning can still be accepted: the run is calculated or reviewed. */
export function canAcceptFindings(run: Pick<PayrollRun, 'state'>): boolean {
  return run.state === 'calculated' || run.state === 'reviewed';
}

/**
 * Why a reviewed run cannot be approved (yet) by this user, in sentences; empty when it can:
 * a timesheet changed since the calculation, a payslip has an error, a warning is not accepted,
 * or the user calculated it themselves without the waiver. The server checks the same.
 */
export function approvalBlockers(
  run: Pick<
    PayrollRun,
    'stale' | 'errorCount' | 'openWarningCount' | 'calculatedByUserId' | 'state'
  >,
  me: { user: { id: string }; permissions: readonly string[] } | undefined,
): string[] {
  const reasons: string[] = [];
  if (run.stale) {
    reasons.push(
      t({
        message: 'A timesheet changed after the calculation: recalculate the run.',
        comment: 'Why a payroll run cannot be approved',
      }),
    );
  }
  if (run.errorCount > 0) {
    const count = run.errorCount;
    reasons.push(
      plural(count, {
        one: '# payslip has an error to fix.',
        other: '# payslips have errors to fix.',
      }),
    );
  }
  if ((run.openWarningCount ?? 0) > 0) {
    const count = run.openWarningCount ?? 0;
    reasons.push(
      plural(count, {
        one: '# warning is not accepted yet.',
        other: '# warnings are not accepted yet.',
      }),
    );
  }
  if (
    me &&
    run.calculatedByUserId !== null &&
    run.calculatedByUserId === me.user.id &&
    !me.permissions.includes(APPROVE_OWN_CALCULATION)
  ) {
    reasons.push(
      t({
        message: 'You calculated this run: someone else must approve it.',
        comment: 'Why a payroll run cannot be approved (maker–checker)',
      }),
    );
  }
  return reasons;
}

/** A run's month `YYYY-MM` as `Nov 2026` / `Des 2026`. */
export function runMonthLabel(period: string): string {
  const month = Number(period.slice(5, 7));
  return month >= 1 && month <= 12 ? `${monthName(month)} ${period.slice(0, 4)}` : period;
}

/**
 * Whose run (or payslip) it is: the client's name, or "Own staff" for the company's own
 * employees (no client; a payslip without a `clientId` says so by its null `clientName`).
 */
export function runClientName(
  run: Pick<PayrollRun, 'clientName'> & Partial<Pick<PayrollRun, 'clientId'>>,
): string {
  if (run.clientId === null || (run.clientId === undefined && run.clientName === null)) {
    return t({
      message: 'Own staff',
      comment: 'A payroll run of the company’s own employees (not placed at a client)',
    });
  }
  return run.clientName ?? '—';
}

/** `40 of 120 employees` while a run is being calculated. */
export function progressText(progress: PayrollRunProgress): string {
  const done = formatNumber(progress.done);
  const total = formatNumber(progress.total);
  return t({
    message: `${done} of ${total} employees`,
    comment: 'How far a payroll calculation has come',
  });
}

/** Whether a run is approved (or paid, or closed): its payslips are final. */
export function isSettled(state: PayrollRunState): boolean {
  return state === 'approved' || state === 'paid' || state === 'closed';
}

/** The permissions each step of a run needs (the server checks them too). */
export const RUN_STEP_PERMISSIONS = {
  calculate: 'payroll.run',
  review: 'payroll.run',
  approve: 'payroll.approve',
  pay: 'finance.manage',
  close: 'finance.manage',
} as const;

export type RunStep = keyof typeof RUN_STEP_PERMISSIONS;

/** The states from which each step may be taken. */
const STEP_FROM: Readonly<Record<RunStep, readonly PayrollRunState[]>> = {
  calculate: ['draft', 'calculated', 'reviewed'],
  review: ['calculated'],
  approve: ['reviewed'],
  pay: ['approved'],
  close: ['paid'],
};

/** The steps a run allows in its state, in the order of its life, for someone holding `holds`. */
export function allowedRunSteps(
  run: Pick<PayrollRun, 'state'>,
  holds: (permission: string) => boolean,
): RunStep[] {
  return (Object.keys(STEP_FROM) as RunStep[]).filter(
    (step) => STEP_FROM[step].includes(run.state) && holds(RUN_STEP_PERMISSIONS[step]),
  );
}
