import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { compact, describeFailure } from '@staffdesk/core';
import {
  hoursMinutes,
  monthYearLabel,
  type PeriodReportLine,
  PeriodReportPage,
  periodText,
  useClientChoices,
  usePeriodReportParams,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  type ColumnDef,
  EmptyState,
  formatMoney,
  formatNumber,
  Stack,
  Text,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import {
  type BillableOvertimeRow,
  type BillableOvertimeTotals,
  useBillableOvertime,
  useExportBillableOvertime,
} from '../hooks/useBillableOvertime';

export const OVERTIME_TO_BILL_PAGE_SIZE = 50;

/**
 * A line of the table: an employee's period, or (without an employee, last) the totals of the
 * whole filter, what is invoiced.
 */
type Line = PeriodReportLine<BillableOvertimeRow, BillableOvertimeTotals>;

const RIGHT = { align: 'right' } as const;

/**
 * The columns, in the language shown: what is billed first among the amounts, and in bold; the
 * pay only `withPay` (the server leaves it out for those who may not see pay).
 */
function useColumns(withPay: boolean): ColumnDef<Line>[] {
  const { t } = useLingui();
  const figure =
    (text: (amounts: BillableOvertimeTotals) => string, strong = false) =>
    ({ row: { original: line } }: { row: { original: Line } }): ReactNode => {
      const value = text(line.row ?? line.totals);
      return (
        <Text num nowrap>
          {strong || line.row === null ? <strong>{value}</strong> : value}
        </Text>
      );
    };
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row: { original: line } }) =>
        line.row === null ? (
          <strong>
            {t({ message: 'To invoice', context: 'the totals row of overtime to bill' })}
          </strong>
        ) : (
          <Stack as="span" gap={0}>
            <span>{line.row.employee.fullName}</span>
            <span className="sd-text-muted sd-num">{line.row.employee.employeeNumber}</span>
          </Stack>
        ),
    },
    {
      id: 'hours',
      header: t({ message: 'Approved hours', context: 'approved overtime hours in all' }),
      cell: figure((a) => hoursMinutes(a.approvedMinutes)),
      meta: RIGHT,
    },
    {
      id: 'restday',
      header: t({
        message: 'Rest day',
        context: 'of the approved overtime hours, those on rest days',
      }),
      cell: figure((a) => hoursMinutes(a.restdayMinutes)),
      meta: RIGHT,
    },
    {
      id: 'holiday',
      header: t({
        message: 'Public holiday',
        context: 'of the approved overtime hours, those on public holidays',
      }),
      cell: figure((a) => hoursMinutes(a.holidayMinutes)),
      meta: RIGHT,
    },
    {
      id: 'billed',
      header: t({ message: 'Billed', context: 'what the client is billed for overtime' }),
      cell: figure((a) => formatMoney(a.billAmount), true),
      meta: RIGHT,
    },
    ...(withPay
      ? [
          {
            id: 'pay',
            header: t`Overtime pay`,
            cell: figure((a) => formatMoney(a.payAmount ?? 0)),
            meta: RIGHT,
          },
        ]
      : []),
    {
      id: 'waiting',
      header: t({
        message: 'Waiting',
        context: 'overtime requests still waiting for a decision (not billable yet), a count',
      }),
      cell: figure((a) => formatNumber(a.pendingRequests)),
      meta: RIGHT,
    },
  ];
}

/**
 * `/finance/overtime`: the billable side of a client's overtime period. Per employee the approved
 * hours (of which on rest days and public holidays), what the client is billed (the invoice's
 * figure) and what the employee is paid, and the requests still waiting (not billable yet);
 * the totals to invoice as the last row; the same filter exported to Excel. Client (required),
 * period and search live in the URL (`?client=&period=&search=`).
 */
export function Component() {
  const { t } = useLingui();
  const params = usePeriodReportParams({
    pageSize: OVERTIME_TO_BILL_PAGE_SIZE,
    client: 'required',
    monthsAhead: 1,
    // Every finance reader chooses the client to invoice.
    canChooseClient: true,
  });
  const { clientId, chosenPeriod } = params;
  const clients = useClientChoices();
  const filter = clientId
    ? { clientId, ...compact({ period: chosenPeriod, search: params.search }) }
    : null;
  const billable = useBillableOvertime(
    filter ? { ...filter, page: params.page, pageSize: OVERTIME_TO_BILL_PAGE_SIZE } : null,
  );
  const exportBillable = useExportBillableOvertime();
  // Without `payroll.read` the server leaves out what the employees are paid: no column then.
  const columns = useColumns(billable.data?.totals.payAmount !== undefined || !billable.data);

  const data = filter ? billable.data : undefined;
  // Without a period in the URL the server answers the client's current one.
  const period = chosenPeriod ?? data?.period ?? params.period;
  const monthLabel = monthYearLabel(period);
  const waiting = data?.totals.pendingRequests ?? 0;
  const dates = data ? periodText(data) : null;

  return (
    <PeriodReportPage<BillableOvertimeRow, BillableOvertimeTotals>
      title={t`Overtime to bill`}
      description={t`A client’s period per employee: the approved overtime hours, what the client is billed and what the employee is paid, with the totals to invoice.`}
      params={params}
      period={period}
      report={billable}
      asked={filter !== null}
      permission="finance.read"
      columns={columns}
      getRowId={(row) => row.employee.id}
      getRowLabel={(row) => row.employee.fullName}
      totalLabel={t({ message: 'To invoice', context: 'the totals row of overtime to bill' })}
      tableLabel={(monthLabel, clientName) =>
        clientName
          ? t`Overtime to bill of ${clientName} for ${monthLabel}`
          : t`Overtime to bill for ${monthLabel}`
      }
      noClient={
        <EmptyState
          title={t`Choose a client`}
          description={t`Overtime is billed per client and period: choose the client to invoice.`}
        />
      }
      empty={
        <EmptyState
          title={t`No overtime to bill in ${monthLabel}`}
          description={t`Approved overtime of the client’s employees in this period appears here.`}
        />
      }
      onExport={async () => (filter ? exportBillable.mutateAsync({ ...filter, period }) : null)}
      exporting={exportBillable.isPending}
      above={
        clients.isError ? (
          <Banner
            tone="error"
            title={t`The clients could not be loaded`}
            action={
              <Button variant="secondary" onClick={() => void clients.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {describeFailure(clients.error).message}
          </Banner>
        ) : null
      }
      belowFilters={
        dates || waiting > 0 ? (
          <div
            className="sd-stack"
            style={{ gap: 'var(--sd-space-2)', marginBottom: 'var(--sd-space-3)' }}
          >
            {dates ? (
              <p className="sd-text-muted sd-num">
                <Trans>The client’s period: {dates}</Trans>
              </p>
            ) : null}
            {waiting > 0 ? (
              <Banner tone="info">
                <Plural
                  value={waiting}
                  one="# overtime request of this period still waits for a decision: it is not billable until it is approved."
                  other="# overtime requests of this period still wait for a decision: they are not billable until they are approved."
                />
              </Banner>
            ) : null}
          </div>
        ) : null
      }
    />
  );
}
