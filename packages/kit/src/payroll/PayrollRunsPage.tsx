import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  Badge,
  Button,
  ClickableRows,
  type ColumnDef,
  FilterSelect,
  figureColumn,
  formatMoney,
  formatNumber,
  PageHeader,
  Tabs,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccessDenied } from '../components/StatusPages';
import { useClientChoices } from '../lib/clients';
import { isMonth, monthChoices } from '../lib/months';
import { PagedList } from '../lists/PagedList';
import { NewRunDialog } from './NewRunDialog';
import { PayrollMessages } from './PayrollMessages';
import {
  PAYROLL_RUN_STATE_LABELS,
  PAYROLL_RUN_STATES,
  type PayrollRun,
  type PayrollRunState,
  progressText,
  runClientName,
  runMonthLabel,
} from './payroll';
import { RunStateBadge } from './RunStateBadge';
import { usePayrollRuns } from './usePayroll';

export const PAYROLL_RUNS_PAGE_SIZE = 20;

/** How many months back the month filter offers (and next month). */
const MONTHS_BACK = 24;

/** The tab of every state. */
const ALL = 'all';

export type PayrollRunsPageProps = {
  /** The address of a run's page. */
  detailHref: (id: string) => string;
};

/**
 * The payroll runs (`GET /runs`, `payroll.read`): a tab per state with its count, month and
 * client filters and a search by client name (all in the URL), newest month first, paged by the
 * server; each run with its employees, net total and warnings, opening its page. Someone holding
 * `payroll.run` opens new runs here. Loads its own words.
 */
export function PayrollRunsPage(props: PayrollRunsPageProps) {
  return (
    <PayrollMessages>
      <RunsPage {...props} />
    </PayrollMessages>
  );
}

const RIGHT = { align: 'right' } as const;

function useRunColumns(detailHref: PayrollRunsPageProps['detailHref']): ColumnDef<PayrollRun>[] {
  const { t } = useLingui();
  return [
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row: { original: run } }) => (
        <Link to={detailHref(run.id)} data-row-primary="">
          {runClientName(run)}
        </Link>
      ),
    },
    figureColumn<PayrollRun>(
      { id: 'period', header: t({ message: 'Month', context: 'the month of a payroll run' }) },
      (run) => runMonthLabel(run.period),
    ),
    {
      id: 'state',
      header: t({ message: 'State', context: 'of a payroll run' }),
      cell: ({ row: { original: run } }) => (
        <span style={{ display: 'grid', gap: '0.125rem', justifyItems: 'start' }}>
          <RunStateBadge state={run.state} />
          {run.state === 'calculating' && run.progress ? (
            <span className="sd-text-muted sd-num">{progressText(run.progress)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'employees',
      header: t`Employees`,
      cell: ({ row: { original: run } }) => (
        <span className="sd-num">{run.totals ? formatNumber(run.totals.employees) : '—'}</span>
      ),
      meta: RIGHT,
    },
    figureColumn<PayrollRun>(
      {
        id: 'net',
        header: t({ message: 'Net pay', context: 'a payroll run’s total take-home pay' }),
        meta: RIGHT,
      },
      (run) => (run.totals ? formatMoney(run.totals.net) : '—'),
    ),
    {
      id: 'warnings',
      header: t({ message: 'Warnings', context: 'payslips of a run with a warning, a count' }),
      cell: ({ row: { original: run } }) =>
        run.warningCount > 0 ? (
          <Badge tone="warning">{formatNumber(run.warningCount)}</Badge>
        ) : (
          <span className="sd-num">0</span>
        ),
      meta: RIGHT,
    },
  ];
}

function RunsPage({ detailHref }: PayrollRunsPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['state', 'period', 'client', 'search'] as const);
  const [creating, setCreating] = useState(false);
  const state = PAYROLL_RUN_STATES.find((one) => one === values.state);
  const period = isMonth(values.period) ? values.period : undefined;
  const clientId = values.client || undefined;
  const clients = useClientChoices();
  const runs = usePayrollRuns({
    ...compact({ state, period, clientId, search: values.search }),
    page,
    pageSize: PAYROLL_RUNS_PAGE_SIZE,
  });
  const columns = useRunColumns(detailHref);

  if (failureStatus(runs.error) === 403 || (me && !hasPermission(me, 'payroll.read'))) {
    return <AccessDenied />;
  }

  const canRun = hasPermission(me, 'payroll.run');
  const counts = runs.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const filtered = Boolean(period || clientId || values.search);
  const newButton = canRun ? (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Trans>New payroll run</Trans>
    </Button>
  ) : null;
  const countText = (count: number | undefined) =>
    count === undefined ? '' : ` (${formatNumber(count)})`;

  const stateLabel = state ? PAYROLL_RUN_STATE_LABELS[state] : '';
  const table = (
    <ClickableRows>
      <PagedList
        label={state ? t`Payroll runs: ${stateLabel}` : t`Payroll runs`}
        columns={columns}
        query={runs}
        pageSize={PAYROLL_RUNS_PAGE_SIZE}
        params={{ page, update, values }}
        getRowId={(run) => run.id}
        getRowLabel={(run) => `${runClientName(run)} · ${runMonthLabel(run.period)}`}
        rowActions={(run) => [
          { label: t`Open payroll run`, onSelect: () => navigate(detailHref(run.id)) },
        ]}
        empty={{
          filtered: Boolean(filtered || state),
          match: {
            title: t`No payroll runs match`,
            description: t`Try another month, client or state, or clear the search.`,
          },
          none: {
            title: t`No payroll runs yet`,
            description: canRun
              ? t`Open a run for a client’s month (or the own staff’s), then calculate it.`
              : t`Runs appear here once payroll opens them.`,
            action: newButton,
          },
        }}
        search={{
          label: t`Search payroll runs`,
          placeholder: t`Search by client name`,
        }}
        filters={
          <>
            <FilterSelect
              label={t({ message: 'Month', context: 'the month of a payroll run' })}
              allLabel={t`All months`}
              options={monthChoices({ back: MONTHS_BACK, ahead: 1 })}
              value={period ?? ''}
              onChange={(next) => update({ period: next })}
            />
            <FilterSelect
              label={t`Client`}
              allLabel={t`All clients`}
              options={(clients.data?.items ?? []).map(({ id, legalName }) => ({
                value: id,
                label: legalName,
              }))}
              value={clientId ?? ''}
              onChange={(next) => update({ client: next })}
            />
          </>
        }
      />
    </ClickableRows>
  );

  const current: PayrollRunState | typeof ALL = state ?? ALL;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Payroll runs`}
        description={t`Each client’s month of payslips, and the own staff’s: calculate, review, approve, pay and close.`}
        actions={newButton}
      />
      <Tabs
        label={t`Payroll runs by state`}
        value={current}
        onValueChange={(next) => update({ state: next === ALL ? null : next })}
        items={[
          {
            value: ALL,
            label: `${t({ message: 'All', context: 'every payroll run state' })}${countText(all)}`,
            content: current === ALL ? table : null,
          },
          ...PAYROLL_RUN_STATES.map((one) => ({
            value: one,
            label: `${PAYROLL_RUN_STATE_LABELS[one]}${countText(counts ? (counts[one] ?? 0) : undefined)}`,
            content: current === one ? table : null,
          })),
        ]}
      />
      {creating ? (
        <NewRunDialog
          onClose={() => setCreating(false)}
          onCreated={(run) => {
            setCreating(false);
            navigate(detailHref(run.id));
          }}
        />
      ) : null}
    </div>
  );
}
