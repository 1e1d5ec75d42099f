// The words of one CV, read in a worker thread (see text-extraction.ts): mammoth for a DOCX,
// pdf-parse for a PDF. Plain JavaScript on purpose, so that Node runs it as it is, under tsx,
// vitest or anything else, importing nothing but the two readers. It answers one message:
// `{ ok: true, text }`, or `{ ok: false }` when the file cannot be read. The thread that started
// it enforces the time and memory budget by ending it.
import { parentPort, workerData } from 'node:worker_threads';

/** Collapses the whitespace extraction leaves, keeping paragraphs; cuts the text at `maxChars`. */
function tidy(text, maxChars) {
  return text
    .slice(0, maxChars * 2)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim()
    .slice(0, maxChars);
}

async function extract({ kind, bytes, maxPages }) {
  if (kind === 'pdf') {
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const { text } = await parser.getText({ first: maxPages });
      return text.replace(/^-- \d+ of \d+ --$/gm, '');
    } finally {
      await parser.destroy();
    }
  }
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

try {
  const text = await extract(workerData);
  parentPort.postMessage({ ok: true, text: tidy(text, workerData.maxChars) });
} catch {
  parentPort.postMessage({ ok: false });
}
