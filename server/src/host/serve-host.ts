import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from '../http/problem.js';
import { type Locale, negotiateLocale } from '../i18n/locale.js';
import { createPageEncoder } from './page-encoding.js';
import {
  catalogPreloadTags,
  pageWithPreloads,
  readViteManifest,
  type SignedOutPage,
  signedOutPageAt,
} from './page-preloads.js';
import { injectRuntimeConfig, type RuntimeConfig, runtimeConfigTag } from './runtime-config.js';

/** The language a public link was sent in, when the page is one whose token resolves. */
export type LinkLocale = (page: SignedOutPage) => Promise<Locale | null>;

/** The path prefixes of the service families: never answered with the app page. */
export const API_PREFIXES = ['/api/', '/payroll/', '/pdf/', '/report/', '/notification/'];

export function defaultHostDist(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@staffdesk/host/package.json')), 'dist');
}

/**
 * Serves the built host: hashed assets with a long cache, each in the brotli or gzip file the
 * build made next to it when the request accepts one; and `index.html` (with the runtime config
 * injected, compressed when it is sent) for every other page path, so the app's router decides
 * what to show. For a signed-out page the page also names the chunks that page needs, so they
 * download at once rather than one after another.
 */
export async function registerHostApp(
  app: FastifyInstance,
  options: { distDir: string; runtimeConfig: RuntimeConfig; linkLocale?: LinkLocale },
) {
  const indexPath = join(options.distDir, 'index.html');
  const built = existsSync(indexPath);
  const page = built
    ? injectRuntimeConfig(readFileSync(indexPath, 'utf8'), options.runtimeConfig)
    : '';
  const manifest = built ? readViteManifest(options.distDir) : null;
  const pageAt = pageWithPreloads(page, manifest);
  // A signed-out page fetches its messages in its language with the entry chunk.
  const catalogsIn: Record<Locale, string> = {
    en: manifest ? catalogPreloadTags(manifest, 'en') : '',
    id: manifest ? catalogPreloadTags(manifest, 'id') : '',
  };
  const encodePage = createPageEncoder();
  // A signed-out page says its language in the config: the tag is swapped for one with `locale`.
  const configTag = runtimeConfigTag(options.runtimeConfig);
  const configTagIn = {
    en: runtimeConfigTag({ ...options.runtimeConfig, locale: 'en' }),
    id: runtimeConfigTag({ ...options.runtimeConfig, locale: 'id' }),
  } satisfies Record<Locale, string>;
  if (!built) {
    app.log.warn(`The host app is not built (${indexPath} is missing): run "npm run build".`);
  } else {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    // A page is any other GET: a path without a file extension, or a navigation asking for HTML
    // (an emailed link may end in an address like `.../approvalby/pic%40client.co.id`).
    // A missing built file (`/assets/...`) stays a 404, so a stale chunk shows as a load error.
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/assets/') &&
      (extname(path) === '' || wantsHtml);
    if (isApi || !isPage) {
      return sendProblem(
        reply,
        problem(404, 'not-found', `Nothing is at ${request.method} ${path}.`),
      );
    }
    if (!built) {
      return sendProblem(
        reply,
        problem(503, 'app-not-built', 'The Staffdesk app is not built yet: run "npm run build".'),
      );
    }
    const { html: page, shared } = pageAt(path);
    // A public link's page speaks the link's language; other signed-out pages the browser's.
    const signedOut = signedOutPageAt(path, new URLSearchParams(request.url.split('?')[1] ?? ''));
    let html = page;
    let vary = 'Accept-Encoding';
    if (signedOut) {
      const linked = options.linkLocale ? await options.linkLocale(signedOut) : null;
      const locale = linked ?? negotiateLocale(request.headers['accept-language']);
      if (!linked) vary = 'Accept-Encoding, Accept-Language';
      html = page
        .replace(configTag, configTagIn[locale])
        .replace('</head>', `${catalogsIn[locale]}</head>`);
    }
    const { encoding, body } = encodePage(html, request.headers['accept-encoding'], shared);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Vary', vary)
      .send(body);
  });
}
