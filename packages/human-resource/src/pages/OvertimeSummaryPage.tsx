import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  queryString,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  hoursMinutes,
  isMonth,
  monthYearLabel,
  shiftMonth,
  thisMonthInJakarta,
  useClientChoices,
} from '@staffdesk/kit';
import {
  Button,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  formatMoney,
  formatNumber,
  PageHeader,
  SearchInput,
  useToast,
} from '@staffdesk/ui';
import { Link } from 'react-router';
import { ClientPeriodFilters } from '../components/ClientPeriodFilters';
import { EmployeeCell } from '../components/EmployeeCell';
import { overtimePage } from '../components/OvertimeMessages';
import type { OvertimeSummaryRow, OvertimeSummaryTotals } from '../hooks/types';
import { useExportOvertimeSummary, useOvertimeSummary } from '../hooks/useOvertime';

export const OVERTIME_SUMMARY_PAGE_SIZE = 50;

const NUMBER = { align: 'right' } as const;

/** A row of the table: an employee's period, or the totals of the whole filter (the last row). */
type Line = { kind: 'employee'; row: OvertimeSummaryRow } | { kind: 'totals'; row: null };
type Amounts = OvertimeSummaryTotals;

function amountsOf(line: Line, totals: Amounts | undefined): Amounts | undefined {
  return line.kind === 'employee' ? line.row : totals;
}

/** The summary's columns, in the language shown; the totals row in bold. */
function useSummaryColumns(
  totals: Amounts | undefined,
  dashboardOf: (search: string) => string,
): ColumnDef<Line>[] {
  const { t } = useLingui();
  const cell = (line: Line, text: (amounts: Amounts) => string) => {
    const amounts = amountsOf(line, totals);
    const value = amounts ? text(amounts) : '';
    return (
      <span className="sd-num">{line.kind === 'totals' ? <strong>{value}</strong> : value}</span>
    );
  };
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row: { original: line } }) =>
        line.kind === 'totals' ? (
          <strong>
            {t({ message: 'Total', context: 'the totals row of the overtime summary' })}
          </strong>
        ) : (
          <EmployeeCell
            id={line.row.employee.id}
            name={line.row.employee.fullName}
            number={line.row.employee.employeeNumber}
          />
        ),
    },
    {
      id: 'approvedRequests',
      header: t({ message: 'Approved', context: 'approved overtime requests, a count' }),
      cell: ({ row }) => cell(row.original, (a) => formatNumber(a.approvedRequests)),
      meta: NUMBER,
    },
    {
      id: 'workday',
      header: t({ message: 'Workday', context: 'overtime hours on workdays' }),
      cell: ({ row }) => cell(row.original, (a) => hoursMinutes(a.workdayMinutes)),
      meta: NUMBER,
    },
    {
      id: 'restday',
      header: t({ message: 'Rest day', context: 'overtime hours on rest days' }),
      cell: ({ row }) => cell(row.original, (a) => hoursMinutes(a.restdayMinutes)),
      meta: NUMBER,
    },
    {
      id: 'holiday',
      header: t({ message: 'Public holiday', context: 'overtime hours on public holidays' }),
      cell: ({ row }) => cell(row.original, (a) => hoursMinutes(a.holidayMinutes)),
      meta: NUMBER,
    },
    {
      id: 'hours',
      header: t({ message: 'Hours', context: 'approved overtime hours in all' }),
      cell: ({ row }) => cell(row.original, (a) => hoursMinutes(a.approvedMinutes)),
      meta: NUMBER,
    },
    {
      id: 'pay',
      header: t`Overtime pay`,
      cell: ({ row }) => cell(row.original, (a) => formatMoney(a.payAmount)),
      meta: NUMBER,
    },
    {
      id: 'billed',
      header: t({ message: 'Billed', context: 'what the client is billed for overtime' }),
      cell: ({ row }) => cell(row.original, (a) => formatMoney(a.billAmount)),
      meta: NUMBER,
    },
    {
      id: 'waiting',
      header: t({ message: 'Waiting', context: 'overtime requests waiting for a decision' }),
      cell: ({ row: { original: line } }) => {
        const waiting = amountsOf(line, totals)?.pendingRequests ?? 0;
        if (line.kind === 'totals') {
          return (
            <span className="sd-num">
              <strong>{formatNumber(waiting)}</strong>
            </span>
          );
        }
        const name = line.row.employee.fullName;
        return waiting > 0 ? (
          <Link
            className="sd-num"
            to={dashboardOf(line.row.employee.employeeNumber)}
            aria-label={t`${waiting} waiting: open ${name}’s overtime`}
          >
            {formatNumber(waiting)}
          </Link>
        ) : (
          <span className="sd-num sd-text-muted">0</span>
        );
      },
      meta: NUMBER,
    },
  ];
}

