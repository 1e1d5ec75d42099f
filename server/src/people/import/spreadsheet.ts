import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { dateOfDay, isCalendarDate } from '../../shared/business-dates.js';
import { neutraliseFormula, restoreNeutralised } from '../../spreadsheets/formula-cells.js';
import { firstSheetRows, XlsxReadError } from './xlsx-rows.js';

/** A cell as the importers see it: text, a number, a boolean or a date (UTC midnight). */
export type Cell = string | number | boolean | Date | null;

/** One data row: its row number in the sheet (the header is usually row 1) and cells by column. */
export type SheetRow = { row: number; cells: Map<string, Cell> };

export type ColumnSpec = {
  key: string;
  /** The header we write, and the main one we read. */
  header: string;
  /** Other headers accepted (compared without case, spaces or punctuation). */
  aliases?: string[];
  required?: boolean;
};

export type Sheet = {
  headerRow: number;
  /** Column key → the header as written in the file. */
  headers: Map<string, string>;
  /** Header as written → its column number, to list a row's errors left to right. */
  positions: Map<string, number>;
  missing: ColumnSpec[];
  rows: SheetRow[];
};

export class SpreadsheetError extends Error {}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function normalizeHeader(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The plain value of an exceljs cell value (rich text, links and formula results resolved). */
export function plainValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return plainValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return plainValue(value.text as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
    return null;
  }
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return value as Cell;
}

