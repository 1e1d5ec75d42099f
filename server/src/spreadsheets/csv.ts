import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from './formula-cells.js';

/**
 * A CSV file the product writes: a header row, then one record per row, CRLF line ends; every
 * text cell neutralised against formula injection (numbers are written as they are).
 */
export function writeCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return stringify(
    rows.map((row) =>
      row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)),
    ),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  );
}
