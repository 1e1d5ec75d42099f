import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Reads the words of an uploaded document (a CV: PDF or DOCX) off the request path: in a worker
 * thread of its own (text-extraction-worker.mjs), with a memory budget (`resourceLimits`) and a
 * time budget after which the thread is ended. At most EXTRACTION_CONCURRENCY run at once; the
 * others wait their turn. The event loop that answers requests only waits for a message.
 */

/** A reading taking longer than this is given up (a CV's 30 pages take well under a second). */
export const EXTRACTION_TIMEOUT_MS = 5_000;
/** The worker's JavaScript heap; past it V8 ends the thread. */
export const EXTRACTION_HEAP_MB = 256;
/** The words kept of one document (about 60 pages of text); the rest is cut. */
export const MAX_EXTRACTED_CHARS = 200_000;
/** Readings at once: the cores but the one the event loop runs on, between 1 and 4. */
export const EXTRACTION_CONCURRENCY = Math.min(4, Math.max(1, availableParallelism() - 1));

const WORKER_URL = new URL('./text-extraction-worker.mjs', import.meta.url);

export type DocumentKind = 'pdf' | 'docx';

export type Extraction =
  /** The words, tidied and cut at MAX_EXTRACTED_CHARS. */
  | { status: 'read'; text: string }
  /** The reader refused the file: it is not a PDF or DOCX it can read. */
  | { status: 'unreadable' }
  /** The reading ran out of time or memory: the file may be fine, its words are not known. */
  | { status: 'not-extracted'; reason: 'time' | 'memory' };

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= EXTRACTION_CONCURRENCY) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function runWorker(bytes: Buffer, kind: DocumentKind, maxPages: number): Promise<Extraction> {
  return new Promise((resolve) => {
    // A copy, so the worker owns its bytes and the caller keeps the upload to store.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER_URL, {
      workerData: { kind, bytes: copy, maxPages, maxChars: MAX_EXTRACTED_CHARS },
      transferList: [copy.buffer],
      resourceLimits: {
        maxOldGenerationSizeMb: EXTRACTION_HEAP_MB,
        maxYoungGenerationSizeMb: 32,
      },
    });
    let settled = false;
    const settle = (result: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle({ status: 'not-extracted', reason: 'time' }),
      EXTRACTION_TIMEOUT_MS,
    );
    worker.once('message', (message: { ok: boolean; text?: string }) =>
      settle(message.ok ? { status: 'read', text: message.text ?? '' } : { status: 'unreadable' }),
    );
    // ERR_WORKER_OUT_OF_MEMORY, or any crash of the reader: its words are not known.
    worker.once('error', () => settle({ status: 'not-extracted', reason: 'memory' }));
    worker.once('exit', () => settle({ status: 'not-extracted', reason: 'memory' }));
  });
}

/** The words of a PDF (its first `maxPages` pages) or a DOCX, read within the budgets above. */
export async function extractDocumentText(
  bytes: Buffer,
  kind: DocumentKind,
  maxPages: number,
): Promise<Extraction> {
  const release = await slot();
  try {
    return await runWorker(bytes, kind, maxPages);
  } finally {
    release();
  }
}
