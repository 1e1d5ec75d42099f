import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  useCatalogs,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  isMonth,
  kitPayrollCatalog,
  MonthPicker,
  monthYearLabel,
  RunStateBadge,
  runClientName,
  shiftMonth,
  thisMonthInJakarta,
} from '@staffdesk/kit';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  formatMoney,
  formatNumber,
  LoadingState,
  PageHeader,
  SearchInput,
  useToast,
} from '@staffdesk/ui';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import {
  type PayrollSummaryRow,
  useExportPayrollSummary,
  usePayrollSummary,
} from '../hooks/usePayrollSummary';
import { payrollSummaryCatalog } from '../locales/pages/payroll-summary/catalog';

/** The figures of a run, and of the totals row. */
type Figures = Pick<
  PayrollSummaryRow,
  'employees' | 'gross' | 'bpjsEmployer' | 'bpjsEmployee' | 'tax' | 'net' | 'cost'
>;

/** A line of the table: a client's run, or (without a run, last) the totals of the final runs. */
type Line = { run: PayrollSummaryRow | null; figures: Figures };

const RIGHT = { align: 'right' } as const;

/** The totals as the server sums them (a key it leaves out counts 0). */
function figuresOf(totals: Readonly<Record<string, number>>): Figures {
  const of = (key: keyof Figures) => totals[key] ?? 0;
  return {
    employees: of('employees'),
    gross: of('gross'),
    bpjsEmployer: of('bpjsEmployer'),
    bpjsEmployee: of('bpjsEmployee'),
    tax: of('tax'),
    net: of('net'),
    cost: of('cost'),
  };
}

/** The columns, the same across renders (else the table draws its cells anew each time). */
function useColumns(): ColumnDef<Line>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const figure =
      (text: (figures: Figures) => string, strong = false) =>
      ({ row: { original: line } }: { row: { original: Line } }): ReactNode => {
        const value = text(line.figures);
        // A run not final yet may still change: its figures are not part of the totals.
        const muted = line.run !== null && !line.run.final;
        return (
          <span
            className={muted ? 'sd-num sd-text-muted' : 'sd-num'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {strong || line.run === null ? <strong>{value}</strong> : value}
          </span>
        );
      };
    return [
      {
        id: 'client',
        header: t`Client`,
        cell: ({ row: { original: line } }) =>
          line.run === null ? (
            <strong>
              {t({
                message: 'Total of final runs',
                context: 'the totals row of the payroll summary',
              })}
            </strong>
          ) : (
            <Link to={paths.finance.payroll.detail(line.run.runId)} data-row-primary="">
              {runClientName(line.run)}
            </Link>
          ),
      },
      {
        id: 'state',
        header: t({ message: 'State', context: 'of a payroll run' }),
        cell: ({ row: { original: line } }) =>
          line.run === null ? null : (
            <span style={{ display: 'grid', gap: '0.125rem', justifyItems: 'start' }}>
              <RunStateBadge state={line.run.state} />
              {line.run.final ? null : (
                <span className="sd-text-muted">{t`Not final: not in the totals`}</span>
              )}
            </span>
          ),
      },
      {
        id: 'employees',
        header: t`Employees`,
        cell: figure((f) => formatNumber(f.employees)),
        meta: RIGHT,
      },
      {
        id: 'gross',
        header: t({ message: 'Gross pay', context: 'a payroll run’s total gross pay' }),
        cell: figure((f) => formatMoney(f.gross)),
        meta: RIGHT,
      },
      {
        id: 'bpjsEmployer',
        header: t`BPJS (company)`,
        cell: figure((f) => formatMoney(f.bpjsEmployer)),
        meta: RIGHT,
      },
      {
        id: 'bpjsEmployee',
        header: t`BPJS (employees)`,
        cell: figure((f) => formatMoney(f.bpjsEmployee)),
        meta: RIGHT,
      },
      {
        id: 'tax',
        header: t`PPh 21`,
        cell: figure((f) => formatMoney(f.tax)),
        meta: RIGHT,
      },
      {
        id: 'net',
        header: t({ message: 'Net pay', context: 'a payroll run’s total take-home pay' }),
        cell: figure((f) => formatMoney(f.net)),
        meta: RIGHT,
      },
      {
        id: 'cost',
        header: t({ message: 'Employer cost', context: 'what a payroll run costs the company' }),
        cell: figure((f) => formatMoney(f.cost), true),
        meta: RIGHT,
      },
    ];
  }, [t]);
}

