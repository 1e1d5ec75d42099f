import { type Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper, { type CentralDirectoryFile } from 'unzipper';

/** An XLSX part larger than this (uncompressed) is refused before it is read. */
export const MAX_XLSX_PART_BYTES = 64 * 1024 * 1024;

export class XlsxReadError extends Error {}

/**
 * What exceljs's streaming WorkbookReader does inside `parse()`, but entry by entry from the
 * zip's central directory, in the order the sheet needs them (relations, workbook, shared
 * strings, styles, then the first sheet). `parse()` takes entries in file order and copies a
 * sheet that comes before the shared strings (as in every file Excel or exceljs writes) whole
 * to a temporary file first: a million-row sheet would be inflated completely before its first
 * row could be counted. exceljs 4.4.0 is pinned; these are its WorkbookReader's own steps.
 */
type ReaderInternals = {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string; id: number }[] };
};

/** The stream, failing once more than `max` bytes went through. */
function capped(stream: Readable, max: number, error: () => Error): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(error());
      else done(null, chunk);
    },
  });
  stream.on('error', (e) => counter.destroy(e));
  counter.on('close', () => stream.destroy());
  return stream.pipe(counter);
}

/**
 * The rows of the first worksheet of an XLSX file, streamed: the caller may stop at any row,
 * and the rest of the sheet is never inflated. Parts over MAX_XLSX_PART_BYTES are refused.
 */
export async function* firstSheetRows(data: Buffer): AsyncGenerator<ExcelJS.Row> {
  let files: CentralDirectoryFile[];
  try {
    files = (await unzipper.Open.buffer(data)).files;
  } catch {
    throw new XlsxReadError('This file is not an XLSX workbook we can read.');
  }
  const byPath = new Map(files.map((f) => [f.path, f]));
  const tooLarge = () =>
    new XlsxReadError(
      'This workbook is too large to import: split it into files of at most 20,000 rows.',
    );
  if (files.some((f) => f.uncompressedSize > MAX_XLSX_PART_BYTES)) throw tooLarge();
  // The sizes in the directory are the file's word: the bytes inflated are counted too.
  const part = (path: string) => {
    const file = byPath.get(path);
    return file && { stream: () => capped(file.stream(), MAX_XLSX_PART_BYTES, tooLarge) };
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as ReaderInternals;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new XlsxReadError('This file is not an XLSX workbook we can read.');
  await reader._parseRels(rels.stream());
  await reader._parseWorkbook(workbook.stream());
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings.stream()));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.stream());

  const first = [...(reader.model?.sheets ?? [])].sort((a, b) => a.id - b.id)[0];
  const target = reader.workbookRels?.find((r) => r.Id === first?.rId)?.Target;
  const path = target ? `xl/${target.replace(/^\/?xl\//, '')}` : undefined;
  const sheetNo = path ? /sheet(\d+)\.xml$/.exec(path)?.[1] : undefined;
  const sheet = path ? part(path) : undefined;
  if (!sheet || !sheetNo) throw new XlsxReadError('The workbook has no worksheet.');
  const stream = sheet.stream();
  try {
    for (const { value } of reader._parseWorksheet(stream, sheetNo)) {
      for await (const row of value) yield row;
    }
  } finally {
    stream.destroy();
  }
}
