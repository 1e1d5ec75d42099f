import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from './content-disposition.js';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX answer, as the OpenAPI documents describe it. */
export const XlsxFile = z.instanceof(Buffer).meta({
  description: `An XLSX workbook (${XLSX_CONTENT_TYPE})`,
});

/**
 * The one reply of every XLSX export (lists, period reports, tax forms): the workbook as a
 * download named `filename`. The workbook itself comes from `writeWorkbook`, which neutralises
 * every text cell a spreadsheet would run as a formula.
 */
export function sendXlsx(reply: FastifyReply, data: Buffer, filename: string) {
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(filename, 'attachment'))
    .send(data);
}