/**
 * `/finance/report`: a month's payroll per client run (`payroll.read`), the cost basis of the
 * invoices: state, employees, gross pay, BPJS (company and employees), PPh 21, net pay and the
 * employer's cost, each client opening its run; the totals of the final runs (approved, paid,
 * closed) as the last row, runs not final shown as such and left out of them; the same month
 * exported to Excel. Month and search live in the URL (`?period=&search=`). Loads its own words.
 */
export function Component() {
  const ready = useCatalogs(payrollSummaryCatalog, kitPayrollCatalog);
  return ready ? <PayrollSummaryPage /> : <LoadingState rows={5} />;
}

function PayrollSummaryPage() {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const { values, update } = useListParams(['period', 'search'] as const);
  const thisMonth = thisMonthInJakarta();
  const period = isMonth(values.period) ? values.period : thisMonth;
  const query = { period, ...compact({ search: values.search }) };
  const summary = usePayrollSummary(query);
  const exportSummary = useExportPayrollSummary();
  const columns = useColumns();

  if (failureStatus(summary.error) === 403 || (me && !hasPermission(me, 'payroll.read'))) {
    return <AccessDenied />;
  }

  const data = summary.data;
  const items = data?.items ?? [];
  const lines: Line[] =
    data && items.length > 0
      ? [
          ...items.map((run) => ({ run, figures: run })),
          { run: null, figures: figuresOf(data.totals) },
        ]
      : [];
  const monthLabel = monthYearLabel(period);

  async function download() {
    try {
      await exportSummary.mutateAsync(query);
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The export failed`,
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <div className="sd-stack" style={{ minWidth: 0 }}>
      <PageHeader
        title={t`Payroll summary`}
        description={t`A month’s payroll per client: gross pay, BPJS, PPh 21, net pay and what it costs the company, the basis of the invoices. Only approved, paid and closed runs count in the totals.`}
      />
      <ClickableRows>
        <DataTable
          label={t`Payroll summary for ${monthLabel}`}
          columns={columns}
          data={lines}
          total={items.length}
          page={1}
          pageSize={Math.max(items.length, 1)}
          onPageChange={() => undefined}
          loading={summary.isPending}
          error={summary.isError ? describeFailure(summary.error).message : null}
          onRetry={() => void summary.refetch()}
          getRowId={(line) => line.run?.runId ?? 'totals'}
          getRowLabel={(line) =>
            line.run
              ? runClientName(line.run)
              : t({
                  message: 'Total of final runs',
                  context: 'the totals row of the payroll summary',
                })
          }
          emptyState={
            values.search ? (
              <EmptyState
                title={t`No clients match your search`}
                description={t`Try another client name.`}
              />
            ) : (
              <EmptyState
                title={t`No payroll runs in ${monthLabel}`}
                description={t`Each client’s run of the month appears here once HR opens it.`}
              />
            )
          }
          toolbar={
            <FilterBar
              search={
                <SearchInput
                  label={t`Search clients`}
                  placeholder={t`Search by client name`}
                  value={values.search}
                  onSearch={(search) => update({ search })}
                />
              }
            >
              <MonthPicker
                month={period}
                onPrevious={() => update({ period: shiftMonth(period, -1) })}
                onNext={
                  period < shiftMonth(thisMonth, 1)
                    ? () => update({ period: shiftMonth(period, 1) })
                    : undefined
                }
              />
              {/* Last among the filters, not in the bar's actions: beside those, a phone's
                  width leaves the month too narrow (its buttons would stack). */}
              <div style={{ marginLeft: 'auto' }}>
                <Button
                  onClick={() => void download()}
                  loading={exportSummary.isPending}
                  disabled={items.length === 0}
                >
                  <Trans>Export to Excel</Trans>
                </Button>
              </div>
            </FilterBar>
          }
        />
      </ClickableRows>
    </div>
  );
}
