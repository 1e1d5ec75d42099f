import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PORTAL = 'https://portal.example.co.id';

describe('cross-origin calls from an embedding app (STAFFDESK_CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {
        STAFFDESK_CORS_ORIGINS: `${PORTAL}, http://127.0.0.1:5173`,
      },
      { demo: true },
    );
  });
  afterAll(() => t.close());

  it('answers the preflight of an allowed origin, with the headers the widget sends', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v4/leave-approvals/pending',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, accept-language',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    // Bearer tokens, never cookies: no credentials across origins.
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin read the answer of a signed-in call', async () => {
    const token = await signIn(t, 'hr@staffdesk.local');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v4/leave-approvals/pending',
      headers: { origin: PORTAL, ...bearer(token) },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(answer.headers.vary)).toMatch(/Origin/i);
  });

  it('gives another origin no CORS headers, so the browser refuses the call', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v4/leave-approvals/pending',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v4/public/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('STAFFDESK_CORS_ORIGINS', () => {
  it('takes exact origins only: no wildcard, no path', () => {
    expect(
      loadConfig({ STAFFDESK_CORS_ORIGINS: `${PORTAL} , http://127.0.0.1:5173` }).corsOrigins,
    ).toEqual([PORTAL, 'http://127.0.0.1:5173']);
    expect(() => loadConfig({ STAFFDESK_CORS_ORIGINS: '*' })).toThrow(/STAFFDESK_CORS_ORIGINS/);
    expect(() => loadConfig({ STAFFDESK_CORS_ORIGINS: `${PORTAL}/app` })).toThrow(
      /STAFFDESK_CORS_ORIGINS/,
    );
    expect(loadConfig({}).corsOrigins).toEqual([]);
  });

  it('changes nothing when unset: no CORS headers at all', async () => {
    const plain = await createTestApp('pglite');
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/v4/public/health',
        headers: { origin: PORTAL },
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
