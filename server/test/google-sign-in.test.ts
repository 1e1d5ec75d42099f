import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A stand-in for Google's userinfo endpoint on 127.0.0.1: tokens map to accounts. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean }> = {
  'token-admin': { email: 'Admin@Staffdesk.local', email_verified: true },
  'token-stranger': { email: 'stranger@gmail.com', email_verified: true },
  'token-unverified': { email: 'hr@staffdesk.local', email_verified: false },
  'token-disabled': { email: 'finance@staffdesk.local', email_verified: true },
};

describe('Google sign-in against a fake userinfo server', () => {
  let fake: Server;
  let t: TestApp;
  const seenAuthorization: string[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const auth = req.headers.authorization ?? '';
      seenAuthorization.push(auth);
      const account = ACCOUNTS[auth.replace(/^Bearer /, '')];
      if (!account) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sub: '1', ...account }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as { port: number }).port;
    t = await createTestApp(
      'pglite',
      {
        GOOGLE_USERINFO_URL: `http://127.0.0.1:${port}/v1/userinfo`,
      },
      { demo: true },
    );
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.email, 'finance@staffdesk.local'));
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  const google = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v4/public/auth/google', payload: { accessToken } });

  it('signs in the active user with the verified email', async () => {
    const res = await google('token-admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe('admin@staffdesk.local');
    expect(seenAuthorization).toContain('Bearer token-admin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v4/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().superAccess).toBe(true);
  });

  it('refuses an unknown email, an unverified one, a disabled user and a bad token with clear messages', async () => {
    const stranger = await google('token-stranger');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().detail).toBe(
      'stranger@gmail.com has no Staffdesk account. Ask your administrator for an invitation.',
    );
    const unverified = await google('token-unverified');
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().detail).toMatch(/no verified email/);
    const disabled = await google('token-disabled');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().detail).toMatch(/disabled/);
    const bad = await google('forged');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('google-token-invalid');
  });
});
