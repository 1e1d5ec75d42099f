import { createServer as createNetServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, roles } from '../src/db/schema.js';
import { MAX_ATTEMPTS, retryDelayMs } from '../src/mail/delivery.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort() {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Quoted-printable soft line breaks and escapes, enough to read a plain-text body. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('mail delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      'pglite',
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Staffdesk <no-reply@staffdesk.test>',
      },
      { demo: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers an invitation to a real SMTP server and marks it sent', async () => {
    const admin = await signIn(t, 'admin@staffdesk.local');
    const [hr] = await t.database.db.select().from(roles).where(eq(roles.key, 'hr'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/users',
      headers: bearer(admin),
      payload: { email: 'rudi.hartono@example.co.id', name: 'Rudi Hartono', roleIds: [hr!.id] },
    });
    expect(res.statusCode).toBe(201);
    const result = await t.app.context.mail.runOnce();
    expect(result.sent).toBeGreaterThanOrEqual(1);

    const message = smtp.received.find((m) => m.to.includes('rudi.hartono@example.co.id'));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@staffdesk.test');
    expect(message!.raw).toMatch(/^Subject: You are invited to Staffdesk/m);
    const body = decodeQuotedPrintable(message!.raw);
    expect(body).toContain('Hello Rudi Hartono');
    expect(body).toMatch(/\/set-password\?token=[A-Za-z0-9_-]{43}/);

    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.templateKey, 'user.invited'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});

describe('mail delivery when SMTP fails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      { demo: true },
    );
  });
  afterAll(() => t.close());

  it('retries with back-off, gives up after the last attempt, and can be retried by hand', async () => {
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/public/auth/forgot-password',
      payload: { email: 'hr@staffdesk.local' },
    });
    const [queued] = await t.database.db.select().from(outbox);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const run = await t.app.context.mail.runOnce();
      expect(run).toEqual({ sent: 0, failed: 1 });
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, queued!.id));
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      // Not due again until the back-off has passed.
      expect((await t.app.context.mail.runOnce()).failed).toBe(0);
      await t.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1) })
        .where(eq(outbox.id, queued!.id));
    }
    expect((await t.app.context.mail.runOnce()).failed).toBe(0);

    const admin = await signIn(t, 'admin@staffdesk.local');
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/v4/me/waiting',
      headers: bearer(admin),
    });
    expect(waiting.json().items).toContainEqual(
      expect.objectContaining({ key: 'outbox.failed', count: 1 }),
    );
    const failedList = await t.app.inject({
      method: 'GET',
      url: '/api/v4/outbox?status=failed',
      headers: bearer(admin),
    });
    expect(failedList.json().total).toBe(1);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v4/outbox/${queued!.id}/retry`,
      headers: bearer(admin),
    });
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
  });
  afterAll(() => t.close());

  it('stays readable in the outbox, queued', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/public/auth/forgot-password',
      payload: { email: 'hr@staffdesk.local' },
    });
    expect(await t.app.context.mail.runOnce()).toEqual({ sent: 0, failed: 0 });
    const admin = await signIn(t, 'admin@staffdesk.local');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v4/outbox', headers: bearer(admin) })
    ).json();
    expect(list.items[0]).toMatchObject({
      status: 'queued',
      to: ['hr@staffdesk.local'],
      subject: 'Reset your Staffdesk password',
    });
    expect(list.items[0].body).toContain('/reset-password?token=');
  });
});
