import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.js';
import { PDF_CONTENT_TYPE } from '../../pdf/render.js';

export const PdfBody = z
  .instanceof(Buffer)
  .meta({ description: 'The timesheet (application/pdf)' });

/** Sends a timesheet PDF to open in the browser, never cached. */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; filename: string }) {
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(file.filename, 'inline'))
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}
