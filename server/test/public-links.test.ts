import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { publicLinks } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { hashToken } from '../src/identity/tokens.js';
import { decideOnce, findLink, issueLink } from '../src/public-links/links.js';
import { engines, openTestDatabase } from './support/test-database.js';

describe.each(engines)('public links on %s', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const issue = (email = 'Pic@Client.co.id', purpose = 'test-approval') =>
    inTransaction(database.db, (tx) =>
      issueLink(tx, { purpose, recordId: 'record-1', email, expiresInDays: 14 }),
    );

  it('issues a 256-bit token stored only as its SHA-256, for one email and purpose', async () => {
    const { token, link } = await issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.tokenHash).toBe(hashToken(token));
    expect(link.tokenHash).not.toContain(token);
    expect(link.email).toBe('pic@client.co.id');
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    const found = await findLink(database.db, token, 'PIC@client.co.id', 'test-approval');
    expect(found.state).toBe('open');
    expect(found.link?.id).toBe(link.id);
  });

  it('answers not-found for another email, another purpose, an unknown or a malformed token', async () => {
    const { token } = await issue();
    const db = database.db;
    expect((await findLink(db, token, 'other@client.co.id', 'test-approval')).state).toBe(
      'not-found',
    );
    expect((await findLink(db, token, 'pic@client.co.id', 'overtime-approval')).state).toBe(
      'not-found',
    );
    expect((await findLink(db, `${token}x`, 'pic@client.co.id', 'test-approval')).state).toBe(
      'not-found',
    );
    expect(
      (await findLink(db, "'; drop table x; --", 'pic@client.co.id', 'test-approval')).state,
    ).toBe('not-found');
  });

  it('is expired after its expiry, unless it was decided', async () => {
    const { token, link } = await issue();
    const later = new Date(link.expiresAt.getTime() + 1000);
    expect(
      (await findLink(database.db, token, 'pic@client.co.id', 'test-approval', later)).state,
    ).toBe('expired');
    await decideOnce(database.db, link.id, {
      decision: 'approved',
      decidedBy: 'Pic',
      comment: null,
    });
    expect(
      (await findLink(database.db, token, 'pic@client.co.id', 'test-approval', later)).state,
    ).toBe('decided');
  });

  it('decides once: a second decision gets null and the first one stays', async () => {
    const { token, link } = await issue();
    const first = await decideOnce(database.db, link.id, {
      decision: 'approved',
      decidedBy: 'Pic',
      comment: 'ok',
    });
    expect(first?.decision).toEqual({ decision: 'approved', decidedBy: 'Pic', comment: 'ok' });
    const second = await decideOnce(database.db, link.id, {
      decision: 'rejected',
      decidedBy: 'Pic',
      comment: 'no',
    });
    expect(second).toBeNull();
    const found = await findLink(database.db, token, 'pic@client.co.id', 'test-approval');
    expect(found.state).toBe('decided');
    expect(found.link?.decision?.decision).toBe('approved');
  });

  it('lets exactly one of two simultaneous decisions (in their own transactions) win', async () => {
    for (let round = 0; round < 3; round++) {
      const { link } = await issue();
      const results = await Promise.all(
        (['approved', 'rejected'] as const).map((decision) =>
          inTransaction(database.db, (tx) =>
            decideOnce(tx, link.id, { decision, decidedBy: 'Pic', comment: null }),
          ),
        ),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const [row] = await database.db.select().from(publicLinks).where(eq(publicLinks.id, link.id));
      expect(row!.decision?.decision).toBe(results.find((r) => r !== null)!.decision!.decision);
    }
  });
});
