import { t } from '@lingui/core/macro';
import type { ApiClients, MainSchema } from '@staffdesk/api';

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

/** How far a background import has come: rows written of the rows to write. */
export type ImportProgress = { done: number; total: number };

type Job = MainSchema<'Job'>;

/** How to follow an import the server runs as a background job (202 with the job). */
export type FollowImport = {
  main: ApiClients['main']['fetchClient'];
  onProgress?: (progress: ImportProgress) => void;
  /** Between two reads of the job; 1 s by default. */
  intervalMs?: number;
};

function isJob(value: unknown): value is Job {
  return typeof value === 'object' && value !== null && 'state' in value && 'id' in value;
}

/** Reads the job until it has finished; answers its result, or throws its error. */
async function finishedImport(job: Job, follow: FollowImport): Promise<ImportOutcome> {
  let current = job;
  for (;;) {
    if (current.progress) {
      follow.onProgress?.({ done: current.progress.done, total: current.progress.total });
    }
    if (current.state === 'completed') {
      if (isImportOutcome(current.result)) return current.result;
      throw new Error(t`The import finished without a result.`);
    }
    if (current.state === 'failed' || current.state === 'cancelled') {
      throw new Error(current.error ?? t`The import failed.`);
    }
    await new Promise((resolve) => setTimeout(resolve, follow.intervalMs ?? 1000));
    const { data, error } = await follow.main.GET('/jobs/{id}', {
      params: { path: { id: current.id } },
    });
    if (error !== undefined) throw error;
    current = data;
  }
}

/**
 * The result of an import request: the answer, or, when the server refused the file (422) with
 * the same result and its errors, that result. When the server accepted the file and writes it
 * in the background (202 with the job), the job is followed to its end (`follow`): its progress
 * is reported, and its result answered. Any other failure is thrown.
 */
export async function importOutcome(
  request: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  follow?: FollowImport,
): Promise<ImportOutcome> {
  const { data, error, response } = await request;
  if (error === undefined) {
    if (response.status === 202 && follow && isJob(data)) return finishedImport(data, follow);
    return data as ImportOutcome;
  }
  if (response.status === 422 && isImportOutcome(error)) return error;
  throw error;
}
