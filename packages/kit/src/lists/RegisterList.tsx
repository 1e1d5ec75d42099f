import { problemMessage, sortingFromParam, sortingToParam } from '@staffdesk/core';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  FilterBar,
  ImportDialog,
  type ImportDialogProps,
  SearchInput,
  type SortingState,
} from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterEmptyState, type RegisterEmptyStateProps } from '../components/RegisterEmptyState';
import { type ListPaging, PagedList, type PagedQuery } from './PagedList';

/** The search, sort and page of a register in the URL (core's `useListParams`). */
export type RegisterParams = ListPaging & {
  values: { search: string; sort: string };
  update: (patch: { page?: number; search?: string; sort?: string }) => void;
};

/** A row's link: its words and where it leads. */
export type RegisterRowLink<T> = { label: string; to: (row: T) => string };

export type RegisterListProps<T extends { id: string }> = {
  /** The table's name: "Clients". */
  label: string;
  columns: ColumnDef<T>[];
  query: PagedQuery<T>;
  params: RegisterParams;
  pageSize: number;
  /** The order before the user sorts. */
  defaultSort: SortingState;
  /** The class of the clickable rows (the section's stylesheet). */
  className: string;
  /** A row's name for screen readers and its menu. */
  rowName: (row: T) => string;
  /** "View client" for everyone; "Edit client" for those who may manage. */
  view: RegisterRowLink<T>;
  edit: RegisterRowLink<T>;
  search: { label: string; placeholder: string };
  /** The filter selects. */
  filters: ReactNode;
  /** Whether a search or filter is on. */
  filtered: boolean;
  /** Makes the Excel file of the filtered list. */
  onExport: () => Promise<unknown>;
  /** Whether the user may add and import. */
  canManage: boolean;
  add: { label: ReactNode; to: string };
  importLabel: ReactNode;
  /** The empty register's words. */
  empty: Pick<RegisterEmptyStateProps, 'noun' | 'filteredHint' | 'manageHint' | 'readHint'>;
  /** The import dialog's words and calls. */
  importing: Pick<ImportDialogProps, 'noun' | 'description' | 'onDryRun' | 'onImport'>;
};

/**
 * A register (clients, employees): search, filters, server paging and sorting, export of the
 * filtered list, and for those who may manage, add and import (offered by the empty state while
 * the register is empty).
 */
export function RegisterList<T extends { id: string }>({
  label,
  columns,
  query,
  params,
  pageSize,
  defaultSort,
  className,
  rowName,
  view,
  edit,
  search,
  filters,
  filtered,
  onExport,
  canManage,
  add,
  importLabel,
  empty,
  importing,
}: RegisterListProps<T>) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { values, update } = params;
  const addButton = canManage ? (
    <Button variant="primary" onClick={() => navigate(add.to)}>
      {add.label}
    </Button>
  ) : null;
  const importButton = canManage ? (
    <Button onClick={() => setOpen(true)}>{importLabel}</Button>
  ) : null;

  return (
    <>
      <ClickableRows className={className}>
        <PagedList
          label={label}
          columns={columns}
          query={query}
          params={params}
          pageSize={pageSize}
          sorting={values.sort ? sortingFromParam(values.sort) : defaultSort}
          onSortingChange={(sorting) => update({ sort: sortingToParam(sorting) })}
          getRowId={(row) => row.id}
          getRowLabel={rowName}
          rowActions={(row) => [
            { label: view.label, onSelect: () => navigate(view.to(row)) },
            ...(canManage ? [{ label: edit.label, onSelect: () => navigate(edit.to(row)) }] : []),
          ]}
          emptyState={
            <RegisterEmptyState
              {...empty}
              filtered={filtered}
              canManage={canManage}
              actions={
                <>
                  {importButton}
                  {addButton}
                </>
              }
            />
          }
          onExport={onExport}
          toolbar={({ empty: none, exportButton }) => (
            <FilterBar
              search={
                <SearchInput
                  label={search.label}
                  placeholder={search.placeholder}
                  value={values.search}
                  onSearch={(text) => update({ search: text })}
                />
              }
              actions={
                <>
                  {exportButton}
                  {/* While the register is empty the empty state offers these. */}
                  {none && !filtered ? null : importButton}
                  {none && !filtered ? null : addButton}
                </>
              }
            >
              {filters}
            </FilterBar>
          )}
        />
      </ClickableRows>
      {canManage ? (
        <ImportDialog
          {...importing}
          open={open}
          onOpenChange={setOpen}
          errorMessage={problemMessage}
        />
      ) : null}
    </>
  );
}
