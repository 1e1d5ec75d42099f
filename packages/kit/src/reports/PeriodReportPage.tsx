import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  failureStatus,
  hasPermission,
  type ListParamPatch,
  useCatalogs,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  FilterSelect,
  LoadingState,
  PageHeader,
  SearchInput,
  useToast,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { MonthPicker } from '../components/MonthPicker';
import { AccessDenied } from '../components/StatusPages';
import { useClientChoices } from '../lib/clients';
import { isMonth, monthYearLabel, shiftMonth, thisMonthInJakarta } from '../lib/months';
import { kitReportsCatalog } from '../locales/pages/reports/catalog';

/** The client filter of a report: none, optional ("All clients") or required ("Choose a client"). */
export type PeriodReportClient = 'none' | 'optional' | 'required';

export type PeriodReportParamsOptions = {
  /** Rows a page (a report that is not paged shows every row and ignores it). */
  pageSize: number;
  /** The month's name in the URL: `period` (`?period=2026-11`), or `month` for older pages. */
  monthParam?: 'period' | 'month';
  /** The month shown when none is chosen: how many months before this one (0: this month). */
  monthsBack?: number;
  /** How far forward one may go: months after this one (0: up to this month). */
  monthsAhead?: number;
  client?: PeriodReportClient;
  /**
   * Whether the reader may list the clients (`clients.read` by default); without it there is no
   * client filter, and none applies.
   */
  canChooseClient?: boolean;
};

/** A period report's filters as the URL holds them (`?period=&client=&search=&page=`). */
export type PeriodReportParams = {
  monthParam: 'period' | 'month';
  /** The month chosen in the URL, if any. */
  chosenPeriod: string | undefined;
  /** The month shown unless the server picks one: the chosen month, else the default. */
  period: string;
  /** The month shown when none is chosen. */
  defaultPeriod: string;
  /** The last month one may go forward to. */
  latest: string;
  /** Whether the client filter shows (and how). */
  client: PeriodReportClient;
  /** The client chosen (`undefined` for none, or when the reader may not choose one). */
  clientId: string | undefined;
  search: string;
  page: number;
  pageSize: number;
  /** Changes the filters (the month by its name in the URL, `period` or `month`). */
  update: (patch: ListParamPatch<'period' | 'month' | 'client' | 'search'>) => void;
};

/** Reads a period report's filters from the URL: the month, the client, the search and the page. */
export function usePeriodReportParams({
  pageSize,
  monthParam = 'period',
  monthsBack = 0,
  monthsAhead = 0,
  client = 'optional',
  canChooseClient,
}: PeriodReportParamsOptions): PeriodReportParams {
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams([monthParam, 'client', 'search'] as const);
  const thisMonth = thisMonthInJakarta();
  const raw = values[monthParam];
  const defaultPeriod = shiftMonth(thisMonth, -monthsBack);
  const chosenPeriod = isMonth(raw) ? raw : undefined;
  const mayChoose = client !== 'none' && (canChooseClient ?? hasPermission(me, 'clients.read'));
  const shown: PeriodReportClient = mayChoose ? client : 'none';
  return {
    monthParam,
    chosenPeriod,
    period: chosenPeriod ?? defaultPeriod,
    defaultPeriod,
    latest: shiftMonth(thisMonth, monthsAhead),
    client: shown,
    clientId: shown === 'none' ? undefined : values.client || undefined,
    search: values.search,
    page,
    pageSize,
    update: update as PeriodReportParams['update'],
  };
}

/** A line of a report's table: a row of the page, or (last) the totals of the whole filter. */
export type PeriodReportLine<Row, Totals> =
  | { row: Row; totals: null }
  | { row: null; totals: Totals };

