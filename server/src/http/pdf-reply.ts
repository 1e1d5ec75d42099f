import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PDF_CONTENT_TYPE } from '../pdf/render.js';
import { contentDisposition } from './content-disposition.js';

export const PdfBody = z.instanceof(Buffer).meta({ description: 'The document (application/pdf)' });

/**
 * Sends a PDF, never cached: to open in the browser (`inline`, the default) or to save
 * (`attachment`).
 */
export function sendPdf(
  reply: FastifyReply,
  file: { pdf: Buffer; filename: string },
  disposition: 'inline' | 'attachment' = 'inline',
) {
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(file.filename, disposition))
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}