/**
 * `/human-resource/overtime/summary`: a client's period per employee: approved overtime hours by
 * kind of day (workday, rest day, public holiday), the pay, what the client is billed and what
 * still waits, with the totals of the whole filter as the last row; exported to Excel with the
 * same filters. Client (required), period and search live in the URL.
 */
function Page() {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['client', 'period', 'search'] as const);
  const clientId = values.client || null;
  const chosenPeriod = isMonth(values.period) ? values.period : undefined;
  const clients = useClientChoices();
  const summary = useOvertimeSummary(
    clientId
      ? {
          clientId,
          ...compact({ period: chosenPeriod, search: values.search }),
          page,
          pageSize: OVERTIME_SUMMARY_PAGE_SIZE,
        }
      : null,
  );
  const exportSummary = useExportOvertimeSummary();
  const data = clientId ? summary.data : undefined;
  const totals = data?.totals;
  const period = chosenPeriod ?? data?.period ?? thisMonthInJakarta();
  const dashboardOf = (search: string) =>
    `${paths.humanResource.overtime.dashboard()}${queryString({
      client: clientId ?? undefined,
      period,
      status: 'pending',
      search,
    })}`;
  const columns = useSummaryColumns(totals, dashboardOf);

  if (failureStatus(summary.error) === 403 || (me && !hasPermission(me, 'overtime.manage'))) {
    return <AccessDenied />;
  }

  const latest = shiftMonth(thisMonthInJakarta(), 1);
  const monthLabel = monthYearLabel(period);
  const clientName = clients.data?.items.find((client) => client.id === clientId)?.legalName ?? '';
  const items = data?.items ?? [];
  const lines: Line[] = [
    ...items.map((row): Line => ({ kind: 'employee', row })),
    ...(items.length > 0 ? [{ kind: 'totals', row: null } as const] : []),
  ];
  const empty = !data || data.total === 0;

  async function download() {
    if (!clientId) return;
    try {
      await exportSummary.mutateAsync({
        query: { clientId, period, ...compact({ search: values.search }) },
        period,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The export failed`,
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Overtime summary`}
        description={t`A client’s period per employee: approved overtime hours by kind of day, the pay, what the client is billed and what still waits.`}
      />
      <DataTable
        label={
          clientName
            ? t`Overtime summary of ${clientName} for ${monthLabel}`
            : t`Overtime summary for ${monthLabel}`
        }
        columns={columns}
        data={lines}
        total={data?.total ?? 0}
        page={page}
        pageSize={OVERTIME_SUMMARY_PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        loading={clientId !== null && summary.isPending}
        error={clientId && summary.isError ? describeFailure(summary.error).message : null}
        onRetry={() => void summary.refetch()}
        getRowId={(line) => (line.kind === 'totals' ? 'totals' : line.row.employee.id)}
        getRowLabel={(line) =>
          line.kind === 'totals'
            ? t({ message: 'Total', context: 'the totals row of the overtime summary' })
            : line.row.employee.fullName
        }
        emptyState={
          !clientId ? (
            <EmptyState
              title={t`Choose a client`}
              description={t`Overtime is summed up per client and period.`}
            />
          ) : values.search ? (
            <EmptyState
              title={t`No employees match your search`}
              description={t`Try another name or employee number.`}
            />
          ) : (
            <EmptyState
              title={t`No overtime in ${monthLabel}`}
              description={t`Employees placed at the client during the period appear here.`}
            />
          )
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label={t`Search employees`}
                placeholder={t`Search by employee name or number`}
                value={values.search}
                onSearch={(search) => update({ search })}
              />
            }
            actions={
              <Button
                onClick={() => void download()}
                loading={exportSummary.isPending}
                disabled={!clientId || empty}
              >
                <Trans>Export to Excel</Trans>
              </Button>
            }
          >
            <ClientPeriodFilters
              client={values.client}
              onClient={(client) => update({ client, period: null })}
              allLabel={t`Choose a client`}
              period={period}
              latest={latest}
              onPeriod={(next) => update({ period: next })}
              periodLabel={t({ message: 'Period', context: 'the days of an overtime period' })}
              bounds={data}
            />
          </FilterBar>
        }
      />
    </div>
  );
}

export const Component = overtimePage(Page);
