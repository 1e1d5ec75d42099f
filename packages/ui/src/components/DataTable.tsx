import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../cx';
import { formatNumber } from '../format';
import { Button, IconButton } from './Button';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MoreIcon,
} from './icons';
import { Skeleton } from './Skeleton';
import { EmptyState, ErrorState } from './States';
import { preloadDeferredModule, useDeferredModule } from './useDeferredModule';

export type { ColumnDef, SortingState } from '@tanstack/react-table';

/** Put in a column's `meta` to align it (amounts and counts: 'right'). */
export interface DataTableColumnMeta {
  align?: 'left' | 'right' | 'center';
  /** A fixed CSS width for the column. */
  width?: string;
  /** Extra class for the column's cells. */
  className?: string;
}

/** One entry of a row's action menu. */
export interface RowAction {
  label: string;
  onSelect: () => void;
  /** Red, and kept apart from the others at the end of the menu. */
  destructive?: boolean;
  disabled?: boolean;
}

export interface DataTableProps<T> {
  columns: ColumnDef<T>[];
  /** The rows of the current page, as the server sent them. */
  data: T[];
  /** Rows across all pages (the server's `total`). */
  total: number;
  /** The current page, starting at 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shows a "Rows per page" choice. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** The server's sort order. Columns with an accessor are sortable when `onSortingChange` is set. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Skeleton rows in place of the data. */
  loading?: boolean;
  /** A failed load: shown in the table with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when there are no rows; a useful one names the primary action. */
  emptyState?: ReactNode;
  /** A stable id per row (default: its index on the page). Needed for selection across reloads. */
  getRowId?: (row: T) => string;
  /** A short name of a row for screen readers ("Budi Santoso"), used by actions and checkboxes. */
  getRowLabel?: (row: T) => string;
  /** The actions of a row, shown in a "⋯" menu at the end. */
  rowActions?: (row: T) => RowAction[];
  /** Adds a checkbox per row and one for the page. */
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  /** Shown above the table while rows are selected: bulk actions for them. */
  bulkActions?: (rows: T[], clearSelection: () => void) => ReactNode;
  /** Above the table: filters, search, export. */
  toolbar?: ReactNode;
  /** The table's accessible name. */
  label?: string;
  className?: string;
}

/** A column's header as plain text, for the phone layout's "label: value" lines. */
function headerText(header: unknown): string | undefined {
  return typeof header === 'string' && header !== '' ? header : undefined;
}

function metaOf(meta: unknown): DataTableColumnMeta {
  return (meta && typeof meta === 'object' ? meta : {}) as DataTableColumnMeta;
}

function alignClass(meta: DataTableColumnMeta) {
  return meta.align && meta.align !== 'left' ? `sd-table__cell--${meta.align}` : undefined;
}

function SelectCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="sd-checkbox-input"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      className="sd-table__sort"
      onClick={header.column.getToggleSortingHandler()}
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
      <Icon className="sd-table__sort-icon" />
    </button>
  );
}

const loadRowActionsMenu = () => import('./RowActionsMenu');

/** Fetches the row actions menu's code now rather than after the first table shows. */
export function preloadRowActionsMenu(): Promise<unknown> {
  return preloadDeferredModule(loadRowActionsMenu);
}

/** A row's actions: the ⋯ button at once, its menu (Radix) once loaded, just after the table shows. */
function RowActions({ actions, label }: { actions: RowAction[]; label: string }) {
  const menu = useDeferredModule(loadRowActionsMenu);
  // Open state lives here, so a click before the menu has loaded opens it once it has.
  const [open, setOpen] = useState(false);
  if (actions.length === 0) return null;
  return menu ? (
    <menu.RowActionsMenu actions={actions} label={label} open={open} onOpenChange={setOpen} />
  ) : (
    <IconButton label={label} size="sm" onClick={() => setOpen(true)}>
      <MoreIcon />
    </IconButton>
  );
}

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];
const NO_SELECTION: RowSelectionState = {};

