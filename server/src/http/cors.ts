import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls from the pages of other internal apps that embed Staffdesk (e.g. the leave
 * approval widget), for the origins in `STAFFDESK_CORS_ORIGINS` only: their preflights are
 * answered, their requests get `Access-Control-Allow-Origin`. Sessions are bearer tokens, never
 * cookies, so no credentials are allowed. Any other origin gets no CORS headers, and the browser
 * refuses the call. Without origins configured, nothing changes.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
}
