import { countInflated, UnpackBudget, UnpackLimitError, type UnpackLimits } from './zip-limits.js';

/**
 * How far the streams of an uploaded PDF may unpack: a PDF's page contents, fonts and object
 * streams are deflated like a zip's entries, and a small PDF can hold a content stream that
 * inflates to gigabytes. `maxEntries` counts the streams. Images (a scan, a photo) are counted
 * apart, against `maxImageBytes` and without a ratio: a flat background compresses a
 * thousandfold, and text extraction does not decode images; but a stream only says it is an
 * image, and the reader decodes what a page names as its contents whatever it says.
 */
export type PdfUnpackLimits = UnpackLimits & { maxImageBytes: number };

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
const OBJ = Buffer.from('obj');
/** How far back from `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;

/** Whether the dictionary before a stream makes it an image (text extraction never inflates those). */
function isImage(data: Buffer, streamAt: number) {
  const window = data.subarray(Math.max(0, streamAt - DICTIONARY_WINDOW), streamAt);
  const dictionary = window.subarray(window.lastIndexOf(OBJ) + 1).toString('latin1');
  return dictionary.replace(/\s/g, '').includes('/Subtype/Image');
}

/** The bytes of each stream of a PDF, found by its `stream` … `endstream` keywords. */
function* streamsOf(data: Buffer): Generator<{ bytes: Buffer; image: boolean }> {
  let at = data.indexOf(STREAM);
  while (at !== -1) {
    const keywordEnd = at + STREAM.length;
    const isEnd = at >= 3 && data.toString('latin1', at - 3, at) === 'end';
    const eol = data[keywordEnd] === 0x0d ? (data[keywordEnd + 1] === 0x0a ? 2 : 1) : 0;
    const lineFeed = eol === 0 && data[keywordEnd] === 0x0a ? 1 : 0;
    if (isEnd || eol + lineFeed === 0) {
      at = data.indexOf(STREAM, keywordEnd);
      continue;
    }
    const start = keywordEnd + eol + lineFeed;
    const endAt = data.indexOf(END_STREAM, start);
    const end = endAt === -1 ? data.length : endAt;
    yield { bytes: data.subarray(start, end), image: isImage(data, at) };
    at = endAt === -1 ? -1 : data.indexOf(STREAM, end + END_STREAM.length);
  }
}

/**
 * Inflates each stream of a PDF once, counting and discarding the bytes, and throws
 * UnpackLimitError at the first limit passed: before the PDF reader ever sees the file. The
 * inflating runs on libuv's thread pool. A stream that is not deflated (or is encrypted) fails to
 * inflate and is left to the reader, which runs within its own time and memory budget.
 */
export async function checkPdfUnpacking(data: Buffer, limits: PdfUnpackLimits): Promise<void> {
  const budget = new UnpackBudget(limits);
  const images = new UnpackBudget({
    maxUnpackedBytes: limits.maxImageBytes,
    maxEntries: limits.maxEntries,
    maxRatio: Number.POSITIVE_INFINITY,
  });
  let streams = 0;
  for (const { bytes, image } of streamsOf(data)) {
    streams += 1;
    if (streams > limits.maxEntries) throw new UnpackLimitError('entries');
    await countInflated(bytes, false, image ? images : budget);
  }
}
