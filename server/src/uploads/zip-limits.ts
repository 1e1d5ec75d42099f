import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createInflate, createInflateRaw } from 'node:zlib';
import unzipper, { type CentralDirectoryFile } from 'unzipper';

/**
 * How far an uploaded zip (a DOCX, an XLSX) may unpack. A zip's directory states each entry's
 * sizes, but those are the file's word: they are checked first, to refuse an honest bomb at once,
 * and the bytes are counted again while they are inflated, so a directory that lies is caught
 * too, at the limit and not after it.
 */
export type UnpackLimits = {
  /** Bytes all entries may inflate to, together. */
  maxUnpackedBytes: number;
  /** Entries (files and folders) in the archive. */
  maxEntries: number;
  /** Inflated bytes per compressed byte of one entry, once it is past RATIO_GRACE_BYTES. */
  maxRatio: number;
};

/** An entry may inflate to this much whatever its ratio (a small, very regular XML part). */
export const RATIO_GRACE_BYTES = 1024 * 1024;

export type UnpackLimit = 'size' | 'entries' | 'ratio';

/** An archive (or a PDF's streams, see pdf-limits.ts) unpacks past its limits. */
export class UnpackLimitError extends Error {
  constructor(readonly limit: UnpackLimit) {
    super(`The upload unpacks past its ${limit} limit.`);
  }
}

/** Not a zip archive, or one whose directory cannot be read. */
export class ZipFormatError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
/** The end record (22 bytes) is followed by a comment of at most 65,535 bytes. */
const END_SEARCH_BYTES = 22 + 0xffff;

/**
 * The number of entries the end record of a zip declares (ZIP64's "see elsewhere" counts as
 * unlimited), read before the directory is, which would otherwise be walked record by record.
 */
export function declaredEntryCount(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - END_SEARCH_BYTES); at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) {
      const entries = data.readUInt16LE(at + 10);
      return entries === 0xffff ? Number.POSITIVE_INFINITY : entries;
    }
  }
  throw new ZipFormatError('No zip end record.');
}

/** Counts the bytes inflated out of one archive against its limits. */
export class UnpackBudget {
  private unpacked = 0;

  constructor(private readonly limits: UnpackLimits) {}

  /** Counts `bytes` more inflated, out of an entry of `inflated` bytes so far (these included). */
  count(bytes: number, inflated: number, compressedSize: number) {
    this.unpacked += bytes;
    if (this.unpacked > this.limits.maxUnpackedBytes) throw new UnpackLimitError('size');
    if (inflated > RATIO_GRACE_BYTES && inflated > compressedSize * this.limits.maxRatio) {
      throw new UnpackLimitError('ratio');
    }
  }

  /** A pass-through stream counting the bytes inflated out of one entry against the limits. */
  counter(compressedSize: number): Transform {
    let inflated = 0;
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        inflated += chunk.length;
        try {
          this.count(chunk.length, inflated, compressedSize);
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
    });
  }

  /** The stream of an entry's inflated bytes, failing as soon as they pass a limit. */
  counted(entry: Readable, compressedSize: number): Readable {
    const counter = this.counter(compressedSize);
    entry.on('error', (e) => counter.destroy(e));
    counter.on('close', () => entry.destroy());
    return entry.pipe(counter);
  }
}

/** Inflated bytes are handed over in pieces this large (few turns of the event loop per MB). */
const INFLATE_CHUNK_BYTES = 1024 * 1024;

/**
 * Inflates `packed` once (`raw`: a zip entry's bare deflate; else a zlib stream, as in a PDF),
 * counting the bytes against `budget` and discarding them; throws UnpackLimitError at the first
 * limit passed. The inflating runs on libuv's thread pool. Data that is not valid deflate is
 * left alone (the document's reader refuses it, within its own budget).
 */
export async function countInflated(packed: Buffer, raw: boolean, budget: UnpackBudget) {
  const options = { chunkSize: INFLATE_CHUNK_BYTES, finishFlush: constants.Z_SYNC_FLUSH };
  const discard = new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
  try {
    await pipeline(
      Readable.from([packed]),
      raw ? createInflateRaw(options) : createInflate(options),
      budget.counter(packed.length),
      discard,
    );
  } catch (error) {
    if (error instanceof UnpackLimitError) throw error;
  }
}

/** Refuses an archive whose directory already declares more than the limits allow. */
export function checkDeclared(files: readonly CentralDirectoryFile[], limits: UnpackLimits) {
  if (files.length > limits.maxEntries) throw new UnpackLimitError('entries');
  let total = 0;
  for (const file of files) {
    total += file.uncompressedSize;
    if (total > limits.maxUnpackedBytes) throw new UnpackLimitError('size');
    if (
      file.uncompressedSize > RATIO_GRACE_BYTES &&
      file.uncompressedSize > file.compressedSize * limits.maxRatio
    ) {
      throw new UnpackLimitError('ratio');
    }
  }
}

/**
 * The directory of a zip within the limits: the entry count is checked from the end record before
 * the directory is read, the declared sizes right after. Inflate its entries through `counted`.
 */
export async function openZip(data: Buffer, limits: UnpackLimits) {
  if (declaredEntryCount(data) > limits.maxEntries) throw new UnpackLimitError('entries');
  let files: CentralDirectoryFile[];
  try {
    files = (await unzipper.Open.buffer(data)).files;
  } catch {
    throw new ZipFormatError('The zip directory cannot be read.');
  }
  checkDeclared(files, limits);
  return { files, budget: new UnpackBudget(limits) };
}

/** The packed bytes of a zip entry, found through its local header. */
function packedBytes(data: Buffer, file: CentralDirectoryFile): Buffer {
  const at = file.offsetToLocalFileHeader;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) {
    throw new ZipFormatError('An entry has no local header.');
  }
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  return data.subarray(start, Math.min(data.length, start + file.compressedSize));
}

/**
 * Inflates every entry of a zip once, counting and discarding the bytes, and throws
 * UnpackLimitError at the first limit passed (ZipFormatError when it is no zip).
 */
export async function checkZipUnpacking(data: Buffer, limits: UnpackLimits): Promise<void> {
  const { files, budget } = await openZip(data, limits);
  for (const file of files) {
    const packed = packedBytes(data, file);
    if (file.compressionMethod === 8) await countInflated(packed, true, budget);
    else budget.count(packed.length, packed.length, packed.length);
  }
}
