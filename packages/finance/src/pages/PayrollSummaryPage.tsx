import { useLingui } from '@lingui/react/macro';
import { compact, paths, useCatalogs } from '@staffdesk/core';
import {
  kitPayrollCatalog,
  monthYearLabel,
  type PeriodReportLine,
  PeriodReportPage,
  RunStateBadge,
  runClientName,
  usePeriodReportParams,
} from '@staffdesk/kit';
import {
  type ColumnDef,
  EmptyState,
  formatMoney,
  formatNumber,
  LoadingState,
  Stack,
  Text,
} from '@staffdesk/ui';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import {
  type PayrollSummary,
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
type Line = PeriodReportLine<PayrollSummaryRow, PayrollSummary['totals']>;

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
        const value = text(line.row ?? figuresOf(line.totals));
        // A run not final yet may still change: its figures are not part of the totals.
        const muted = line.row !== null && !line.row.final;
        return (
          <Text num nowrap muted={muted}>
            {strong || line.row === null ? <strong>{value}</strong> : value}
          </Text>
        );
      };
    return [
      {
        id: 'client',
        header: t`Client`,
        cell: ({ row: { original: line } }) =>
          line.row === null ? (
            <strong>
              {t({
                message: 'Total of final runs',
                context: 'the totals row of the payroll summary',
              })}
            </strong>
          ) : (
            <Link to={paths.finance.payroll.detail(line.row.runId)} data-row-primary="">
              {runClientName(line.row)}
            </Link>
          ),
      },
      {
        id: 'state',
        header: t({ message: 'State', context: 'of a payroll run' }),
        cell: ({ row: { original: line } }) =>
          line.row === null ? null : (
            <Stack as="span" gap={0} align="start">
              <RunStateBadge state={line.row.state} />
              {line.row.final ? null : (
                <span className="sd-text-muted">{t`Not final: not in the totals`}</span>
              )}
            </Stack>
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
  const params = usePeriodReportParams({ pageSize: 0, client: 'none', monthsAhead: 1 });
  const query = { period: params.period, ...compact({ search: params.search }) };
  const summary = usePayrollSummary(query);
  const exportSummary = useExportPayrollSummary();
  const columns = useColumns();
  const monthLabel = monthYearLabel(params.period);

  return (
    <PeriodReportPage<PayrollSummaryRow, PayrollSummary['totals']>
      title={t`Payroll summary`}
      description={t`A month’s payroll per client: gross pay, BPJS, PPh 21, net pay and what it costs the company, the basis of the invoices. Only approved, paid and closed runs count in the totals.`}
      params={params}
      report={summary}
      permission="payroll.read"
      paged={false}
      clickableRows
      columns={columns}
      getRowId={(run) => run.runId}
      getRowLabel={(run) => runClientName(run)}
      totalLabel={t({
        message: 'Total of final runs',
        context: 'the totals row of the payroll summary',
      })}
      tableLabel={(monthLabel) => t`Payroll summary for ${monthLabel}`}
      searchLabel={t`Search clients`}
      searchPlaceholder={t`Search by client name`}
      noMatch={
        <EmptyState
          title={t`No clients match your search`}
          description={t`Try another client name.`}
        />
      }
      empty={
        <EmptyState
          title={t`No payroll runs in ${monthLabel}`}
          description={t`Each client’s run of the month appears here once HR opens it.`}
        />
      }
      onExport={() => exportSummary.mutateAsync(query)}
      exporting={exportSummary.isPending}
    />
  );
}
