import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, RouterLink, useCurrentUser, useListParams } from '@staffdesk/core';
import { Banner, Button, LoadingState, PageHeader } from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { AccessDenied, NotFound, QueryFailure } from '../components/StatusPages';
import { monthYearLabel } from '../lib/months';
import { BankFileButton } from './BankFileButton';
import { PayrollMessages } from './PayrollMessages';
import { PayslipBreakdownDialog } from './PayslipBreakdownDialog';
import { PayslipTable } from './PayslipTable';
import type { PayrollRun, PayslipSummary, RunStep } from './payroll';
import { isSettled, runClientName } from './payroll';
import { RunActions } from './RunActions';
import { RunHistory } from './RunHistory';
import { RunStateBadge } from './RunStateBadge';
import { RunTotals } from './RunTotals';
import { usePayrollRun } from './usePayroll';

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
  const { values, page, update } = useListParams(['search', 'warnings'] as const);
  const [failure, setFailure] = useState<{ step: RunStep; message: string } | null>(null);
  const [open, setOpen] = useState<PayslipSummary | null>(null);
  // How many employees the last bank file downloaded left out (no bank account).
  const [leftOut, setLeftOut] = useState(0);
  const headingId = useId();
  const who = runClientName(run);
  const month = monthYearLabel(run.period);
  const onlyWarnings = values.warnings === 'true';
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
          </>
        }
      />
      {leftOut > 0 ? (
        <Banner tone="warning" title={t`Not everyone is in the bank file`}>
          {plural(leftOut, {
            one: '# employee was left out: they have no bank account. Pay them another way, or add the account and download the file again.',
            other:
              '# employees were left out: they have no bank account. Pay them another way, or add the accounts and download the file again.',
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
      <div
        style={{
          display: 'grid',
          gap: 'var(--sd-space-4)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <RunTotals run={run} />
        <RunHistory run={run} />
      </div>
      <section aria-labelledby={headingId} className="sd-stack" style={{ minWidth: 0 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: 'var(--sd-font-size-lg)' }}>
          <Trans>Payslips</Trans>
        </h2>
        <PayslipTable
          run={run}
          search={values.search}
          onlyWarnings={onlyWarnings}
          page={page}
          onChange={update}
          onOpen={setOpen}
        />
      </section>
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
