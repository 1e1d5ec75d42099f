import { renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * Renders a document (`<Document>` of @react-pdf/renderer, e.g. one of ./documents/) to PDF
 * bytes. Any feature's document goes through here, so fonts and metadata stay in one place.
 */
export async function renderPdf(document: ReactElement): Promise<Buffer> {
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}
