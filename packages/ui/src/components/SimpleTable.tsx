import type { ReactNode } from 'react';

export type SimpleColumn<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Amounts and counts: 'right'. */
  align?: 'left' | 'right';
  /**
   * A fixed CSS width. When any column has one, the table lays out by these widths, so tables
   * shown one under another (a calendar's months) line up column for column.
   */
  width?: string;
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
      {/* Focusable, so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      {/* biome-ignore lint/a11y/useSemanticElements: a group, not a fieldset of form controls */}
      <div className="sd-table-scroll" tabIndex={0} role="group" aria-label={label}>
        <table
          className="sd-table"
          aria-label={label}
          style={columns.some((c) => c.width) ? { tableLayout: 'fixed' } : undefined}
        >
          <colgroup>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <col key={index} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
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
                    data-label={typeof column.header === 'string' ? column.header : undefined}
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