/** The parts of a report's query the page shows. */
export type PeriodReportQuery<Row, Totals> = {
  data?: { items: Row[]; total?: number; totals?: Totals } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type PeriodReportPageProps<Row, Totals> = {
  title: string;
  description: string;
  /** Beside the title (e.g. an import). */
  headerActions?: ReactNode;
  params: PeriodReportParams;
  /** The month shown when the server picks it (a client's current period); else `params.period`. */
  period?: string;
  /** The report of the filters, asked by the page's own hook. */
  report: PeriodReportQuery<Row, Totals>;
  /** Whether the report is asked at all: false until a required client is chosen. */
  asked?: boolean;
  /** The permission the report needs; without it (or on a 403) the page is refused. */
  permission?: string;
  columns: ColumnDef<PeriodReportLine<Row, Totals>>[];
  getRowId: (row: Row) => string;
  /** A row's name for screen readers (the employee's). */
  getRowLabel: (row: Row) => string;
  /** The name of the totals line ("Total of the month"); without it, no totals line. */
  totalLabel?: string;
  /** The table's name, of the month (and client) shown. */
  tableLabel: (month: string, clientName: string | undefined) => string;
  /** What an empty month says. */
  empty: ReactNode;
  /** What a search that finds nothing says (default: no employees match). */
  noMatch?: ReactNode;
  /** What the page says before a required client is chosen. */
  noClient?: ReactNode;
  /** The search box's name and placeholder (default: employees by name or number). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Choices before the clients (e.g. "Internal staff"). */
  clientChoices?: { value: string; label: string }[];
  /** More filters, after the month and client (e.g. the period's days). */
  filters?: ReactNode;
  /** The export's button: its words (default "Export to Excel"). */
  exportLabel?: ReactNode;
  /** Downloads the filters' export (the server's XLSX); a failure shows in a toast. */
  onExport: () => Promise<unknown>;
  exporting: boolean;
  /** More buttons after the export (another export). */
  moreActions?: ReactNode;
  /** Whether the table is paged by the server (else it shows every row). */
  paged?: boolean;
  /** Whether a row opens something (the table's rows are links). */
  clickableRows?: boolean;
  /** Above the table (e.g. a banner). */
  above?: ReactNode;
  /** Under the filters, above the table (e.g. the period's dates). */
  belowFilters?: ReactNode;
  /** Below the table. */
  children?: ReactNode;
};

/**
 * A report of a month (or a client's period): the title, the filters (the month, back and forward
 * up to `params.latest`; the client; the search) with the Excel export last, the table of a page of
 * rows with the totals of the whole filter as its last line, and its loading, empty, failed and
 * refused states. The page asks for the report itself (`usePeriodReportParams` reads the filters)
 * and says what its columns are. It loads its own words.
 */
export function PeriodReportPage<Row, Totals>(props: PeriodReportPageProps<Row, Totals>) {
  const ready = useCatalogs(kitReportsCatalog);
  return ready ? <Report {...props} /> : <LoadingState rows={5} />;
}

function Report<Row, Totals>({
  title,
  description,
  headerActions,
  params,
  period = params.period,
  report,
  asked = true,
  permission,
  columns,
  getRowId,
  getRowLabel,
  totalLabel,
  tableLabel,
  empty,
  noMatch,
  noClient,
  searchLabel,
  searchPlaceholder,
  clientChoices = [],
  filters,
  exportLabel,
  onExport,
  exporting,
  moreActions,
  paged = true,
  clickableRows = false,
  above,
  belowFilters,
  children,
}: PeriodReportPageProps<Row, Totals>) {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const clients = useClientChoices(params.client !== 'none');
  const { update, monthParam, latest, clientId } = params;

  if (
    failureStatus(report.error) === 403 ||
    (permission !== undefined && me && !hasPermission(me, permission))
  ) {
    return <AccessDenied />;
  }

  const data = asked ? report.data : undefined;
  const items = data?.items ?? [];
  const total = data?.total ?? items.length;
  const lines: PeriodReportLine<Row, Totals>[] = [
    ...items.map((row) => ({ row, totals: null })),
    ...(totalLabel !== undefined && data?.totals !== undefined && items.length > 0
      ? [{ row: null, totals: data.totals }]
      : []),
  ];
  const clientName = clients.data?.items.find((client) => client.id === clientId)?.legalName;
  // The default month leaves the URL (unless the server picks the month: a client's period).
  const goTo = (month: string) =>
    update({
      [monthParam]: month === params.defaultPeriod && params.client !== 'required' ? null : month,
    });

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

  const month = (
    <MonthPicker
      key="month"
      month={period}
      onPrevious={() => goTo(shiftMonth(period, -1))}
      onNext={period < latest ? () => goTo(shiftMonth(period, 1)) : undefined}
    />
  );
  const client =
    params.client === 'none' ? null : (
      <FilterSelect
        key="client"
        label={t`Client`}
        allLabel={params.client === 'required' ? t`Choose a client` : t`All clients`}
        options={[
          ...clientChoices,
          ...(clients.data?.items ?? []).map(({ id, legalName }) => ({
            value: id,
            label: legalName,
          })),
        ]}
        value={clientId ?? ''}
        // Another client starts from its own current period.
        onChange={(next) =>
          update(
            params.client === 'required' ? { client: next, [monthParam]: null } : { client: next },
          )
        }
      />
    );

  const table = (
    <DataTable
      label={tableLabel(monthYearLabel(period), clientName)}
      columns={columns}
      data={lines}
      total={total}
      page={paged ? params.page : 1}
      pageSize={paged ? params.pageSize : Math.max(items.length, 1)}
      onPageChange={(next) => update({ page: next } as never)}
      loading={asked && report.isPending}
      error={asked && report.isError ? describeFailure(report.error).message : null}
      onRetry={() => void report.refetch()}
      getRowId={(line) => (line.row === null ? 'totals' : getRowId(line.row))}
      getRowLabel={(line) => (line.row === null ? (totalLabel ?? '') : getRowLabel(line.row))}
      emptyState={
        !asked
          ? noClient
          : params.search
            ? (noMatch ?? (
                <EmptyState
                  title={t`No employees match your search`}
                  description={t`Try another name or employee number.`}
                />
              ))
            : empty
      }
      toolbar={
        <>
          <FilterBar
            search={
              <SearchInput
                label={searchLabel ?? t`Search employees`}
                placeholder={searchPlaceholder ?? t`Search by employee name or number`}
                value={params.search}
                onSearch={(search) => update({ search })}
              />
            }
          >
            {/* A required client comes first (its period follows it); an optional one after the month. */}
            {params.client === 'required' ? [client, month] : [month, client]}
            {filters}
            {/* Last among the filters, not in the bar's actions: beside those, a phone's width
                leaves the month too narrow (its buttons would stack). */}
            <div className="sd-inline" style={{ marginLeft: 'auto' }}>
              <Button
                onClick={() => void download()}
                loading={exporting}
                disabled={!data || total === 0}
              >
                {exportLabel ?? <Trans>Export to Excel</Trans>}
              </Button>
              {moreActions}
            </div>
          </FilterBar>
          {belowFilters}
        </>
      }
    />
  );

  return (
    <div className="sd-stack" style={{ minWidth: 0 }}>
      <PageHeader title={title} description={description} actions={headerActions} />
      {above}
      {clickableRows ? <ClickableRows>{table}</ClickableRows> : table}
      {children}
    </div>
  );
}
