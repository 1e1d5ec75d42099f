import contentDispositionHeader from 'content-disposition';

/** The ASCII stand-in of a file name for old clients: accents dropped, anything else `_`. */
function asciiFallback(filename: string) {
  const plain = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_')
    .trim();
  return plain || 'download';
}

/**
 * The one `Content-Disposition` of every download (attachments, PDFs, exports), as RFC 6266
 * says: `filename="ascii"` for every client and `filename*=UTF-8''…` with the real name, so a
 * name like `surat dokter – Agus.pdf` or `医生.pdf` is sent intact and never breaks the header.
 */
export function contentDisposition(filename: string, disposition: 'inline' | 'attachment') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const name = filename.replace(/[\u0000-\u001f\u007f/\\]/g, '_') || 'download';
  return contentDispositionHeader(name, { type: disposition, fallback: asciiFallback(name) });
}