/** Detects the delimiter of a CSV from its first line: `;` (Indonesian Excel), tab or `,`. */
function csvDelimiter(data: Buffer) {
  const newline = data.indexOf(0x0a);
  const firstLine = data.subarray(0, newline === -1 ? Math.min(data.length, 65_536) : newline);
  const text = firstLine.toString('utf8');
  const counts = [';', '\t', ','].map((d) => [d, text.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** One physical row of a file: its number and its cells by column number (1-based). */
type RawRow = { row: number; cells: Map<number, Cell> };

/** The rows of the first worksheet of an XLSX file, streamed (see `firstSheetRows`). */
async function* xlsxRows(data: Buffer): AsyncGenerator<RawRow> {
  try {
    for await (const row of firstSheetRows(data)) {
      const cells = new Map<number, Cell>();
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        const value = plainValue(cell.value);
        if (value !== null) cells.set(col, value);
      });
      yield { row: row.number, cells };
    }
  } catch (error) {
    if (error instanceof XlsxReadError) throw new SpreadsheetError(error.message);
    throw new SpreadsheetError('This file is not an XLSX workbook we can read.');
  }
}

/**
 * The rows of a CSV file (UTF-8, comma, semicolon or tab separated), streamed. Cells stay text:
 * nothing is guessed into numbers or dates, so a NIK keeps its 16 digits.
 */
async function* csvRows(data: Buffer): AsyncGenerator<RawRow> {
  if (data.includes(0)) {
    throw new SpreadsheetError('Upload an XLSX workbook or a CSV file (old .xls is not read).');
  }
  const parser = Readable.from([data]).pipe(
    parseCsv({
      bom: true,
      delimiter: csvDelimiter(data),
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      const cells = new Map<number, Cell>();
      record.forEach((value, index) => {
        if (value !== '') cells.set(index + 1, value);
      });
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('This CSV file cannot be read.');
  } finally {
    parser.destroy();
  }
}

/** Rows read or checked between two turns of the event loop given to other requests. */
export const YIELD_EVERY_ROWS = 500;

/** Blank rows read past the header before a file counts as too long, whatever its data rows. */
const MAX_BLANK_ROWS = 10_000;

/**
 * The header (the first non-empty row) and the data rows of the first worksheet of an XLSX file,
 * or of a CSV file, by the given columns. Unknown columns are ignored; empty rows are skipped.
 * The file is streamed and the row limit enforced while reading: a sheet with a million rows is
 * refused at row `maxRows + 1`, not after it was read whole.
 */
export async function readSheet(
  data: Buffer,
  columns: ColumnSpec[],
  maxRows: number,
): Promise<Sheet> {
  const byName = new Map<string, ColumnSpec>();
  for (const spec of columns) {
    for (const name of [spec.header, ...(spec.aliases ?? [])])
      byName.set(normalizeHeader(name), spec);
  }
  let headerRow = 0;
  let blank = 0;
  const columnKeys = new Map<number, string>();
  const headers = new Map<string, string>();
  const positions = new Map<string, number>();
  const rows: SheetRow[] = [];
  const tooLong = () =>
    new SpreadsheetError(`Import at most ${maxRows.toLocaleString('en')} rows at a time.`);
  const source = data.subarray(0, 4).equals(XLSX_MAGIC) ? xlsxRows(data) : csvRows(data);
  for await (const raw of source) {
    if (raw.cells.size === 0) {
      blank += 1;
      if (blank > MAX_BLANK_ROWS) throw tooLong();
      continue;
    }
    if (headerRow === 0) {
      headerRow = raw.row;
      for (const [col, value] of raw.cells) {
        const spec = byName.get(normalizeHeader(String(value)));
        if (spec && !headers.has(spec.key)) {
          columnKeys.set(col, spec.key);
          headers.set(spec.key, String(value).trim());
          positions.set(String(value).trim(), col);
        }
      }
      continue;
    }
    const cells = new Map<string, Cell>();
    for (const [col, value] of raw.cells) {
      const key = columnKeys.get(col);
      if (key) cells.set(key, value);
    }
    if (cells.size === 0) {
      blank += 1;
      if (blank > MAX_BLANK_ROWS) throw tooLong();
      continue;
    }
    if (rows.length >= maxRows) throw tooLong();
    rows.push({ row: raw.row, cells });
    // Let other requests in now and then: a big file is read in many short turns.
    if (rows.length % YIELD_EVERY_ROWS === 0) await setImmediate();
  }
  if (headerRow === 0) throw new SpreadsheetError('The file is empty.');
  const missing = columns.filter((c) => c.required && !headers.has(c.key));
  return { headerRow, headers, positions, missing, rows };
}

/** Sorts import errors by row, then by column from left to right. */
export function sortErrors(
  errors: { row: number; column: string; message: string }[],
  positions: Map<string, number>,
) {
  return errors.sort(
    (a, b) => a.row - b.row || (positions.get(a.column) ?? 999) - (positions.get(b.column) ?? 999),
  );
}

// ---------------------------------------------------------------- cell conversions

export type Converted<T> = { value: T } | { error: string };

/** Text of a cell (numbers as their digits). */
export function asText(cell: Cell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return dateOfDay(Math.round(cell.getTime() / 86_400_000));
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return restoreNeutralised(String(cell).trim()) || null;
}

/** A long number typed into Excel keeps only 15 significant digits: refuse it for NIK-like cells. */
export function asDigitsText(cell: Cell, label: string): Converted<string | null> {
  if (typeof cell === 'number' && Math.abs(cell) >= 1e15) {
    return {
      error: `Excel keeps only 15 digits of a number: format the ${label} column as text and enter it again.`,
    };
  }
  return { value: asText(cell) };
}

const EXCEL_EPOCH_DAY = -25_569; // 1899-12-30 as days since 1970-01-01

/** A date from a date cell, an Excel serial, `YYYY-MM-DD`, or `DD/MM/YYYY` / `DD-MM-YYYY`. */
export function asDate(cell: Cell): Converted<string | null> {
  if (cell === null) return { value: null };
  if (cell instanceof Date) return { value: dateOfDay(Math.round(cell.getTime() / 86_400_000)) };
  if (typeof cell === 'number' && cell > 0 && cell < 100_000) {
    return { value: dateOfDay(EXCEL_EPOCH_DAY + Math.floor(cell)) };
  }
  const text = String(cell).trim();
  let iso: string | null = null;
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (ymd) iso = `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}`;
  else if (dmy) iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  if (!iso || !isCalendarDate(iso)) {
    return { error: 'Enter a date like 2026-01-31 or 31/01/2026.' };
  }
  return { value: iso };
}

/** Whole rupiah from a number or text like `5.396.761`, `5,396,761` or `Rp 5.396.761`. */
export function asMoney(cell: Cell): Converted<number | null> {
  if (cell === null) return { value: null };
  if (typeof cell === 'number') {
    return Number.isInteger(cell) ? { value: cell } : { error: 'Use whole rupiah.' };
  }
  const text = String(cell)
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/\s/g, '');
  if (/^\d+$/.test(text)) return { value: Number(text) };
  if (/^\d{1,3}(\.\d{3})+(,0+)?$/.test(text)) {
    return { value: Number(text.replace(/,0+$/, '').replaceAll('.', '')) };
  }
  if (/^\d{1,3}(,\d{3})+(\.0+)?$/.test(text)) {
    return { value: Number(text.replace(/\.0+$/, '').replaceAll(',', '')) };
  }
  return { error: 'Enter an amount in whole rupiah, like 5396761 or 5.396.761.' };
}

/** A whole number. */
export function asInteger(cell: Cell): Converted<number | null> {
  if (cell === null) return { value: null };
  const n = typeof cell === 'number' ? cell : Number(String(cell).trim());
  return Number.isInteger(n) ? { value: n } : { error: 'Enter a whole number.' };
}

/** One of a list of values, compared without case; `synonyms` maps other words to a value. */
export function asChoice<T extends string>(
  cell: Cell,
  values: readonly T[],
  synonyms: Record<string, T> = {},
): Converted<T | null> {
  const text = asText(cell);
  if (text === null) return { value: null };
  const key = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const direct = values.find(
    (v) => v.toLowerCase() === key || v.toLowerCase() === key.replace(/ /g, '-'),
  );
  if (direct) return { value: direct };
  const synonym = synonyms[key];
  if (synonym) return { value: synonym };
  return { error: `Use one of: ${values.join(', ')}.` };
}

// ---------------------------------------------------------------- writing

export type ExportColumn<T> = {
  header: string;
  width: number;
  kind?: 'text' | 'date' | 'money' | 'number';
  value(row: T): string | number | null;
};

/**
 * An XLSX workbook of one sheet: a bold, frozen header row with a filter, money as `#,##0`,
 * dates as real dates (`dd/mm/yyyy`), identifiers as text; text that a spreadsheet would run as
 * a formula is neutralised with a leading apostrophe.
 */
export async function writeWorkbook<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Staffdesk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style:
      c.kind === 'money'
        ? { numFmt: '#,##0' }
        : c.kind === 'date'
          ? { numFmt: 'dd/mm/yyyy' }
          : c.kind === 'number'
            ? { numFmt: '0' }
            : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        if (value === null) return null;
        if (c.kind === 'date') return new Date(`${value}T00:00:00Z`);
        return typeof value === 'string' ? neutraliseFormula(value) : value;
      }),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
