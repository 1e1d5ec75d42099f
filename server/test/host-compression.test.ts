import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_OUT_PAGES } from '../src/host/page-preloads.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, fakeHostDist, type TestApp } from './support/test-app.js';

/** A script big enough to be worth compressing, as a build makes it. */
const ENTRY = `console.log(${JSON.stringify('Staffdesk '.repeat(2000))});\n`;

/**
 * A built host as Vite and the compression plugin leave it: the entry chunk with its `.br` and
 * `.gz` siblings, the signed-out route set and page chunks, and the manifest naming them.
 */
function builtHost(): string {
  const dir = fakeHostDist();
  const file = (path: string, content: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Staffdesk</title><!--staffdesk-config--><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>',
  );
  file('assets/index-a1.js', ENTRY);
  file('assets/index-a1.js.br', brotliCompressSync(ENTRY));
  file('assets/index-a1.js.gz', gzipSync(ENTRY));
  for (const chunk of [
    'runtime-r1',
    'SignedOutApp-s1',
    'router-w1',
    'SignInPage-p1',
    'LeaveApprovalPage-l1',
    'public-en',
    'public-id',
    'admin-id',
    'messages-en-m1',
    'messages-id-m2',
  ])
    file(`assets/${chunk}.js`, 'export {};\n');
  file(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_runtime-r1.js'] },
      '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
      '_router-w1.js': { file: 'assets/router-w1.js', imports: ['_runtime-r1.js'] },
      'src/signed-out/SignedOutApp.tsx': {
        file: 'assets/SignedOutApp-s1.js',
        isDynamicEntry: true,
        imports: ['_runtime-r1.js', '_router-w1.js'],
      },
      '../packages/public/src/pages/SignInPage.tsx': {
        file: 'assets/SignInPage-p1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_router-w1.js'],
      },
      '../packages/public/src/pages/LeaveApprovalPage.tsx': {
        file: 'assets/LeaveApprovalPage-l1.js',
        isDynamicEntry: true,
        imports: ['_router-w1.js'],
      },
      '../packages/public/src/locales/en.ts': { file: 'assets/public-en.js', isDynamicEntry: true },
      '../packages/public/src/locales/id.ts': { file: 'assets/public-id.js', isDynamicEntry: true },
      '../packages/admin/src/locales/id.ts': { file: 'assets/admin-id.js', isDynamicEntry: true },
      // The words every page shows (core, ui, kit, host), one chunk per language.
      '_messages-en-m1.js': { file: 'assets/messages-en-m1.js', name: 'messages-en' },
      '_messages-id-m2.js': { file: 'assets/messages-id-m2.js', name: 'messages-id' },
    }),
  );
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('compression and first-paint hints of what the server sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { STAFFDESK_HOST_DIST: builtHost() }, { demo: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the entry chunk as the brotli file the build made, cached for a year', async () => {
    const res = await get('/assets/index-a1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(ENTRY.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the gzip file to a client that takes gzip only', async () => {
    const res = await get('/assets/index-a1.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const res = await get('/assets/index-a1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ENTRY);
  });

  it('compresses the app page with its runtime config, and sends it plain when not asked', async () => {
    const br = await get('/sign-in', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<script type="application/json" id="staffdesk-config">');
    const gzip = await get('/sign-in', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get('/sign-in');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    const head = await t.app.inject({ method: 'HEAD', url: '/sign-in' });
    expect(head.statusCode).toBe(200);
  });

  it('names the route set and page chunks of a signed-out page, so they load with the entry', async () => {
    const signIn = preloads((await get('/sign-in')).body);
    expect(signIn).toEqual(
      expect.arrayContaining([
        '/assets/SignedOutApp-s1.js',
        '/assets/router-w1.js',
        '/assets/SignInPage-p1.js',
      ]),
    );
    expect(signIn).not.toContain('/assets/LeaveApprovalPage-l1.js');
    // The entry and what it imports are loaded by the page's own script tag already.
    expect(signIn).not.toContain('/assets/index-a1.js');
    expect(signIn).not.toContain('/assets/runtime-r1.js');

    const link = await get('/leaves/tok/approvalby/pic%40client.co.id', { accept: 'text/html' });
    expect(preloads(link.body)).toContain('/assets/LeaveApprovalPage-l1.js');
    expect(preloads(link.body)).not.toContain('/assets/SignInPage-p1.js');
    // The link's API answer is asked for with the chunks, at the address the page's client uses.
    expect(link.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v4/public/leave-approvals/tok?email=pic%40client.co.id">',
    );
    const odd = await get('/leaves/%22%3E%3Cscript%3E/approvalby/x%40y', { accept: 'text/html' });
    expect(odd.body).toContain('/api/v4/public/leave-approvals/%22%3E%3Cscript%3E?email=x%40y"');
    expect(odd.body).not.toContain('"><script>');

    const signedIn = await get('/human-resource/employee');
    expect(signedIn.statusCode).toBe(200);
    expect(preloads(signedIn.body)).toEqual([]);
  });

  it("fetches a signed-out page's messages in its language with the entry, and no others", async () => {
    const indonesian = preloads(
      (await get('/sign-in', { 'accept-language': 'id-ID,id;q=0.9' })).body,
    );
    expect(indonesian).toContain('/assets/public-id.js');
    expect(indonesian).toContain('/assets/messages-id-m2.js');
    expect(indonesian).not.toContain('/assets/public-en.js');
    expect(indonesian).not.toContain('/assets/messages-en-m1.js');
    // The signed-in parts' messages wait for sign-in.
    expect(indonesian).not.toContain('/assets/admin-id.js');
    const english = preloads((await get('/sign-in', { 'accept-language': 'en-GB' })).body);
    expect(english).toContain('/assets/public-en.js');
    expect(english).toContain('/assets/messages-en-m1.js');
    expect(english).not.toContain('/assets/public-id.js');
  });

  it('knows every page of the signed-out route set', () => {
    const routes = new URL('../../packages/public/src/routes.tsx', import.meta.url);
    const lazyPages = [
      ...readFileSync(routes, 'utf8').matchAll(/import\('\.\/pages\/(\w+)'\)/g),
    ].map((m) => m[1]);
    const known = new Set(SIGNED_OUT_PAGES.map(([, page]) => page));
    expect(lazyPages.length).toBeGreaterThan(0);
    expect(lazyPages.filter((page) => !known.has(page!))).toEqual([]);
  });

  it('compresses API answers of a kilobyte and more, and leaves small ones as they are', async () => {
    const token = await signIn(t, 'admin@staffdesk.local');
    const plain = await get('/api/v4/roles', bearer(token));
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/v4/roles', { ...bearer(token), 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const health = await get('/api/v4/public/health', { 'accept-encoding': 'br, gzip' });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });
});
