import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { ConfigError, DEFAULT_SECRET, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { appMeta } from '../src/db/schema.js';
import { PRODUCT_VERSION } from '../src/version.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

describe.each(engines)('the server on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.app.post(
      '/api/v4/public/test-echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ email: z.email(), days: z.number().int().min(1) }) },
      },
      async (request) => request.body,
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers the health check with the version and the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/public/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: PRODUCT_VERSION, database: engine });
  });

  it('refuses to be framed on every page and every API answer', async () => {
    for (const url of ['/sign-in', '/api/v4/public/health', '/api/v4/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the app page with its runtime config for any page path', async () => {
    for (const url of ['/', '/sign-in', '/human-resource/employee', '/anything/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const match = /<script type="application\/json" id="staffdesk-config">(.*?)<\/script>/.exec(
        res.body,
      );
      expect(match).not.toBeNull();
      const config = JSON.parse(match?.[1] ?? '{}');
      expect(config.apiBaseUrls.main).toBe('/api/v4');
      expect(config.version).toBe(PRODUCT_VERSION);
    }
  });

  it('serves the app page for an emailed link whose last segment is an email address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/leaves/abc/approvalby/pic%40client.co.id',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/gone.js',
      headers: { accept: 'text/html' },
    });
    expect(asset.statusCode).toBe(404);
  });

  it('answers a HEAD of a page like its GET (as curl -I does)', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sign-in' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown API paths and missing files with problem+json, never the app page', async () => {
    for (const url of ['/api/v4/nothing-here', '/payroll/v4/x', '/assets/missing-chunk.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 404, code: 'not-found' });
    }
  });

  it('answers invalid input with field errors as problem+json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/public/test-echo',
      payload: { email: 'not-an-email', days: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body.code).toBe('validation-failed');
    expect(Object.keys(body.errors).sort()).toEqual(['days', 'email']);
  });

  it('records every API route with its declared access', () => {
    expect(t.app.registeredRoutes).toContainEqual({
      method: 'GET',
      url: '/api/v4/public/health',
      access: 'public',
      upload: false,
    });
    expect(t.app.registeredRoutes).toContainEqual({
      method: 'PUT',
      url: '/api/v4/me/photo',
      access: 'signed-in',
      upload: true,
    });
  });
});

describe('route access declarations', () => {
  it('refuse an API route that declares no access', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const config = loadConfig({ NODE_ENV: 'test', STAFFDESK_DATA_DIR: 'memory://' });
    const app = await buildApp({ config, database, logger: false });
    expect(() => app.get('/api/v4/open-by-accident', async () => 'oops')).toThrow(
      /declares no access/,
    );
    await app.close();
    await database.close();
  });
});

describe('configuration', () => {
  it('refuses to start in production with the default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', STAFFDESK_SECRET: DEFAULT_SECRET })).toThrow(
      /STAFFDESK_SECRET/,
    );
  });

  it('never seeds demo data in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', STAFFDESK_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STAFFDESK_SECRET: 'x'.repeat(40),
        STAFFDESK_SEED_DEMO: 'true',
      }),
    ).toThrow(/demo/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});

describe('the embedded database on disk', () => {
  it('keeps its data across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'staffdesk-data-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db.insert(appMeta).values({ key: 'probe', value: 'kept' });
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const rows = await second.db.query.appMeta.findMany();
      expect(rows.map((r) => [r.key, r.value])).toEqual([['probe', 'kept']]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
