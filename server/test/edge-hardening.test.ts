import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { signInAttempts } from '../src/db/schema.js';
import { loggableError } from '../src/http/problem.js';
import { securityHeaders } from '../src/http/security-headers.js';
import { bearer, DEMO_PASSWORD, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** What every answer carries, errors of the framework included. */
function expectOurHeaders(headers: Headers | Record<string, unknown>) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  expect(get('x-frame-options')).toBe('DENY');
  expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(get('permissions-policy')).toContain('camera=()');
  expect(get('x-content-type-options')).toBe('nosniff');
}

describe('the edge: every error as problem+json with our headers (real HTTP)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  const cases: [string, string, RequestInit | undefined, number, string][] = [
    [
      'a path segment too long',
      `/api/v4/leave-requests/${'a'.repeat(600)}`,
      undefined,
      414,
      'uri-too-long',
    ],
    [
      'a broken percent-encoding',
      '/api/v4/public/leave-approvals/%E0%A4%A',
      undefined,
      400,
      'bad-url',
    ],
    [
      'headers larger than Node reads',
      `/api/v4/users?q=${'a'.repeat(20_000)}`,
      undefined,
      431,
      'headers-too-large',
    ],
    ['an unknown API route', '/api/v4/nothing-here', undefined, 404, 'not-found'],
    [
      'a body that is not JSON',
      '/api/v4/public/auth/sign-in',
      { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } },
      400,
      'invalid-json',
    ],
    [
      'a media type no route reads',
      '/api/v4/public/auth/sign-in',
      { method: 'POST', body: '<x/>', headers: { 'content-type': 'text/xml' } },
      415,
      'unsupported-media-type',
    ],
    [
      'a body over the limit',
      '/api/v4/public/auth/sign-in',
      {
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'too-large',
    ],
  ];

  for (const [name, path, init, status, code] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const res = await fetch(base + path, init);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expectOurHeaders(res.headers);
      const body = await res.json();
      expect(body).toMatchObject({ status, code });
      expect(JSON.stringify(body)).not.toMatch(/FST_|stack/);
    });
  }

  it('refuses NUL and other control characters in body, query and path with 400, before any route', async () => {
    const nulInBody = await fetch(`${base}/api/v4/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hr@staffdesk.local\u0000', password: 'x' }),
    });
    expect(nulInBody.status).toBe(400);
    expect(await nulInBody.json()).toMatchObject({
      code: 'control-character',
      errors: { email: expect.stringContaining('U+0000') },
    });
    const bellInNested = await t.app.inject({
      method: 'POST',
      url: '/api/v4/public/auth/sign-in',
      payload: { email: 'x@y.z', password: 'x', extra: { deep: ['ok', 'bell\u0007'] } },
    });
    expect(bellInNested.statusCode).toBe(400);
    expect(bellInNested.json().errors).toHaveProperty(['extra.deep.1']);
    const nulInQuery = await fetch(`${base}/api/v4/public/leave-approvals/abc?email=a%00b`);
    expect(nulInQuery.status).toBe(400);
    expectOurHeaders(nulInQuery.headers);
    expect(((await nulInQuery.json()) as { code: string }).code).toBe('control-character');
    const newlineInQuery = await fetch(`${base}/api/v4/public/leave-approvals/abc?email=a%0Ab`);
    expect(newlineInQuery.status).toBe(400);
    const nulInPath = await fetch(`${base}/api/v4/public/leave-approvals/ab%00c?email=a@b.c`);
    expect(nulInPath.status).toBe(400);
    // Tab, LF and CR are fine in body text (multi-line notes): this one fails only on the password.
    const multiLine = await t.app.inject({
      method: 'POST',
      url: '/api/v4/public/auth/sign-in',
      payload: { email: 'nobody@staffdesk.local', password: 'line one\nline\ttwo\r\n' },
      remoteAddress: '127.0.9.9',
    });
    expect(multiLine.statusCode).toBe(401);
  });

  it('the error log holds no query parameters of a failed query', () => {
    const failed = new Error(
      'Failed query: select * from users where email = $1\nparams: agus@x.id',
      {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
          code: '22021',
        }),
      },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('agus@x.id');
    expect(logged).toContain('22021');
    expect(logged).toContain('invalid byte sequence');
  });
});

describe('security headers follow the configuration', () => {
  const headersFor = (env: Record<string, string>) =>
    securityHeaders(loadConfig({ NODE_ENV: 'test', ...env }));

  it('plain http without Google: only our own origins, our socket, no HSTS', () => {
    const headers = headersFor({ STAFFDESK_PUBLIC_URL: 'http://staffdesk.test:8080' });
    const csp = headers['Content-Security-Policy']!;
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self' ws://staffdesk.test:8080;");
    expect(csp).not.toMatch(/https:(?!\/\/)|\bws: |\bwss: |google/);
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('https with Google sign-in: wss on our host, Google only for what sign-in needs, HSTS', () => {
    const headers = headersFor({
      STAFFDESK_PUBLIC_URL: 'https://hr.example.co.id',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    });
    const csp = headers['Content-Security-Policy']!;
    expect(csp).toContain('wss://hr.example.co.id');
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).not.toMatch(/img-src[^;]*https:(?!\/\/)/);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('TRUST_PROXY: who the client is', () => {
  const failuresFrom = async (t: TestApp, forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v4/public/auth/sign-in',
        payload: { email: 'recruiter@staffdesk.local', password: `wrong-${i}` },
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress: '10.0.0.5',
      });
      statuses.push(res.statusCode);
    }
    const rows = await t.database.db
      .select({ ip: signInAttempts.ip })
      .from(signInAttempts)
      .where(eq(signInAttempts.email, 'recruiter@staffdesk.local'));
    return { statuses, ips: new Set(rows.map((r) => r.ip)) };
  };

  it('unset: a spoofed X-Forwarded-For changes nothing; the throttle still closes', async () => {
    const t = await createTestApp('pglite', {}, { demo: true });
    try {
      const { statuses, ips } = await failuresFrom(t, (i) => `6.6.6.${i}`);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect([...ips]).toEqual(['10.0.0.5']);
    } finally {
      await t.close();
    }
  });

  it('set to the proxy: its X-Forwarded-For names the client', async () => {
    const t = await createTestApp('pglite', { TRUST_PROXY: '10.0.0.0/24' }, { demo: true });
    try {
      const { statuses, ips } = await failuresFrom(t, () => '203.0.113.7');
      expect(statuses[10]).toBe(429);
      expect([...ips]).toEqual(['203.0.113.7']);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with an entry that is not an address or a range', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16 ,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
  });
});

describe('photo upload: exactly JPEG, PNG and WebP, by their bytes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
    token = await signIn(t, 'employee@staffdesk.local', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const upload = (filename: string, type: string, data: Buffer) => {
    const boundary = '----staffdesk-photo';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/v4/me/photo',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const square = sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } },
  });

  it('refuses SVG and GIF even when named and typed as PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
    );
    const gif = await square.clone().gif().toBuffer();
    for (const data of [svg, gif]) {
      const res = await upload('me.png', 'image/png', data);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.photo).toMatch(/JPEG, PNG or WebP/);
    }
  });

  it('accepts WebP, JPEG and PNG', async () => {
    for (const data of [
      await square.clone().webp().toBuffer(),
      await square.clone().jpeg().toBuffer(),
      await square.clone().png().toBuffer(),
    ]) {
      expect((await upload('me', 'application/octet-stream', data)).statusCode).toBe(200);
    }
  });

  it('a JSON body is 415, as documented, not 406', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v4/me/photo',
      headers: bearer(token),
      payload: { photo: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported-media-type');
  });
});
