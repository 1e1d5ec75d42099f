import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type EncodedPage = { encoding: 'br' | 'gzip' | null; body: Buffer };

/**
 * The app page in the encoding the request accepts (brotli, then gzip, else as it is). A page
 * shared by every path of its kind is compressed once, at best quality, and kept; a page made
 * for one path (a public link) is compressed quickly each time.
 */
export function createPageEncoder() {
  const cache = new Map<string, Buffer>();
  return function encode(
    page: string,
    acceptEncoding: string | undefined,
    shared: boolean,
  ): EncodedPage {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
    if (encoding !== 'br' && encoding !== 'gzip')
      return { encoding: null, body: Buffer.from(page) };
    const key = `${encoding}\n${page}`;
    let body = cache.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(page, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: shared ? constants.BROTLI_MAX_QUALITY : 5,
              },
            })
          : gzipSync(page, { level: shared ? 9 : 6 });
      if (shared) cache.set(key, body);
    }
    return { encoding, body };
  };
}
