import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestMailTo, linkToken, seedDemo, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/**
 * An invited account's first Google sign-in activates it, uses up its invitation and opens a
 * session, with its audit entry, all in one transaction: a failure injected between those
 * statements (a trigger that raises, in the real database) leaves the account as it was.
 */
describe.each(engines)('Google sign-in activating an invited account on %s', (engine) => {
  let fake: Server;
  let t: TestApp;
  let admin: string;
  let roleId: string;

  beforeAll(async () => {
    // A stand-in for Google's userinfo endpoint: the token is the verified email itself.
    fake = createServer((req, res) => {
      const email = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sub: email, email, email_verified: true }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as { port: number }).port;
    t = await createTestApp(engine, { GOOGLE_USERINFO_URL: `http://127.0.0.1:${port}/userinfo` });
    await seedDemo(t);
    admin = await signIn(t, 'admin@staffdesk.local');
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/v4/roles',
      headers: bearer(admin),
    });
    roleId = roles.json().items[0].id;
    await t.database.db.execute(
      sql.raw(`create function staffdesk_test_injected_failure() returns trigger
        language plpgsql as $$ begin raise exception 'injected failure'; end $$`),
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  const google = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/public/auth/google',
      payload: { accessToken: email },
    });

  async function invite(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/users',
      headers: bearer(admin),
      payload: { email, name: email.split('@')[0], roleIds: [roleId] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await latestMailTo(t, email);
    return { id: res.json().id as string, link: linkToken(mail!.body) };
  }

  /** What the admin and the invitee can see of the account: status, audit entries, link state. */
  async function accountState(user: { id: string; link: string }) {
    const [account, audit, link] = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/v4/users/${user.id}`, headers: bearer(admin) }),
      t.app.inject({
        method: 'GET',
        url: `/api/v4/audit-log?entity=user&entityId=${user.id}&action=user.invitation-accepted`,
        headers: bearer(admin),
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/v4/public/auth/password-token?token=${user.link}`,
      }),
    ]);
    return {
      status: account.json().status as string,
      lastSignInAt: account.json().lastSignInAt as string | null,
      accepted: audit.json().items as { actor: string; after: unknown }[],
      link: link.json().state as string,
    };
  }

  /** Makes every insert into `table` matching `when` fail, for the length of `work`. */
  async function failingInsertsInto<T>(table: string, when: string, work: () => Promise<T>) {
    const trigger = `staffdesk_test_fail_${table}`;
    await t.database.db.execute(
      sql.raw(`create trigger ${trigger} before insert on ${table} for each row
        when (${when}) execute function staffdesk_test_injected_failure()`),
    );
    try {
      return await work();
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${trigger} on ${table}`));
    }
  }

  it('activates the account, uses up its invitation and writes one audit entry', async () => {
    const newcomer = await invite('newcomer@staffdesk.local');
    expect(await accountState(newcomer)).toMatchObject({ status: 'invited', link: 'valid' });

    const first = await google('newcomer@staffdesk.local');
    expect(first.statusCode, first.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v4/me',
      headers: bearer(first.json().accessToken),
    });
    expect(me.statusCode).toBe(200);
    const after = await accountState(newcomer);
    expect(after).toMatchObject({ status: 'active', link: 'used' });
    expect(after.lastSignInAt).not.toBeNull();
    expect(after.accepted).toEqual([
      expect.objectContaining({
        actor: 'newcomer@staffdesk.local',
        after: { status: 'active', via: 'google' },
      }),
    ]);

    // A second sign-in finds the account active: no second activation.
    expect((await google('newcomer@staffdesk.local')).statusCode).toBe(200);
    expect((await accountState(newcomer)).accepted).toHaveLength(1);
  });

  it('leaves the account invited, its link working and unaudited when the audit entry fails', async () => {
    const invitee = await invite('audit-fails@staffdesk.local');
    const res = await failingInsertsInto(
      'audit_log',
      "new.action = 'user.invitation-accepted'",
      () => google('audit-fails@staffdesk.local'),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json().accessToken).toBeUndefined();
    expect(await accountState(invitee)).toEqual({
      status: 'invited',
      lastSignInAt: null,
      accepted: [],
      link: 'valid',
    });

    // Nothing half done stands in the way: the next try activates it.
    expect((await google('audit-fails@staffdesk.local')).statusCode).toBe(200);
    expect(await accountState(invitee)).toMatchObject({ status: 'active', link: 'used' });
  });

  it('leaves the account invited, its link working and unaudited when the session fails', async () => {
    const invitee = await invite('session-fails@staffdesk.local');
    const res = await failingInsertsInto('sessions', `new.user_id = '${invitee.id}'`, () =>
      google('session-fails@staffdesk.local'),
    );
    expect(res.statusCode).toBe(500);
    expect(await accountState(invitee)).toEqual({
      status: 'invited',
      lastSignInAt: null,
      accepted: [],
      link: 'valid',
    });
    // The invitation still sets a password as before.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v4/public/auth/password',
      payload: { token: invitee.link, password: 'a long enough passphrase 42' },
    });
    expect(set.statusCode, set.body).toBe(200);
  });
});
