import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers of 1 kB and more go out brotli- or gzip-compressed when the request accepts it
 * (with `Vary: Accept-Encoding`). Register before the routes: it applies to routes added after.
 * Built assets are compressed at build time and the app page when it is sent (host/serve-host).
 * Request bodies are read as sent: compressed uploads stay refused as before.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
