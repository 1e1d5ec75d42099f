import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpProblem } from '../../http/problem.js';
import { SpreadsheetError } from './spreadsheet.js';

/** What every import route takes and does with its upload: `?dryRun`, the file, its errors. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const ImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('`true`: only check the file and list its errors; nothing is written'),
});

/** The uploaded file of a multipart request (field `file`), or 400 / 413. */
export async function uploadedFile(request: FastifyRequest) {
  const fail = (status: number, message: string): never => {
    throw new HttpProblem(status, status === 413 ? 'too-large' : 'validation-failed', message, {
      file: message,
    });
  };
  if (!request.isMultipart()) fail(400, 'Upload an XLSX or CSV file in the form field "file".');
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file) return fail(400, 'Upload an XLSX or CSV file in the form field "file".');
  const data = await file.toBuffer();
  if (file.file.truncated) fail(413, 'The file is larger than 10 MB.');
  if (data.length === 0) fail(400, 'The file is empty.');
  return { data, filename: file.filename || 'upload' };
}

/** Runs an import's reading and checking; a file it cannot read is a 400 on the `file` field. */
export async function readPlan<T>(plan: () => Promise<T>): Promise<T> {
  try {
    return await plan();
  } catch (error) {
    if (error instanceof SpreadsheetError) {
      throw new HttpProblem(400, 'validation-failed', error.message, { file: error.message });
    }
    throw error;
  }
}
