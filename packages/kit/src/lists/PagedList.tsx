import { describeFailure, failureStatus, sortingFromParam, sortingToParam } from '@staffdesk/core';
import {
  DataTable,
  type DataTableProps,
  EmptyState,
  type EmptyStateProps,
  FilterBar,
  FilterSelect,
  type FilterSelectProps,
  SearchInput,
  type SearchInputProps,
  type SortingState,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { QueryFailure } from '../components/StatusPages';
import { ExportButton } from './ExportButton';

/** The parts of a list query's result (a generated `useQuery`) the list shows. */
export type PagedQuery<T> = {
  /** The page's rows and the rows of all pages (default: the page's, for an unpaged list). */
  data: { items: T[]; total?: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The page and its setter: core's `useListParams()` (or a page kept in state). */
export type ListPaging = {
  page: number;
  update: (patch: { page: number }) => void;
};

/**
 * The URL's page, and its search for a list with a search box: core's `useListParams()`, whose
 * `update` takes any of its keys (`{ search }` too).
 */
export type ListSearchParams = ListPaging & { values?: { search?: string } };

/**
 * A filter select of the list's filter bar, kept in the URL's parameter `name` (core's
 * `useListParams`, whose keys include it); `hidden` leaves it out (a filter the user may not use).
 */
export type ListFilter = Pick<FilterSelectProps, 'label' | 'options' | 'allLabel'> & {
  name: string;
  hidden?: boolean;
};

/** The URL's values and setter the filter selects read and change (core's `useListParams`). */
type FilterParams = {
  values?: Record<string, string>;
  update: (patch: Record<string, string>) => void;
};

/** The filter selects of `filters`, each showing and changing its URL parameter. */
export function ListFilterSelects({
  filters,
  params,
}: {
  filters: readonly ListFilter[];
  params: ListPaging & { values?: object };
}) {
  const { values = {}, update } = params as unknown as FilterParams;
  return filters.map(({ name, hidden, ...select }) =>
    hidden ? null : (
      <FilterSelect
        key={name}
        {...select}
        value={values[name] ?? ''}
        onChange={(value) => update({ [name]: value })}
      />
    ),
  );
}

/** Whether any of `filters` (or the URL's search) is on. */
export function isFiltered(values: object, filters: readonly ListFilter[]) {
  const on = values as Record<string, string | undefined>;
  return Boolean(on.search) || filters.some(({ name }) => Boolean(on[name]));
}

/** What a toolbar may need: whether the list is empty, and the export button (when `onExport`). */
export type PagedListView = { empty: boolean; exportButton: ReactNode };

export type PagedListProps<T> = Omit<
  DataTableProps<T>,
  'data' | 'total' | 'page' | 'onPageChange' | 'error' | 'onRetry' | 'toolbar'
> & {
  /** The list's query: its rows (`items`), `total`, state and `refetch`. */
  query: PagedQuery<T>;
  /** The URL's page (core's `useListParams`); without it the list is one page. */
  params?: ListSearchParams;
  /** Above the table: filters, search, actions; a function to place the export button. */
  toolbar?: ReactNode | ((view: PagedListView) => ReactNode);
  /** Makes the Excel file of the list; its button is disabled while the list is empty. */
  onExport?: () => Promise<unknown>;
  /**
   * The search box of the filter bar (instead of a `toolbar`): its words; its value is the URL's
   * `search` when `params` has it (core's `useListParams`).
   */
  search?: ListSearch;
  /**
   * The filter selects of the filter bar (instead of a `toolbar`): as data, each kept in the URL's
   * `params`, or as elements.
   */
  filters?: ReactNode | readonly ListFilter[];
  /** At the filter bar's right (default: the export button); a function to place it. */
  actions?: ReactNode | ((view: PagedListView) => ReactNode);
  /** The two empty states (instead of an `emptyState`): a search or filter is on, or none. */
  empty?: ListEmptyWords;
  /**
   * The server sorts by the URL's `sort` in `params` (core's `useListParams`, `name` or `-name`):
   * the order shown before the user sorts (instead of `sorting` and `onSortingChange`).
   */
  urlSorting?: SortingState;
};

/** A search box's words, and its value unless the list's `params` hold the search. */
export type ListSearch = Pick<SearchInputProps, 'label' | 'placeholder'> &
  Partial<Pick<SearchInputProps, 'value' | 'onSearch'>>;

/** A search box's words, value and setter. */
export type SearchBox = Pick<SearchInputProps, 'label' | 'placeholder' | 'value' | 'onSearch'>;

/** An empty state's words. */
export type EmptyWords = Pick<EmptyStateProps, 'title' | 'description' | 'action'>;

/** "No … match" while a search or filter is on (`filtered`), otherwise "No … yet". */
export type ListEmptyWords = { filtered: boolean; match: EmptyWords; none: EmptyWords };

/** The empty state of a list that may be filtered: `match` while filtered, otherwise `none`. */
export function ListEmptyState({ filtered, match, none }: ListEmptyWords) {
  return <EmptyState {...(filtered ? match : none)} />;
}

/**
 * The filter bar of a list: its search box, filter selects and actions. The search box shows and
 * sets the URL's `search` in `params` (core's `useListParams`) unless it has its own value.
 */
export function ListToolbar({
  search,
  filters,
  actions,
  params = ONE_PAGE,
}: {
  search?: ListSearch;
  filters?: ReactNode;
  actions?: ReactNode;
  params?: ListSearchParams;
}) {
  return (
    <FilterBar
      search={search ? <SearchInput {...searchOf(search, params)} /> : undefined}
      actions={actions}
    >
      {filters}
    </FilterBar>
  );
}

/** The search box's value and setter: its own, or the URL's `search` in `params`. */
function searchOf({ onSearch, ...search }: ListSearch, params: ListSearchParams): SearchBox {
  if (onSearch) return { ...search, onSearch };
  if (!params.values) throw new Error('A list’s search needs `onSearch` or the URL’s search');
  const update = params.update as (patch: { page?: number; search?: string }) => void;
  return { ...search, value: params.values.search, onSearch: (value) => update({ search: value }) };
}

export const isFilterList = (filters: unknown): filters is readonly ListFilter[] =>
  Array.isArray(filters) &&
  filters.every((filter) => filter && 'name' in filter && 'options' in filter);

const ONE_PAGE: ListPaging = { page: 1, update: () => undefined };

/**
 * A server-paged list of a query: skeleton rows while it loads, the page's empty state, its
 * failure with a retry (a 403 shows the access-denied page), the pager, and an optional
 * "Export to Excel" whose failure shows the one toast.
 */
export function PagedList<T>({
  query,
  params = ONE_PAGE,
  toolbar,
  onExport,
  loading,
  search,
  filters,
  actions,
  empty: emptyWords,
  emptyState,
  urlSorting,
  ...table
}: PagedListProps<T>) {
  if (failureStatus(query.error) === 403) return <QueryFailure error={query.error} />;
  const total = query.data?.total ?? query.data?.items.length ?? 0;
  const empty = !query.isPending && !query.isError && total === 0;
  const exportButton = onExport ? <ExportButton onExport={onExport} disabled={empty} /> : null;
  const view = { empty, exportButton };
  const bar =
    search || filters ? (
      <ListToolbar
        search={search && searchOf(search, params)}
        filters={
          isFilterList(filters) ? <ListFilterSelects filters={filters} params={params} /> : filters
        }
        actions={typeof actions === 'function' ? actions(view) : (actions ?? exportButton)}
      />
    ) : typeof toolbar === 'function' ? (
      toolbar(view)
    ) : (
      toolbar
    );
  const sort = (params.values as { sort?: string } | undefined)?.sort;
  const sorting = urlSorting && {
    sorting: sort ? sortingFromParam(sort) : urlSorting,
    onSortingChange: (next: SortingState) =>
      (params.update as unknown as (patch: { sort: string }) => void)({
        sort: sortingToParam(next),
      }),
  };
  return (
    <DataTable
      {...table}
      {...sorting}
      data={query.data?.items ?? []}
      total={total}
      page={params.page}
      onPageChange={(page) => params.update({ page })}
      loading={loading ?? query.isPending}
      error={query.isError ? describeFailure(query.error).message : null}
      onRetry={() => void query.refetch()}
      emptyState={emptyWords ? <ListEmptyState {...emptyWords} /> : emptyState}
      toolbar={bar}
    />
  );
}
