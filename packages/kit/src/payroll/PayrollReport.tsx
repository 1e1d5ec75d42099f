import { useLingui } from '@lingui/react/macro';
import { compact, hasPermission, type ListParamPatch, useCurrentUser } from '@staffdesk/core';
import { type ColumnDef, EmptyState, formatMoney, Text } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { monthYearLabel } from '../lib/months';
import {
  PeriodReportPage,
  type PeriodReportParams,
  type PeriodReportQuery,
  usePeriodReportParams,
} from '../reports/PeriodReportPage';

/** A report's filters, as its export takes them: the month, and the client and search if any. */
export type PayrollReportFilter = { period: string; clientId?: string; search?: string };

/** What `usePayrollReportParams` reads from the URL (`?period=&client=&search=&page=`). */
export type PayrollReportParams = {
  /** The month shown, `YYYY-MM`. */
  period: string;
  /** The filters without paging: the export's query. */
  filter: PayrollReportFilter;
  /** The list's query: the filters, the page and its size. */
  query: PayrollReportFilter & { page: number; pageSize: number };
  /** Whether the reader may see the report (`payroll.read`, once the session is known). */
  canRead: boolean;
  /** Whether the reader may list the clients (`clients.read`) to filter by one. */
  canChooseClient: boolean;
  search: string;
  page: number;
  update: (patch: ListParamPatch<'period' | 'client' | 'search'>) => void;
  /** The same, as kit's period report page reads them. */
  report: PeriodReportParams;
};

/**
 * The filters of a monthly payroll report in the URL: the month (this month, or `monthsBack`
 * before it, unless chosen), the client (only for those who may list clients) and the search.
 */
export function usePayrollReportParams({
  pageSize,
  monthsBack = 0,
}: {
  pageSize: number;
  /** The default month: 0 this month, 1 the month before… */
  monthsBack?: number;
}): PayrollReportParams {
  const me = useCurrentUser().data;
  const report = usePeriodReportParams({ pageSize, monthsBack });
  const { period, clientId, search, page, update } = report;
  const filter = { period, ...compact({ clientId, search }) };
  return {
    period,
    filter,
    query: { ...filter, page, pageSize },
    canRead: Boolean(me) && hasPermission(me, 'payroll.read'),
    canChooseClient: report.client !== 'none',
    search,
    page,
    update,
    report,
  };
}

/** A line of a report's table: a row of the page, or (last) the totals of the whole filter. */
export type PayrollReportLine<Row> =
  | { row: Row; totals: null }
  | { row: null; totals: Readonly<Record<string, number>> };

/** An amount of a report's table, in rupiah; in bold on the totals line (or when `strong`). */
export function ReportAmount({ value, strong = false }: { value: number; strong?: boolean }) {
  const text = formatMoney(value);
  return (
    <Text num nowrap>
      {strong ? <strong>{text}</strong> : text}
    </Text>
  );
}

export type PayrollReportProps<Row> = {
  title: string;
  description: string;
  params: PayrollReportParams;
  /** The report of the page (`params.query`), asked by the page's own hook. */
  report: PeriodReportQuery<Row, Readonly<Record<string, number>>>;
  columns: ColumnDef<PayrollReportLine<Row>>[];
  getRowId: (row: Row) => string;
  /** A row's name for screen readers (the employee's). */
  getRowLabel: (row: Row) => string;
  /** The name of the totals line ("Total of the month"). */
  totalLabel: string;
  /** The table's name, of the month (and client) shown. */
  tableLabel: (month: string, clientName: string | undefined) => string;
  /** What an empty month says ("No BPJS contributions in November 2026"). */
  emptyTitle: (month: string) => string;
  /** The export's button: its words (and icon). */
  exportLabel: ReactNode;
  /** Downloads the filters' export (`params.filter`); a failure shows in a toast. */
  onExport: () => Promise<unknown>;
  exporting: boolean;
  /** Below the table. */
  children?: ReactNode;
};

/**
 * A monthly report of the approved payroll (BPJS, PPh 21…): kit's period report page with the
 * month, the client (for those who may list clients) and the search, refused without
 * `payroll.read`. The page asks for the report itself (`usePayrollReportParams` gives its query)
 * and says what its columns are. Needs kit's payroll words (`PayrollMessages`).
 */
export function PayrollReport<Row>({ params, emptyTitle, ...props }: PayrollReportProps<Row>) {
  const { t } = useLingui();
  const month = monthYearLabel(params.period);
  return (
    <PeriodReportPage<Row, Readonly<Record<string, number>>>
      {...props}
      params={params.report}
      permission="payroll.read"
      empty={
        <EmptyState
          title={emptyTitle(month)}
          description={t`The payslips of the month’s approved payroll runs appear here. Choose another month or client.`}
        />
      }
    />
  );
}
