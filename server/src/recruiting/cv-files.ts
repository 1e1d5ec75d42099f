import { HttpProblem } from '../http/problem.js';
import { checkPdfUnpacking, type PdfUnpackLimits } from '../uploads/pdf-limits.js';
import { extractDocumentText } from '../uploads/text-extraction.js';
import {
  checkZipUnpacking,
  UnpackLimitError,
  type UnpackLimits,
  ZipFormatError,
} from '../uploads/zip-limits.js';

/** The largest CV we take; the multipart limit of the server is the same. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
/** Pages of a PDF whose words we read; a CV longer than this is a book. */
const CV_MAX_PAGES = 30;

export type CvKind = 'pdf' | 'docx';

export const CV_MIME_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What a file is, by its bytes (never by its name or the browser's content type). */
export function cvKindOf(bytes: Buffer): CvKind | null {
  if (bytes.subarray(0, 1024).includes(PDF_MAGIC)) return 'pdf';
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC) && bytes.includes('word/document.xml')) return 'docx';
  return null;
}

/**
 * A file name we can show and serve back: a name of at most 150 characters, without markup,
 * quotes, slashes or control characters, ending in `.pdf` or `.docx`. Anything else is refused
 * rather than cleaned, so the person uploading knows why.
 */
export function checkCvFileName(name: string, field = 'cv'): string {
  const trimmed = name.normalize('NFC').trim();
  const unsafe =
    'The file name may not contain < > " \' / \\ or control characters. Rename the file and try again.';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[<>"'`/\\\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new HttpProblem(400, 'validation-failed', unsafe, { [field]: unsafe });
  }
  if (trimmed.length === 0 || trimmed.length > 150) {
    const message = 'The file name must be between 1 and 150 characters.';
    throw new HttpProblem(400, 'validation-failed', message, { [field]: message });
  }
  if (!/\.(pdf|docx)$/i.test(trimmed)) {
    const message = 'A CV must be a PDF or a Word (.docx) file.';
    throw new HttpProblem(415, 'unsupported-media-type', message, { [field]: message });
  }
  return trimmed;
}

function tooLarge(field: string): HttpProblem {
  const message = 'The CV is larger than 10 MB. Save it as a smaller PDF and try again.';
  return new HttpProblem(413, 'too-large', message, { [field]: message });
}

export function checkCvSize(size: number, truncated: boolean, field = 'cv') {
  if (truncated || size > CV_MAX_BYTES) throw tooLarge(field);
  if (size === 0) {
    const message = 'The file is empty.';
    throw new HttpProblem(400, 'validation-failed', message, { [field]: message });
  }
}

/**
 * How far a CV may unpack: a DOCX's entries, or the streams of a PDF, inflate to at most 50 MB
 * together, at most 100 times their packed size each (past the first MB), in at most 1,000
 * entries (a PDF: 10,000 streams, and its images 256 MB more, at any ratio). A real CV stays far
 * below; a zip or deflate bomb does not.
 */
export const CV_UNPACK_LIMITS: UnpackLimits = {
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxEntries: 1_000,
  maxRatio: 100,
};
const PDF_UNPACK_LIMITS: PdfUnpackLimits = {
  ...CV_UNPACK_LIMITS,
  maxEntries: 10_000,
  maxImageBytes: 256 * 1024 * 1024,
};

function unreadable(kind: CvKind, field: string): HttpProblem {
  const message =
    kind === 'pdf'
      ? 'This PDF cannot be read. Save it again as a PDF and try again.'
      : 'This Word file cannot be read. Save it again as .docx and try again.';
  return new HttpProblem(400, 'validation-failed', message, { [field]: message });
}

/** Refuses, before it is read, a CV that unpacks past CV_UNPACK_LIMITS (counted while inflating). */
async function checkUnpacking(bytes: Buffer, kind: CvKind, field: string) {
  try {
    if (kind === 'pdf') await checkPdfUnpacking(bytes, PDF_UNPACK_LIMITS);
    else await checkZipUnpacking(bytes, CV_UNPACK_LIMITS);
  } catch (error) {
    if (error instanceof ZipFormatError) throw unreadable(kind, field);
    if (!(error instanceof UnpackLimitError)) throw error;
    const message =
      'This file unpacks to far more than a CV holds, and is refused. Save your CV again as a PDF and try again.';
    throw new HttpProblem(413, 'too-large', message, { [field]: message });
  }
}

/**
 * The words of a CV, read in a worker thread within a time and memory budget (see
 * text-extraction.ts), after the file was checked not to unpack past CV_UNPACK_LIMITS (413). A
 * PDF or DOCX that cannot be read answers 400. A scan without text is read fine and gives no
 * words: the CV is kept, and only search by name and skills finds it; so is a CV whose reading
 * runs out of time or memory, with `textExtracted: false`.
 */
export async function extractCvText(
  bytes: Buffer,
  kind: CvKind,
  field = 'cv',
): Promise<{ text: string; textExtracted: boolean }> {
  await checkUnpacking(bytes, kind, field);
  const result = await extractDocumentText(bytes, kind, CV_MAX_PAGES);
  if (result.status === 'unreadable') throw unreadable(kind, field);
  if (result.status === 'not-extracted') return { text: '', textExtracted: false };
  return { text: result.text, textExtracted: true };
}

/** Reads an uploaded CV: its checked name, kind, MIME type and words; refuses what it cannot take. */
export async function readCv(
  file: { filename: string; bytes: Buffer; truncated: boolean },
  field = 'cv',
) {
  const fileName = checkCvFileName(file.filename, field);
  checkCvSize(file.bytes.length, file.truncated, field);
  const kind = cvKindOf(file.bytes);
  if (!kind) {
    const message = 'A CV must be a PDF or a Word (.docx) file.';
    throw new HttpProblem(415, 'unsupported-media-type', message, { [field]: message });
  }
  const { text, textExtracted } = await extractCvText(file.bytes, kind, field);
  return {
    fileName,
    kind,
    mimeType: CV_MIME_TYPES[kind],
    text,
    textExtracted,
    size: file.bytes.length,
  };
}
