import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { type DateInput, formatDate } from '../format';
import type { DataTableColumnMeta } from './DataTable';

/** A column's name and header, as a `ColumnDef` has them, without its cell. */
export type FigureColumnBase = {
  /** The column's id; with `accessorKey` instead, the server sorts by that key. */
  id?: string;
  accessorKey?: string;
  header: string;
  enableSorting?: boolean;
  meta?: DataTableColumnMeta;
};

/**
 * A column of one short figure per row (a month, a count of a total, a number) in tabular
 * numerals, never broken over two lines.
 */
export function figureColumn<T>(
  column: FigureColumnBase,
  figure: (row: T) => ReactNode,
): ColumnDef<T> {
  return {
    ...column,
    cell: ({ row }) => <span className="sd-num sd-nowrap">{figure(row.original)}</span>,
  } as ColumnDef<T>;
}

/** A column of one day per row, as `21 Nov 2026`. */
export function dateColumn<T>(column: FigureColumnBase, date: (row: T) => DateInput): ColumnDef<T> {
  return figureColumn<T>(column, (row) => formatDate(date(row)));
}
