import { downloadBlob, fileNameFrom } from '@staffdesk/ui';

/** What a typed client call answers: its data or problem, and the response. */
type Answer = { data?: unknown; error?: unknown; response: Response };

/**
 * Saves a file answer of a typed client call (made with `parseAs: 'blob'`) under the server's
 * file name, or `fallbackName`; a problem answer is thrown. For exports and PDFs alike. Resolves
 * to the response, for what its headers say about the file (e.g. rows left out of it).
 */
export async function downloadAnswer(
  call: Promise<Answer>,
  fallbackName: string,
): Promise<Response> {
  const { data, error, response } = await call;
  if (error !== undefined) throw error;
  downloadBlob(data as Blob, fileNameFrom(response, fallbackName));
  return response;
}

/** The options that send one file as multipart `file` through a typed client (imports). */
export function fileUpload(file: File) {
  const body = new FormData();
  body.append('file', file);
  return { body: body as never, bodySerializer: (value: unknown) => value as FormData };
}

/** The `dryRun` query of an import: check the file, or import it. */
export function importQuery(dryRun: boolean) {
  return { query: { dryRun: dryRun ? ('true' as const) : ('false' as const) } };
}
