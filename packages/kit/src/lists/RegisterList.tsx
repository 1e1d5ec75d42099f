import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { compact, problemMessage, useListParams } from '@staffdesk/core';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  ImportDialog,
  type ImportResult,
  type SortingState,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterEmptyState } from '../components/RegisterEmptyState';
import {
  isFiltered,
  type ListFilter,
  type ListPaging,
  PagedList,
  type PagedQuery,
} from './PagedList';

/**
 * The search, sort and page of a register in the URL (core's `useListParams`), its page size and
 * its order before the user sorts (`useRegisterQuery`).
 */
export type RegisterParams = ListPaging & {
  values: { search: string; sort: string };
  update: (patch: { page?: number; search?: string; sort?: string }) => void;
  pageSize: number;
  defaultSort: SortingState;
};

/**
 * A register's URL (its search, sort, page and the filters `keys`, core's `useListParams`) and
 * the arguments of its list query: `filters` (`toFilters` of the URL's values, and the sort) for
 * the export of the filtered list, `page` (the filters, the page and `pageSize`) for the list.
 * `params` (the register's) also hold the page size and the order before the user sorts.
 */
export function useRegisterQuery<K extends string, F extends object>(
  keys: readonly K[],
  toFilters: (values: Record<K | 'search', string>) => F,
  { pageSize, defaultSort }: { pageSize: number; defaultSort: SortingState },
) {
  const url = useListParams([...keys, 'search', 'sort']);
  const { values } = url;
  const filters = { ...toFilters(values), ...compact({ sort: values.sort }) };
  const params = { ...url, pageSize, defaultSort };
  return { params, filters, page: { ...filters, page: url.page, pageSize } };
}

/**
 * A register's words, as Lingui message descriptors (`msg`) of the department's catalog; the
 * register translates them where they show.
 */
export type RegisterWords = {
  /** The table's name: "Clients". */
  label: MessageDescriptor;
  /** The nouns: "client" and "clients" (the import dialog's "1 client", "No clients yet"). */
  one: MessageDescriptor;
  many: MessageDescriptor;
  /** A row's menu: "View client" for everyone, "Edit client" for those who may manage. */
  view: MessageDescriptor;
  edit: MessageDescriptor;
  /** The buttons of those who may manage: "Add client", "Import clients". */
  add: MessageDescriptor;
  import: MessageDescriptor;
  /** The search box's name and placeholder. */
  search: MessageDescriptor;
  searchPlaceholder: MessageDescriptor;
  /** What to try when nothing matched: "Try another search, or clear the filters." */
  filteredHint: MessageDescriptor;
  /** What an empty register says to someone who may add to it, and to someone who may not. */
  manageHint: MessageDescriptor;
  readHint: MessageDescriptor;
  /** The import dialog's description: the columns the file needs. */
  importDescription: MessageDescriptor;
};

export type RegisterListProps<T extends { id: string }> = {
  words: RegisterWords;
  columns: ColumnDef<T>[];
  query: PagedQuery<T>;
  /** The register's URL, page size and first order (`useRegisterQuery`). */
  params: RegisterParams;
  /** The class of the clickable rows (the section's stylesheet). */
  className: string;
  /** A row's name for screen readers and its menu. */
  rowName: (row: T) => string;
  /** Where a row's "View …" and "Edit …" lead, and "Add …". */
  viewPath: (row: T) => string;
  editPath: (row: T) => string;
  addPath: string;
  /** The filter selects, each kept in the URL (a search or any of them on filters the list). */
  filters: readonly ListFilter[];
  /** Makes the Excel file of the filtered list. */
  onExport: () => Promise<unknown>;
  /** Imports a file: a check only (`dryRun`), or for real. */
  onImport: (
    file: File,
    dryRun: boolean,
    onProgress?: (progress: { done: number; total: number }) => void,
  ) => Promise<ImportResult>;
  /** Whether the user may add and import. */
  canManage: boolean;
};

/**
 * A register (clients, employees): search, filters, server paging and sorting, export of the
 * filtered list, and for those who may manage, add and import (offered by the empty state while
 * the register is empty).
 */
export function RegisterList<T extends { id: string }>({
  words,
  columns,
  query,
  params,
  className,
  rowName,
  viewPath,
  editPath,
  addPath,
  filters,
  onExport,
  onImport,
  canManage,
}: RegisterListProps<T>) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const filtered = isFiltered(params.values, filters);
  const addButton = canManage ? (
    <Button variant="primary" onClick={() => navigate(addPath)}>
      {i18n._(words.add)}
    </Button>
  ) : null;
  const importButton = canManage ? (
    <Button onClick={() => setOpen(true)}>{i18n._(words.import)}</Button>
  ) : null;
  const noun = { one: i18n._(words.one), many: i18n._(words.many) };

  return (
    <>
      <ClickableRows className={className}>
        <PagedList
          label={i18n._(words.label)}
          columns={columns}
          query={query}
          params={params}
          pageSize={params.pageSize}
          urlSorting={params.defaultSort}
          getRowId={(row) => row.id}
          getRowLabel={rowName}
          rowActions={(row) => [
            { label: i18n._(words.view), onSelect: () => navigate(viewPath(row)) },
            ...(canManage
              ? [{ label: i18n._(words.edit), onSelect: () => navigate(editPath(row)) }]
              : []),
          ]}
          emptyState={
            <RegisterEmptyState
              noun={noun.many}
              filteredHint={i18n._(words.filteredHint)}
              manageHint={i18n._(words.manageHint)}
              readHint={i18n._(words.readHint)}
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
          search={{ label: i18n._(words.search), placeholder: i18n._(words.searchPlaceholder) }}
          filters={filters}
          actions={({ empty: none, exportButton }) => (
            <>
              {exportButton}
              {/* While the register is empty the empty state offers these. */}
              {none && !filtered ? null : importButton}
              {none && !filtered ? null : addButton}
            </>
          )}
        />
      </ClickableRows>
      {canManage ? (
        <ImportDialog
          noun={noun}
          description={i18n._(words.importDescription)}
          onDryRun={(file) => onImport(file, true)}
          onImport={(file, onProgress) => onImport(file, false, onProgress)}
          open={open}
          onOpenChange={setOpen}
          errorMessage={problemMessage}
        />
      ) : null}
    </>
  );
}
