// Files in component tests: downloads saved through a link (`downloadAnswer`), and the PDF
// family (`/pdf/v4`), which the fake API does not stand in for.

import { RUNTIME_CONFIG_ELEMENT_ID } from '@staffdesk/core';
import { type fakeApi, problem } from '@staffdesk/core/testing';
import { onTestFinished, vi } from 'vitest';

/** Where the PDF family answers in tests (the runtime config's `apiBaseUrls.pdf`). */
export const PDF_API_BASE = 'http://127.0.0.1:9/pdf/v4';

/**
 * Saves nothing: the browser's download (an object URL and a link's click) is stubbed. Returns
 * the names of the files "saved" so far, in order.
 */
export function stubDownloads(): { fileNames: () => string[] } {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:staffdesk'), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    click.mockRestore();
  });
  return {
    fileNames: () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download),
  };
}

/** A PDF answer, named as the server names its files. */
export function pdfFile(fileName: string): Response {
  return new Response('%PDF-1.7', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** One request the page sent to the PDF family, by its path below `/pdf/v4`. */
export type PdfCall = { method: string; path: string };

/**
 * Points the page's PDF family at a fake beside `api` (call it before rendering): `files`
 * answers by path below `/pdf/v4` (`'/me/payslips/42'`), any other path a 404 problem, as the
 * server answers a document it does not have. The other families still go to `api`. Returns the
 * PDF requests sent.
 */
export function fakePdfApi(
  api: ReturnType<typeof fakeApi>,
  files: Record<string, () => Response> = {},
): { calls: PdfCall[] } {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = RUNTIME_CONFIG_ELEMENT_ID;
  config.textContent = JSON.stringify({ apiBaseUrls: { pdf: PDF_API_BASE } });
  document.head.append(config);
  onTestFinished(() => config.remove());
  const calls: PdfCall[] = [];
  const others = api.fetch.getMockImplementation();
  api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.url.startsWith(`${PDF_API_BASE}/`)) {
      if (!others) throw new Error('fakePdfApi: the fake API has no answer');
      return others(input, init);
    }
    const path = new URL(request.url).pathname.slice(new URL(PDF_API_BASE).pathname.length);
    calls.push({ method: request.method, path });
    const file = request.method === 'GET' ? files[path] : undefined;
    if (file) return file();
    return problem(404, 'not-found', `No fake PDF for ${path}.`);
  });
  return { calls };
}
