import type { ReactNode } from 'react';

export type SimpleColumn<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Amounts and counts: 'right'. */
  align?: 'left' | 'right';
};

export type SimpleTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: SimpleColumn<T>[];
  rows: T[];
  getRowKey: (row: T, index: number) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
};

/** A small table of everything at once (a client's PICs, a file's problems): no paging, no sort. */
export function SimpleTable<T>({ label, columns, rows, getRowKey, empty }: SimpleTableProps<T>) {
  return (
    <div className="sd-table-card">
      <div className="sd-table-scroll">
        <table className="sd-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  key={index}
                  scope="col"
                  className={column.align === 'right' ? 'sd-table__cell--right' : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && empty ? (
              <tr>
                <td colSpan={columns.length} className="sd-table__cell--state">
                  {empty}
                </td>
              </tr>
            ) : null}
            {rows.map((row, rowIndex) => (
              <tr key={getRowKey(row, rowIndex)}>
                {columns.map((column, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    key={index}
                    className={column.align === 'right' ? 'sd-table__cell--right' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
