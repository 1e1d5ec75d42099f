import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { seedDemoData } from '../../src/seed/demo-data.js';
import { DEMO_PASSWORD } from './demo-seed.js';
import type { TestApp } from './test-app.js';

export { DEMO_PASSWORD };

/** Seeds the demo into an app's database as it is (`createTestApp`'s `demo` copies it). */
export async function seedDemo(t: TestApp) {
  await seedDemoData(t.database.db, DEMO_PASSWORD);
}

export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v4/public/auth/sign-in',
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The newest mail to an address, as the outbox holds it. */
export async function latestMailTo(t: TestApp, email: string) {
  const rows = await t.database.db.select().from(outbox);
  const mine = rows
    .filter((r) => r.to.includes(email))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return mine[0] ?? null;
}

/** The token of the first `?token=` link in a mail body. */
export function linkToken(body: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`No link in mail:\n${body}`);
  return match[1]!;
}

export async function mailCount(t: TestApp, templateKey: string) {
  return (await t.database.db.select().from(outbox).where(eq(outbox.templateKey, templateKey)))
    .length;
}
