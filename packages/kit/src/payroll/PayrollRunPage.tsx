import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, RouterLink, useCurrentUser, useListParams } from '@staffdesk/core';
import {
  Banner,
  Button,
  formatDate,
  formatMoney,
  Grid,
  LoadingState,
  PageHeader,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { AccessDenied, NotFound, QueryFailure } from '../components/StatusPages';
import { labelOf, wordsOf } from '../labels/labels';
import { monthYearLabel } from '../lib/months';
import { AcceptFindingDialog } from './AcceptFindingDialog';
import { BankFileButton } from './BankFileButton';
import { PayrollMessages } from './PayrollMessages';
import { PayslipBreakdownDialog } from './PayslipBreakdownDialog';
import { PayslipTable } from './PayslipTable';
import type { PayrollRun, PayslipFinding, PayslipSummary, RunStep } from './payroll';
import { approvalBlockers, canAcceptFindings, isSettled, runClientName } from './payroll';
import { ReopenRunButton } from './ReopenRunButton';
import { RunActions } from './RunActions';
import { RunHistory } from './RunHistory';
import { RunStateBadge } from './RunStateBadge';
import { RunTotals } from './RunTotals';
import { usePayrollRun } from './usePayroll';

/** What happened to a timesheet that made a run stale. */
const STALE_EVENT_LABELS: Readonly<Record<string, string>> = wordsOf({
  disputed: msg({
    message: 'disputed',
    comment: 'A timesheet event that makes a payroll run stale',
  }),
  reopened: msg({
    message: 'reopened',
    comment: 'A timesheet event that makes a payroll run stale',
  }),
  approved: msg({
    message: 'approved',
    comment: 'A timesheet event that makes a payroll run stale',
  }),
});

export type PayrollRunPageProps = {
  /** The address of the runs list (the breadcrumb and the way back). */
  listHref: string;
};

/**
 * One payroll run (`:payrollStatusId` in the route; `payroll.read`): its state and steps (who,
 * when), its totals (a progress bar while it is being calculated, asked every second), the next
 * steps the user may take, the bank transfer file once it is approved (saying how many employees
 * it leaves out for lack of a bank account), the last calculation's error, and its payslips, each
 * opening its breakdown. Loads its own words.
 */
export function PayrollRunPage(props: PayrollRunPageProps) {
  return (
    <PayrollMessages>
      <RunPage {...props} />
    </PayrollMessages>
  );
}

function RunPage({ listHref }: PayrollRunPageProps) {
  const { payrollStatusId } = useParams();
  const me = useCurrentUser().data;
  if (!payrollStatusId) return <NotFound />;
  if (me && !hasPermission(me, 'payroll.read')) return <AccessDenied />;
  return <RunLoader id={payrollStatusId} listHref={listHref} />;
}

function RunLoader({ id, listHref }: { id: string; listHref: string }) {
  const { t } = useLingui();
  const run = usePayrollRun(id);
  if (run.isPending) return <LoadingState label={t`Loading the payroll run…`} />;
  if (run.isError) {
    return (
      <QueryFailure
        error={run.error}
        onRetry={() => void run.refetch()}
        action={{ to: listHref, label: t`Go to payroll runs` }}
      />
    );
  }
  return <RunView run={run.data} listHref={listHref} />;
}

function RunView({ run, listHref }: { run: PayrollRun; listHref: string }) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const [accepting, setAccepting] = useState<{
    payslip: PayslipSummary;
    finding: PayslipFinding;
  } | null>(null);
  const mayAccept = hasPermission(me, 'payroll.run') && canAcceptFindings(run);
  const blockers =
    run.state === 'reviewed' && hasPermission(me, 'payroll.approve')
      ? approvalBlockers(run, me)
      : [];
  const { values, page, update } = useListParams(['search', 'warnings'] as const);
  const [failure, setFailure] = useState<{ step: RunStep; message: string } | null>(null);
  const [open, setOpen] = useState<PayslipSummary | null>(null);
  // How many payslips the last bank file downloaded left out (no account, or nothing to pay).
  const [leftOut, setLeftOut] = useState(0);
  const headingId = useId();
  const who = runClientName(run);
  const month = monthYearLabel(run.period);
  const onlyWarnings = values.warnings === 'true';
  const paidAmount = formatMoney(run.paidAmount ?? 0);
  const paidOn = run.paymentDate ? formatDate(run.paymentDate) : '';
  const paidNote =
    (run.state === 'paid' || run.state === 'closed') && run.paymentDate
      ? t`${paidAmount} transferred on ${paidOn}, as the bank file totals.`
      : null;
  const refused: Record<RunStep, string> = {
    calculate: t`The run was not calculated`,
    review: t`The run was not marked reviewed`,
    approve: t`The run was not approved`,
    pay: t`The run was not marked paid`,
    close: t`The run was not closed`,
  };

  return (
    <div className="sd-stack" style={{ minWidth: 0 }}>
      <PageHeader
        title={who}
        status={<RunStateBadge state={run.state} />}
        description={t`Payroll of ${month}`}
        breadcrumbs={[{ label: t`Payroll runs`, href: listHref }, { label: `${who} · ${month}` }]}
        linkComponent={RouterLink}
        actions={
          <>
            <BankFileButton run={run} onDownloaded={setLeftOut} />
            <RunActions run={run} onFailure={setFailure} />
            <ReopenRunButton run={run} />
          </>
        }
      />
      {leftOut > 0 ? (
        <Banner tone="warning" title={t`Not everyone is in the bank file`}>
          {plural(leftOut, {
            one: '# employee was left out: no bank account, or nothing to pay. The pay dialog lists who and why.',
            other:
              '# employees were left out: no bank account, or nothing to pay. The pay dialog lists who and why.',
          })}
        </Banner>
      ) : null}
      {failure ? (
        <Banner tone="error" title={refused[failure.step]}>
          {failure.message}
        </Banner>
      ) : null}
      {run.lastError && run.state !== 'calculating' ? (
        <Banner tone="error" title={t`The last calculation failed`}>
          {run.lastError}
        </Banner>
      ) : null}
      {run.stale && run.state !== 'calculating' ? (
        <Banner tone="error" title={t`A timesheet changed after the calculation`}>
          {t`Recalculate the run before it is reviewed or approved:`}{' '}
          {run.stale.reasons
            .map((r) => `${r.name} (${labelOf(STALE_EVENT_LABELS, r.event)})`)
            .join(', ')}
        </Banner>
      ) : null}
      {run.errorCount > 0 && run.state !== 'calculating' && !isSettled(run.state) ? (
        <Banner tone="error" title={t`Errors to fix before approval`}>
          {plural(run.errorCount, {
            one: '# payslip has an error: fix its cause (the employee’s record, the timesheet, the deductions) and recalculate. Errors cannot be accepted.',
            other:
              '# payslips have errors: fix their cause (the employees’ records, the timesheets, the deductions) and recalculate. Errors cannot be accepted.',
          })}
        </Banner>
      ) : null}
      {blockers.length > 0 ? (
        <Banner tone="warning" title={t`This run cannot be approved yet`}>
          {blockers.join(' ')}
        </Banner>
      ) : null}
      {paidNote ? (
        <Banner tone="success" title={t`Paid`}>
          {paidNote}
        </Banner>
      ) : null}
      {run.warningCount > 0 && run.state !== 'calculating' ? (
        <Banner
          tone="warning"
          action={
            onlyWarnings ? null : (
              <Button size="sm" onClick={() => update({ warnings: 'true' })}>
                <Trans>Show only those</Trans>
              </Button>
            )
          }
        >
          {isSettled(run.state)
            ? plural(run.warningCount, {
                one: '# payslip has a warning.',
                other: '# payslips have a warning.',
              })
            : plural(run.warningCount, {
                one: '# payslip has a warning: check it before the run is approved.',
                other: '# payslips have a warning: check them before the run is approved.',
              })}
        </Banner>
      ) : null}
      <Grid min="lg" align="start">
        <RunTotals run={run} />
        <RunHistory run={run} />
      </Grid>
      <section aria-labelledby={headingId} className="sd-stack" style={{ minWidth: 0 }}>
        <h2 id={headingId} className="sd-size-lg">
          <Trans>Payslips</Trans>
        </h2>
        <PayslipTable
          run={run}
          search={values.search}
          onlyWarnings={onlyWarnings}
          page={page}
          onChange={update}
          onOpen={setOpen}
          onAccept={
            mayAccept ? (payslip, finding) => setAccepting({ payslip, finding }) : undefined
          }
        />
      </section>
      {accepting ? (
        <AcceptFindingDialog
          runId={run.id}
          payslip={accepting.payslip}
          finding={accepting.finding}
          onClose={() => setAccepting(null)}
        />
      ) : null}
      {open ? (
        <PayslipBreakdownDialog
          payslipId={open.id}
          employeeName={open.employee.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