/**
 * A server-driven list: the server pages, sorts and filters; the table shows one page, asks for
 * another through `onPageChange` / `onSortingChange`, and shows skeletons, errors and emptiness.
 */
export function DataTable<T>({
  columns,
  data,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  sorting,
  onSortingChange,
  loading = false,
  error,
  onRetry,
  emptyState,
  getRowId,
  getRowLabel,
  rowActions,
  selectable = false,
  onSelectionChange,
  bulkActions,
  toolbar,
  label,
  className,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const pageSizeId = useId();
  // Selection belongs to one page: another page (or page size) starts with nothing selected.
  const pageKey = `${page}:${pageSize}`;
  const [selection, setSelection] = useState({ key: pageKey, value: NO_SELECTION });
  const rowSelection = selection.key === pageKey ? selection.value : NO_SELECTION;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const rowId = (row: T, index: number) => (getRowId ? getRowId(row) : String(index));
  const rowName = (row: T, index: number) =>
    getRowLabel ? getRowLabel(row) : `${(page - 1) * pageSize + index + 1}`;

  const selectedRowsFrom = (selection: RowSelectionState) =>
    data.filter((row, index) => selection[rowId(row, index)]);

  const updateSelection = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    setSelection({ key: pageKey, value: next });
    onSelectionChange?.(selectedRowsFrom(next));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the caller once per page change
  useEffect(() => {
    if (selection.key !== pageKey) {
      setSelection({ key: pageKey, value: NO_SELECTION });
      if (Object.keys(selection.value).some((id) => selection.value[id])) onSelectionChange?.([]);
    }
  }, [pageKey]);

  const table = useReactTable<T>({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => rowId(row, index),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
    enableSorting: !!onSortingChange,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
    state: {
      sorting: sorting ?? [],
      pagination: { pageIndex: page - 1, pageSize },
      rowSelection,
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting ?? []) : updater;
      onSortingChange?.(next);
    },
    onRowSelectionChange: updateSelection,
  });

  const rows = table.getRowModel().rows;
  const selectedRows = rows.filter((row) => row.getIsSelected()).map((row) => row.original);
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const someSelected = selectedRows.length > 0 && !allSelected;
  const clearSelection = () => updateSelection({});

  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const selectedCount = selectedRows.length;
  const fromText = formatNumber(from);
  const toText = formatNumber(to);
  const totalText = formatNumber(total);
  const pageText = formatNumber(Math.min(page, pageCount));
  const pagesText = formatNumber(pageCount);
  const showRows = !loading && !error && data.length > 0;
  const skeletonRows = Math.min(pageSize, 10);

  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="sd-table__cell--state">
        {content}
      </td>
    </tr>
  );

  return (
    <div className={cx('sd-data-table', className)}>
      {toolbar}
      <div className="sd-table-card">
        {selectable && bulkActions && selectedRows.length > 0 ? (
          <div className="sd-table-bulk">
            <span>{t`${selectedCount} selected`}</span>
            {bulkActions(selectedRows, clearSelection)}
            <Button variant="ghost" size="sm" onClick={clearSelection}>
              {t`Clear selection`}
            </Button>
          </div>
        ) : null}
        {/* Focusable, so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
        {/* biome-ignore lint/a11y/useSemanticElements: a group, not a fieldset of form controls */}
        <div className="sd-table-scroll" tabIndex={0} role="group" aria-label={label ?? t`Table`}>
          <table
            className="sd-table"
            aria-label={label}
            aria-busy={loading || undefined}
            aria-rowcount={showRows ? total + 1 : undefined}
          >
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} aria-rowindex={showRows ? 1 : undefined}>
                  {selectable ? (
                    <th className="sd-table__cell--select" scope="col">
                      <SelectCheckbox
                        checked={allSelected}
                        indeterminate={someSelected}
                        disabled={!showRows}
                        label={t`Select all rows on this page`}
                        onChange={(checked) => table.toggleAllRowsSelected(checked)}
                      />
                    </th>
                  ) : null}
                  {group.headers.map((header) => {
                    const meta = metaOf(header.column.columnDef.meta);
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        colSpan={header.colSpan}
                        className={alignClass(meta)}
                        style={meta.width ? { width: meta.width } : undefined}
                        aria-sort={
                          sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : canSort
                                ? 'none'
                                : undefined
                        }
                      >
                        {header.isPlaceholder ? null : canSort ? (
                          <SortHeader header={header} />
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                  {rowActions ? (
                    <th className="sd-table__cell--actions" scope="col">
                      <span className="sd-visually-hidden">{t`Row actions`}</span>
                    </th>
                  ) : null}
                </tr>
              ))}
            </thead>
            <tbody aria-hidden={loading || undefined}>
              {loading
                ? Array.from({ length: skeletonRows }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                    <tr key={index} data-skeleton="">
                      {Array.from({ length: columnCount }, (_, cell) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                        <td key={cell}>
                          <Skeleton width={`${45 + ((index + cell * 3) % 5) * 10}%`} />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
              {!loading && error
                ? stateRow(
                    <ErrorState
                      title={t`Could not load the list`}
                      message={error}
                      onRetry={onRetry}
                    />,
                  )
                : null}
              {!loading && !error && data.length === 0
                ? stateRow(
                    emptyState ?? (
                      <EmptyState
                        title={t`Nothing to show`}
                        description={t`No records match. Try changing the search or filters.`}
                      />
                    ),
                  )
                : null}
              {showRows
                ? rows.map((row) => {
                    const name = rowName(row.original, row.index);
                    return (
                      <tr
                        key={row.id}
                        data-selected={row.getIsSelected() || undefined}
                        aria-rowindex={(page - 1) * pageSize + row.index + 2}
                      >
                        {selectable ? (
                          <td className="sd-table__cell--select">
                            <SelectCheckbox
                              checked={row.getIsSelected()}
                              label={t`Select ${name}`}
                              onChange={(checked) => row.toggleSelected(checked)}
                            />
                          </td>
                        ) : null}
                        {row.getVisibleCells().map((cell) => {
                          const meta = metaOf(cell.column.columnDef.meta);
                          return (
                            <td
                              key={cell.id}
                              className={cx(alignClass(meta), meta.className)}
                              data-label={headerText(cell.column.columnDef.header)}
                            >
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </td>
                          );
                        })}
                        {rowActions ? (
                          <td className="sd-table__cell--actions">
                            <RowActions
                              actions={rowActions(row.original)}
                              label={getRowLabel ? t`Actions for ${name}` : t`Row actions`}
                            />
                          </td>
                        ) : null}
                      </tr>
                    );
                  })
                : null}
            </tbody>
          </table>
          {loading ? (
            <span role="status" className="sd-visually-hidden">
              {t`Loading…`}
            </span>
          ) : null}
        </div>
        {total > 0 && !error ? (
          <nav className="sd-pagination" aria-label={t`Pagination`}>
            <span className="sd-pagination__range" aria-live="polite">
              <Trans>
                {fromText}–{toText} of {totalText}
              </Trans>
            </span>
            <div className="sd-pagination__controls">
              {onPageSizeChange ? (
                <span className="sd-pagination__size">
                  <label htmlFor={pageSizeId} className="sd-pagination__size-label">
                    {t`Rows per page`}
                  </label>
                  <select
                    id={pageSizeId}
                    className="sd-select"
                    value={pageSize}
                    onChange={(event) => onPageSizeChange(Number(event.target.value))}
                  >
                    {(pageSizeOptions.includes(pageSize)
                      ? pageSizeOptions
                      : [...pageSizeOptions, pageSize].sort((a, b) => a - b)
                    ).map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </span>
              ) : null}
              <span className="sd-pagination__page-of">
                <Trans>
                  Page {pageText} of {pagesText}
                </Trans>
              </span>
              <IconButton
                label={t`Previous page`}
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                label={t`Next page`}
                variant="secondary"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => onPageChange(page + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </div>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
