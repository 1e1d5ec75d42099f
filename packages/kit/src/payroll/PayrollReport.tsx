import { useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  type ListParamPatch,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  Button,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatMoney,
  PageHeader,
  SearchInput,
  useToast,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { MonthPicker } from '../components/MonthPicker';
import { AccessDenied } from '../components/StatusPages';
import { useClientChoices } from '../lib/clients';
import { isMonth, monthYearLabel, shiftMonth, thisMonthInJakarta } from '../lib/months';

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
  const { values, page, update } = useListParams(['period', 'client', 'search'] as const);
  const period = isMonth(values.period)
    ? values.period
    : shiftMonth(thisMonthInJakarta(), -monthsBack);
  const canChooseClient = hasPermission(me, 'clients.read');
  const clientId = canChooseClient ? values.client || undefined : undefined;
  const filter = { period, ...compact({ clientId, search: values.search }) };
  return {
    period,
    filter,
    query: { ...filter, page, pageSize },
    canRead: Boolean(me) && hasPermission(me, 'payroll.read'),
    canChooseClient,
    search: values.search,
    page,
    update,
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
    <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
      {strong ? <strong>{text}</strong> : text}
    </span>
  );
}

/** The parts of a report's query the page shows. */
type ReportQuery<Row> = {
  data?: { items: Row[]; total: number; totals: Readonly<Record<string, number>> } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type PayrollReportProps<Row> = {
  title: string;
  description: string;
  params: PayrollReportParams;
  /** The report of the page (`params.query`), asked by the page's own hook. */
  report: ReportQuery<Row>;
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
 * A monthly report of the approved payroll (BPJS, PPh 21…): the title, the filters (month,
 * client, search) and the export, the table of a page of rows with the totals of the whole filter
 * as its last line, its loading, empty and failed states; refused without `payroll.read`. The page
 * asks for the report itself (`usePayrollReportParams` gives its query) and says what its columns
 * are. Needs kit's payroll words (`PayrollMessages`).
 */
export function PayrollReport<Row>({
  title,
  description,
  params,
  report,
  columns,
  getRowId,
  getRowLabel,
  totalLabel,
  tableLabel,
  emptyTitle,
  exportLabel,
  onExport,
  exporting,
  children,
}: PayrollReportProps<Row>) {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const clients = useClientChoices(params.canChooseClient);
  const { period, update } = params;

  if (failureStatus(report.error) === 403 || (me && !hasPermission(me, 'payroll.read'))) {
    return <AccessDenied />;
  }

  const data = report.data;
  const items = data?.items ?? [];
  const lines: PayrollReportLine<Row>[] =
    data && items.length > 0
      ? [...items.map((row) => ({ row, totals: null })), { row: null, totals: data.totals }]
      : [];
  const monthLabel = monthYearLabel(period);
  const clientId = params.filter.clientId;
  const clientName = clients.data?.items.find((client) => client.id === clientId)?.legalName;

  async function download() {
    try {
      await onExport();
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
      <PageHeader title={title} description={description} />
      <DataTable
        label={tableLabel(monthLabel, clientName)}
        columns={columns}
        data={lines}
        total={data?.total ?? 0}
        page={params.page}
        pageSize={params.query.pageSize}
        onPageChange={(next) => update({ page: next })}
        loading={report.isPending}
        error={report.isError ? describeFailure(report.error).message : null}
        onRetry={() => void report.refetch()}
        getRowId={(line) => (line.row === null ? 'totals' : getRowId(line.row))}
        getRowLabel={(line) => (line.row === null ? totalLabel : getRowLabel(line.row))}
        emptyState={
          params.search ? (
            <EmptyState
              title={t`No employees match your search`}
              description={t`Try another name or employee number.`}
            />
          ) : (
            <EmptyState
              title={emptyTitle(monthLabel)}
              description={t`The payslips of the month’s approved payroll runs appear here. Choose another month or client.`}
            />
          )
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label={t`Search employees`}
                placeholder={t`Search by employee name or number`}
                value={params.search}
                onSearch={(search) => update({ search })}
              />
            }
          >
            <MonthPicker
              month={period}
              onPrevious={() => update({ period: shiftMonth(period, -1) })}
              onNext={
                period < thisMonthInJakarta()
                  ? () => update({ period: shiftMonth(period, 1) })
                  : undefined
              }
            />
            {params.canChooseClient ? (
              <FilterSelect
                label={t`Client`}
                allLabel={t`All clients`}
                options={(clients.data?.items ?? []).map(({ id, legalName }) => ({
                  value: id,
                  label: legalName,
                }))}
                value={clientId ?? ''}
                onChange={(client) => update({ client })}
              />
            ) : null}
            {/* Last among the filters, not in the bar's actions: beside those, a phone's
                width leaves the month too narrow (its buttons would stack). */}
            <div style={{ marginLeft: 'auto' }}>
              <Button
                onClick={() => void download()}
                loading={exporting}
                disabled={!data || data.total === 0}
              >
                {exportLabel}
              </Button>
            </div>
          </FilterBar>
        }
      />
      {children}
    </div>
  );
}
