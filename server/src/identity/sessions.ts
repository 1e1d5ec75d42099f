import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export type SessionPolicy = { idleMs: number; maxMs: number };

/** Touch `last_used_at` at most once a minute, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  input: {
    userId: string;
    method: 'password' | 'google';
    ip: string | null;
    userAgent: string | null;
  },
  policy: SessionPolicy,
  now = new Date(),
) {
  const token = newToken();
  const absoluteExpiry = new Date(now.getTime() + policy.maxMs);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      method: input.method,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: absoluteExpiry,
    })
    .returning({ id: sessions.id });
  const idleExpiry = new Date(now.getTime() + policy.idleMs);
  return {
    token,
    sessionId: row!.id,
    expiresAt: idleExpiry < absoluteExpiry ? idleExpiry : absoluteExpiry,
  };
}

/**
 * The session of a token, if it is live: not revoked, used within the idle window, before its
 * absolute expiry, and its user active. Extends the idle window as a side effect.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const { session, user } = row;
  if (session.revokedAt) return null;
  if (session.expiresAt.getTime() <= now.getTime()) return null;
  if (session.lastUsedAt.getTime() + policy.idleMs <= now.getTime()) return null;
  if (user.status !== 'active') return null;
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  }
  return { session, user };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password change, disabling). Answers how many. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  options: { except?: string } = {},
  now = new Date(),
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.except ? ne(sessions.id, options.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
