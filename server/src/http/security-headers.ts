import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';

/** Google's sign-in client: only in the policy when GOOGLE_CLIENT_ID is set. */
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  img: ['https://*.googleusercontent.com'],
  connect: ['https://accounts.google.com', 'https://*.googleapis.com'],
  frame: ['https://accounts.google.com'],
};

/** The WebSocket origin of the public URL (`wss://` for https, `ws://` for http). */
function socketOrigin(publicUrl: string) {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Only what the app uses: everything from our own origin (images also as `data:`/`blob:` for
 * previews and generated files), the socket on our own origin, and Google's sign-in only where it
 * is configured. Nobody may frame the page; the runtime config is JSON, not an inline script, so
 * no inline-script exception is needed.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'publicUrl' | 'googleClientId'>) {
  const google = config.googleClientId ? GOOGLE : null;
  const list = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...(google?.script ?? []))}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...(google?.style ?? []))}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...(google?.img ?? []))}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", socketOrigin(config.publicUrl), ...(google?.connect ?? []))}`,
    `frame-src ${list("'self'", ...(google?.frame ?? []))}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful browser features the app never uses, switched off for every page; geolocation only
 * for the app's own pages (the attendance clock saves where the employee clocked), never a frame.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Every safety header of every response, errors of the framework included. */
export function securityHeaders(
  config: Pick<ServerConfig, 'publicUrl' | 'googleClientId'>,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Browsers keep to https for a year once they have seen the site over https.
    ...(config.publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** Adds the frame refusal and the other safety headers to every response. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
