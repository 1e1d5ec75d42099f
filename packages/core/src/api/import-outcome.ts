import type { MainSchema } from '@staffdesk/api';

/** What the server says about an imported file: rows, valid rows, imported rows, bad cells. */
export type ImportOutcome = MainSchema<'ImportResult'>;

function isImportOutcome(value: unknown): value is ImportOutcome {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { errors?: unknown }).errors) &&
    typeof (value as { total?: unknown }).total === 'number'
  );
}

/**
 * The result of an import request: the answer, or, when the server refused the file (422) with
 * the same result and its errors, that result. Any other failure is thrown.
 */
export async function importOutcome(
  request: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<ImportOutcome> {
  const { data, error, response } = await request;
  if (error === undefined) return data as ImportOutcome;
  if (response.status === 422 && isImportOutcome(error)) return error;
  throw error;
}
