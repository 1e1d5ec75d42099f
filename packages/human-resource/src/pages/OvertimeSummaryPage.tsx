import { useLingui } from '@lingui/react/macro';
import { compact, paths, queryString } from '@staffdesk/core';
import {
  hoursMinutes,
  monthYearLabel,
  type PeriodReportLine,
  PeriodReportPage,
  periodText,
  usePeriodReportParams,
} from '@staffdesk/kit';
import { type ColumnDef, EmptyState, formatMoney, formatNumber } from '@staffdesk/ui';
import { Link } from 'react-router';
import { EmployeeCell } from '../components/EmployeeCell';
import { overtimePage } from '../components/OvertimeMessages';
import type { OvertimeSummaryRow, OvertimeSummaryTotals } from '../hooks/types';
import { useExportOvertimeSummary, useOvertimeSummary } from '../hooks/useOvertime';

export const OVERTIME_SUMMARY_PAGE_SIZE = 50;

const NUMBER = { align: 'right' } as const;

/** A row of the table: an employee's period, or the totals of the whole filter (the last row). */
type Line = PeriodReportLine<OvertimeSummaryRow, OvertimeSummaryTotals>;
type Amounts = OvertimeSummaryTotals;

function amountsOf(line: Line): Amounts {
  return line.row ?? line.totals;
}

/** The summary's columns, in the language shown; the totals row in bold. */
function useSummaryColumns(dashboardOf: (search: string) => string): ColumnDef<Line>[] {
  const { t } = useLingui();
  const cell = (line: Line, text: (amounts: Amounts) => string) => {
    const value = text(amountsOf(line));
    return <span className="sd-num">{line.row === null ? <strong>{value}</strong> : value}</span>;
  };
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row: { original: line } }) =>
        line.row === null ? (
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
        const waiting = amountsOf(line).pendingRequests;
        if (line.row === null) {
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
  const params = usePeriodReportParams({
    pageSize: OVERTIME_SUMMARY_PAGE_SIZE,
    client: 'required',
    monthsAhead: 1,
    canChooseClient: true,
  });
  const { clientId, chosenPeriod, search, page } = params;
  const summary = useOvertimeSummary(
    clientId
      ? {
          clientId,
          ...compact({ period: chosenPeriod, search }),
          page,
          pageSize: OVERTIME_SUMMARY_PAGE_SIZE,
        }
      : null,
  );
  const exportSummary = useExportOvertimeSummary();
  const data = clientId ? summary.data : undefined;
  const period = chosenPeriod ?? data?.period ?? params.period;
  const dashboardOf = (employee: string) =>
    `${paths.humanResource.overtime.dashboard()}${queryString({
      client: clientId,
      period,
      status: 'pending',
      search: employee,
    })}`;
  const columns = useSummaryColumns(dashboardOf);
  const monthLabel = monthYearLabel(period);
  const totalLabel = t({ message: 'Total', context: 'the totals row of the overtime summary' });

  return (
    <PeriodReportPage<OvertimeSummaryRow, OvertimeSummaryTotals>
      title={t`Overtime summary`}
      description={t`A client’s period per employee: approved overtime hours by kind of day, the pay, what the client is billed and what still waits.`}
      params={params}
      period={period}
      report={summary}
      asked={clientId !== undefined}
      permission="overtime.manage"
      noClient={
        <EmptyState
          title={t`Choose a client`}
          description={t`Overtime is summed up per client and period.`}
        />
      }
      empty={
        <EmptyState
          title={t`No overtime in ${monthLabel}`}
          description={t`Employees placed at the client during the period appear here.`}
        />
      }
      columns={columns}
      getRowId={(row) => row.employee.id}
      getRowLabel={(row) => row.employee.fullName}
      totalLabel={totalLabel}
      tableLabel={(monthLabel, clientName) =>
        clientName
          ? t`Overtime summary of ${clientName} for ${monthLabel}`
          : t`Overtime summary for ${monthLabel}`
      }
      filters={
        <div className="sd-field">
          <span className="sd-field__label sd-field__label--sm">
            {t({ message: 'Period', context: 'the days of an overtime period' })}
          </span>
          <output
            className="sd-num"
            style={{ display: 'flex', alignItems: 'center', minHeight: 'var(--sd-control-height)' }}
          >
            {data ? periodText(data) : '—'}
          </output>
        </div>
      }
      onExport={async () =>
        clientId
          ? exportSummary.mutateAsync({
              query: { clientId, period, ...compact({ search }) },
              period,
            })
          : null
      }
      exporting={exportSummary.isPending}
    />
  );
}

export const Component = overtimePage(Page);
