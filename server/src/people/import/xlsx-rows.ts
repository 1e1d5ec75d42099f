import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CentralDirectoryFile } from 'unzipper';
import {
  openZip,
  type UnpackBudget,
  UnpackLimitError,
  type UnpackLimits,
  ZipFormatError,
} from '../../uploads/zip-limits.js';

/**
 * How far an uploaded workbook may unpack: 64 MB in all (a 20,000-row sheet is a few MB), 1,000
 * entries, each at most 100 times its packed size past the first MB (Excel's and exceljs's
 * parts are 2 to 15 times). The directory's sizes are checked before anything is read, and the
 * bytes of every part read are counted again while they inflate.
 */
export const XLSX_UNPACK_LIMITS: UnpackLimits = {
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxEntries: 1_000,
  maxRatio: 100,
};

export class XlsxReadError extends Error {}

const NOT_XLSX = 'This file is not an XLSX workbook we can read.';
const TOO_LARGE =
  'This workbook is too large to import: split it into files of at most 20,000 rows.';
const BOMB =
  'This file unpacks to far more than a workbook holds, and is refused. Save it again from Excel and try again.';

/** The message of an import refused at an unpacking limit. */
function limitError(error: UnpackLimitError) {
  return new XlsxReadError(error.limit === 'size' ? TOO_LARGE : BOMB);
}

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

/**
 * The rows of the first worksheet of an XLSX file, streamed: the caller may stop at any row,
 * and the rest of the sheet is never inflated. A file past XLSX_UNPACK_LIMITS is refused.
 */
export async function* firstSheetRows(data: Buffer): AsyncGenerator<ExcelJS.Row> {
  let files: CentralDirectoryFile[];
  let budget: UnpackBudget;
  try {
    ({ files, budget } = await openZip(data, XLSX_UNPACK_LIMITS));
  } catch (error) {
    if (error instanceof UnpackLimitError) throw limitError(error);
    if (error instanceof ZipFormatError) throw new XlsxReadError(NOT_XLSX);
    throw error;
  }
  const byPath = new Map(files.map((f) => [f.path, f]));
  let limitHit: UnpackLimitError | null = null;
  // The sizes in the directory are the file's word: the bytes inflated are counted too.
  const part = (path: string) => {
    const file = byPath.get(path);
    return (
      file && {
        stream: () => {
          const counted = budget.counted(file.stream(), file.compressedSize);
          // exceljs reports a failed stream as its own error: keep ours, to say which limit.
          counted.on('error', (e) => {
            if (e instanceof UnpackLimitError) limitHit = e;
          });
          return counted;
        },
      }
    );
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
  if (!rels || !workbook) throw new XlsxReadError(NOT_XLSX);
  try {
    await reader._parseRels(rels.stream());
    await reader._parseWorkbook(workbook.stream());
    const sharedStrings = part('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings.stream()));
    const styles = part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles.stream());
  } catch (error) {
    throw limitHit ? limitError(limitHit) : error;
  }

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
  } catch (error) {
    throw limitHit ? limitError(limitHit) : error;
  } finally {
    stream.destroy();
  }
}
