import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PDF_CONTENT_TYPE } from '../pdf/render.js';
import { contentDisposition } from './content-disposition.js';

export const PdfBody = z.instanceof(Buffer).meta({ description: 'The document (application/pdf)' });

/** Sends a PDF to open in the browser, never cached. */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; filename: string }) {
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(file.filename, 'inline'))
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}
