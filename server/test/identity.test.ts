import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  passwordTokens,
  roles,
  sessions,
  signInAttempts,
  users,
} from '../src/db/schema.js';
import {
  bearer,
  DEMO_PASSWORD,
  latestMailTo,
  linkToken,
  mailCount,
  signIn,
} from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

function cookiesOf(setCookie: string | string[] | undefined) {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(
    list.map((c) => {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      return [name, value];
    }),
  );
}

describe.each(engines)('identity on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: object | undefined, token?: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    admin = await signIn(t, 'admin@staffdesk.local');
  });
  afterAll(() => t.close());

  describe('password sign-in', () => {
    it('answers a token, the user, and sets the flag cookies of their roles', async () => {
      const res = await post('/api/v4/public/auth/sign-in', {
        email: 'HR@staffdesk.local',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(body.user).toMatchObject({ email: 'hr@staffdesk.local', status: 'active' });
      expect(body.user).not.toHaveProperty('passwordHash');
      const cookies = cookiesOf(res.headers['set-cookie']);
      expect(cookies['sd_flag_human-resource']).toBe('1');
      expect(cookies.sd_flag_employee).toBe('1');
      expect(cookies.sd_flag_finance).toBe('');
      expect(cookies.sd_flag_super).toBe('');
    });

    it('gives one generic message for a wrong password and for an unknown email', async () => {
      const wrong = await post('/api/v4/public/auth/sign-in', {
        email: 'finance@staffdesk.local',
        password: 'not-the-password',
      });
      const unknown = await post('/api/v4/public/auth/sign-in', {
        email: 'nobody@staffdesk.local',
        password: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().detail).toBe(unknown.json().detail);
      expect(wrong.json().detail).toBe('The email or password is not right.');
    });

    it("a stranger's 10 wrong passwords close the door for their address only; the owner still signs in", async () => {
      const email = 'content@staffdesk.local';
      for (let i = 0; i < 10; i++) {
        const res = await post(
          '/api/v4/public/auth/sign-in',
          { email, password: `wrong-${i}` },
          undefined,
          '127.0.1.1',
        );
        expect(res.statusCode).toBe(401);
      }
      const blocked = await post(
        '/api/v4/public/auth/sign-in',
        { email, password: DEMO_PASSWORD },
        undefined,
        '127.0.1.1',
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/15 minutes/);
      // The owner, from their own address, is not locked out by the stranger.
      const owner = await post(
        '/api/v4/public/auth/sign-in',
        { email, password: DEMO_PASSWORD },
        undefined,
        '127.0.2.1',
      );
      expect(owner.statusCode).toBe(200);
    });

    it('closes an account for everyone after 100 failures from many addresses, until the window passes', async () => {
      const email = 'finance@staffdesk.local';
      await t.database.db.insert(signInAttempts).values(
        Array.from({ length: 100 }, (_, i) => ({
          email,
          ip: `10.9.${Math.floor(i / 10)}.${i % 10}`,
          succeeded: false,
        })),
      );
      const blocked = await post(
        '/api/v4/public/auth/sign-in',
        { email, password: DEMO_PASSWORD },
        undefined,
        '127.0.2.2',
      );
      expect(blocked.statusCode).toBe(429);
      await t.database.db
        .update(signInAttempts)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(signInAttempts.email, email));
      const after = await post(
        '/api/v4/public/auth/sign-in',
        { email, password: DEMO_PASSWORD },
        undefined,
        '127.0.2.2',
      );
      expect(after.statusCode).toBe(200);
    });

    it('100 parallel wrong passwords on one account evaluate at most 10', async () => {
      const email = 'bd@staffdesk.local';
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post(
            '/api/v4/public/auth/sign-in',
            { email, password: `parallel-${i}` },
            undefined,
            '127.0.4.1',
          ),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      const evaluated = statuses.filter((s) => s === 401).length;
      expect(evaluated).toBeGreaterThan(0);
      expect(evaluated).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const rows = await t.database.db
        .select()
        .from(signInAttempts)
        .where(eq(signInAttempts.email, email));
      expect(rows.length).toBe(evaluated);
    });

    it('answers 429 after 10 failures from one address, whichever accounts they tried', async () => {
      const ip = '127.0.3.1';
      for (let i = 0; i < 10; i++) {
        await post(
          '/api/v4/public/auth/sign-in',
          { email: `guess-${i}@staffdesk.local`, password: 'x' },
          undefined,
          ip,
        );
      }
      const blocked = await post(
        '/api/v4/public/auth/sign-in',
        { email: 'hr@staffdesk.local', password: DEMO_PASSWORD },
        undefined,
        ip,
      );
      expect(blocked.statusCode).toBe(429);
      // Another address is not affected.
      const other = await post(
        '/api/v4/public/auth/sign-in',
        { email: 'hr@staffdesk.local', password: DEMO_PASSWORD },
        undefined,
        '127.0.3.2',
      );
      expect(other.statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('answers /me with roles and flags, and 401 after sign-out', async () => {
      const token = await signIn(t, 'recruiter@staffdesk.local');
      const me = await get('/api/v4/me', token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        superAccess: false,
        sections: ['job-portal', 'employee', 'recruiter'],
        roles: [{ name: 'Recruiter' }],
      });
      expect((await post('/api/v4/auth/sign-out', undefined, token)).statusCode).toBe(200);
      const after = await get('/api/v4/me', token);
      expect(after.statusCode).toBe(401);
      expect(after.headers['content-type']).toContain('application/problem+json');
    });

    it('ends a session idle for 12 hours, and one past its 30 days', async () => {
      const idle = await signIn(t, 'tax@staffdesk.local');
      const old = await signIn(t, 'tax@staffdesk.local');
      const rows = await t.database.db.select().from(sessions);
      const byHash = async (token: string) => {
        const { hashToken } = await import('../src/identity/tokens.js');
        return rows.find((r) => r.tokenHash === hashToken(token))!;
      };
      await t.database.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
        .where(eq(sessions.id, (await byHash(idle)).id));
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, (await byHash(old)).id));
      expect((await get('/api/v4/me', idle)).statusCode).toBe(401);
      expect((await get('/api/v4/me', old)).statusCode).toBe(401);
    });

    it('reflects a role change at the next /me', async () => {
      const user = await signIn(t, 'bd@staffdesk.local');
      expect((await get('/api/v4/me', user)).json().sections).toEqual(['employee', 'bizdev']);
      const [bd] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'bd@staffdesk.local'));
      const [finance] = await t.database.db.select().from(roles).where(eq(roles.key, 'finance'));
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v4/users/${bd!.id}`,
        headers: bearer(admin),
        payload: { name: bd!.name, roleIds: [finance!.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get('/api/v4/me', user)).json().sections).toEqual(['employee', 'finance']);
    });
  });

  describe('invitations and passwords', () => {
    it('invites a user who sets a password through the mailed link and signs in', async () => {
      const [hr] = await t.database.db.select().from(roles).where(eq(roles.key, 'hr'));
      const invite = await post(
        '/api/v4/users',
        { email: ' Nadia.Putri@Example.co.id ', name: 'Nadia Putri', roleIds: [hr!.id] },
        admin,
      );
      expect(invite.statusCode, invite.body).toBe(201);
      expect(invite.json()).toMatchObject({
        email: 'nadia.putri@example.co.id',
        status: 'invited',
      });

      const mail = await latestMailTo(t, 'nadia.putri@example.co.id');
      expect(mail?.subject).toBe('You are invited to Staffdesk');
      expect(mail?.body).toContain('Hello Nadia Putri');
      const token = linkToken(mail!.body);

      const info = await get(`/api/v4/public/auth/password-token?token=${token}`);
      expect(info.json()).toEqual({
        state: 'valid',
        purpose: 'invite',
        email: 'nadia.putri@example.co.id',
        name: 'Nadia Putri',
      });

      for (const [password, message] of [
        ['short', /at least 10/],
        ['nadia-secure-2026', /name or email/],
        ['password1234', /too common/],
      ] as const) {
        const weak = await post('/api/v4/public/auth/password', { token, password });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().errors.password).toMatch(message);
      }
      const set = await post('/api/v4/public/auth/password', {
        token,
        password: 'Kopi-Tubruk-Pagi-7',
      });
      expect(set.statusCode, set.body).toBe(200);
      await signIn(t, 'nadia.putri@example.co.id', 'Kopi-Tubruk-Pagi-7');

      const reused = await post('/api/v4/public/auth/password', {
        token,
        password: 'Another-Strong-Pass-9',
      });
      expect(reused.statusCode).toBe(410);
      expect((await get(`/api/v4/public/auth/password-token?token=${token}`)).json().state).toBe(
        'used',
      );
    });

    it('refuses a second account for the same email', async () => {
      const [employee] = await t.database.db.select().from(roles).where(eq(roles.key, 'employee'));
      const res = await post(
        '/api/v4/users',
        { email: 'hr@staffdesk.local', name: 'Dup', roleIds: [employee!.id] },
        admin,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.email).toMatch(/already has an account/);
    });

    it('answers forgot-password the same whether or not the email exists, and mails only real accounts', async () => {
      const before = await mailCount(t, 'password.reset-requested');
      const known = await post('/api/v4/public/auth/forgot-password', {
        email: 'employee@staffdesk.local',
      });
      const unknown = await post('/api/v4/public/auth/forgot-password', {
        email: 'ghost@staffdesk.local',
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(await mailCount(t, 'password.reset-requested')).toBe(before + 1);
    });

    it('lets a reset link work once within the hour, then says expired', async () => {
      await post('/api/v4/public/auth/forgot-password', { email: 'employee@staffdesk.local' });
      const token = linkToken((await latestMailTo(t, 'employee@staffdesk.local'))!.body);
      const other = await signIn(t, 'employee@staffdesk.local');
      await t.database.db
        .update(passwordTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(passwordTokens.purpose, 'reset'));
      const expired = await post('/api/v4/public/auth/password', {
        token,
        password: 'Sambal-Matah-Bali-3',
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().detail).toMatch(/expired/);

      await post('/api/v4/public/auth/forgot-password', { email: 'employee@staffdesk.local' });
      const fresh = linkToken((await latestMailTo(t, 'employee@staffdesk.local'))!.body);
      expect(
        (
          await post('/api/v4/public/auth/password', {
            token: fresh,
            password: 'Sambal-Matah-Bali-3',
          })
        ).statusCode,
      ).toBe(200);
      // A reset ends every session.
      expect((await get('/api/v4/me', other)).statusCode).toBe(401);
      await signIn(t, 'employee@staffdesk.local', 'Sambal-Matah-Bali-3');
    });

    it('changes a password only with the current one, ending other sessions', async () => {
      const first = await signIn(t, 'finance@staffdesk.local');
      const second = await signIn(t, 'finance@staffdesk.local');
      const wrong = await post(
        '/api/v4/auth/change-password',
        { currentPassword: 'nope', newPassword: 'Es-Teh-Manis-Dingin-1' },
        first,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.currentPassword).toBeDefined();
      const ok = await post(
        '/api/v4/auth/change-password',
        { currentPassword: DEMO_PASSWORD, newPassword: 'Es-Teh-Manis-Dingin-1' },
        first,
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await get('/api/v4/me', second)).statusCode).toBe(401);
      expect((await get('/api/v4/me', first)).statusCode).toBe(401);
      expect((await get('/api/v4/me', ok.json().accessToken)).statusCode).toBe(200);
    });
  });

  describe('user management', () => {
    it('searches, filters and pages users on the server', async () => {
      const all = await get('/api/v4/users?pageSize=3&page=1&sort=email', admin);
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.pageSize).toBe(3);
      expect(body.items).toHaveLength(3);
      expect(body.total).toBeGreaterThanOrEqual(8);
      const emails = body.items.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
      const found = (await get('/api/v4/users?search=Wulan', admin)).json();
      expect(found.items.map((u: { email: string }) => u.email)).toEqual(['hr@staffdesk.local']);
      const [tax] = await t.database.db
        .select()
        .from(roles)
        .where(eq(roles.key, 'accounting-and-tax'));
      const byRole = (await get(`/api/v4/users?role=${tax!.id}`, admin)).json();
      expect(byRole.items.map((u: { email: string }) => u.email)).toEqual(['tax@staffdesk.local']);
      const invited = (await get('/api/v4/users?status=invited', admin)).json();
      expect(invited.items.every((u: { status: string }) => u.status === 'invited')).toBe(true);
    });

    it('disabling a user ends their sessions at once; enabling lets them back', async () => {
      const token = await signIn(t, 'recruiter@staffdesk.local');
      const [u] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'recruiter@staffdesk.local'));
      expect((await post(`/api/v4/users/${u!.id}/disable`, undefined, admin)).json().status).toBe(
        'disabled',
      );
      expect((await get('/api/v4/me', token)).statusCode).toBe(401);
      expect(
        (
          await post('/api/v4/public/auth/sign-in', {
            email: 'recruiter@staffdesk.local',
            password: DEMO_PASSWORD,
          })
        ).statusCode,
      ).toBe(401);
      expect((await post(`/api/v4/users/${u!.id}/enable`, undefined, admin)).json().status).toBe(
        'active',
      );
      await signIn(t, 'recruiter@staffdesk.local');
      const entries = (await get(`/api/v4/audit-log?entity=user&entityId=${u!.id}`, admin)).json();
      expect(entries.items.map((e: { action: string }) => e.action)).toEqual([
        'user.enabled',
        'user.disabled',
      ]);
      expect(entries.items[1]).toMatchObject({
        actor: 'admin@staffdesk.local',
        before: { status: 'active' },
        after: { status: 'disabled' },
      });
    });

    it('refuses to disable oneself or to leave no super admin', async () => {
      const [me] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'admin@staffdesk.local'));
      const self = await post(`/api/v4/users/${me!.id}/disable`, undefined, admin);
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe('cannot-disable-self');
      const [employee] = await t.database.db.select().from(roles).where(eq(roles.key, 'employee'));
      const demote = await t.app.inject({
        method: 'PATCH',
        url: `/api/v4/users/${me!.id}`,
        headers: bearer(admin),
        payload: { name: me!.name, roleIds: [employee!.id] },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().code).toBe('last-super-admin');
      // Nothing changed.
      expect((await get('/api/v4/me', admin)).json().superAccess).toBe(true);
      const [superRole] = await t.database.db
        .select()
        .from(roles)
        .where(eq(roles.key, 'super-admin'));
      const strip = await t.app.inject({
        method: 'PUT',
        url: `/api/v4/roles/${superRole!.id}`,
        headers: bearer(admin),
        payload: {
          name: 'Super admin',
          description: '',
          superAccess: false,
          sections: [],
          permissions: [],
        },
      });
      expect(strip.statusCode).toBe(409);
    });

    it('creates a role with flags and permissions, and deletes it while unused', async () => {
      const created = await post(
        '/api/v4/roles',
        {
          name: 'Payroll clerk',
          superAccess: false,
          sections: ['finance', 'employee'],
          permissions: ['payroll.read', 'payroll.run'],
        },
        admin,
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        sections: ['employee', 'finance'],
        permissions: ['payroll.read', 'payroll.run'],
        userCount: 0,
      });
      const dup = await post(
        '/api/v4/roles',
        { name: 'payroll CLERK', superAccess: false, sections: [], permissions: [] },
        admin,
      );
      expect(dup.statusCode).toBe(409);
      const bad = await post(
        '/api/v4/roles',
        { name: 'X', superAccess: false, sections: ['nowhere'], permissions: ['fly'] },
        admin,
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['permissions.0', 'sections.0']);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v4/roles/${created.json().id}`,
        headers: bearer(admin),
      });
      expect(del.statusCode).toBe(204);
    });
  });

  describe('profile', () => {
    it('updates name, phone and language, and stores a resized photo', async () => {
      const token = await signIn(t, 'tax@staffdesk.local');
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v4/me',
        headers: bearer(token),
        payload: { name: 'Siti R.', phone: '+62 812 3456 7890', preferredLanguage: 'id' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Siti R.',
        phone: '+62 812 3456 7890',
        preferredLanguage: 'id',
      });

      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#2a6' },
      })
        .png()
        .toBuffer();
      const boundary = '----staffdesk';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await t.app.inject({
        method: 'PUT',
        url: '/api/v4/me/photo',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      expect(upload.json().hasPhoto).toBe(true);
      const photo = await get(`/api/v4/users/${upload.json().id}/photo`, token);
      expect(photo.headers['content-type']).toBe('image/webp');
      const meta = await sharp(photo.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp']);

      const notImage = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from('this is not an image'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/v4/me/photo',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: notImage,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.photo).toMatch(/not a photo/);
    });
  });

  describe('email templates', () => {
    it('refuses variables the event does not offer, and previews with sample data', async () => {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/v4/email-templates/user.invited',
        headers: bearer(admin),
        payload: {
          subject: 'Hi {{recipient.nickname}}',
          body: '{{link}}',
          toRule: '{{recipient.email}}',
          ccRule: '',
          enabled: true,
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.subject).toMatch(/recipient\.nickname/);
      const preview = await post(
        '/api/v4/email-templates/user.invited/preview',
        { subject: 'Welcome, {{recipient.name}}' },
        admin,
      );
      expect(preview.json()).toMatchObject({
        subject: 'Welcome, Rina Wulandari',
        to: ['rina@example.co.id'],
      });
    });

    it('sends nothing for a template switched off', async () => {
      const current = (await get('/api/v4/email-templates/password.reset-requested', admin)).json();
      await t.app.inject({
        method: 'PUT',
        url: '/api/v4/email-templates/password.reset-requested',
        headers: bearer(admin),
        payload: {
          subject: current.subject,
          body: current.body,
          toRule: current.toRule,
          ccRule: '',
          enabled: false,
        },
      });
      const before = await mailCount(t, 'password.reset-requested');
      await post('/api/v4/public/auth/forgot-password', { email: 'hr@staffdesk.local' });
      expect(await mailCount(t, 'password.reset-requested')).toBe(before);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity, 'email-template'));
      expect(audit.at(-1)).toMatchObject({
        action: 'email-template.updated',
        after: { enabled: false },
      });
    });
  });
});
