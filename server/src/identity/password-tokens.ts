import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { type PasswordTokenPurpose, passwordTokens, users } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  reset: 60 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
};

/** Marks the user's unused tokens of a purpose used: their links stop working. */
export async function retirePasswordTokens(
  db: Db,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
}

/** A new single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issuePasswordToken(
  db: Db,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
) {
  await retirePasswordTokens(db, userId, purpose, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[purpose]);
  await db
    .insert(passwordTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export type PasswordTokenState =
  | {
      state: 'valid';
      tokenId: string;
      purpose: PasswordTokenPurpose;
      user: typeof users.$inferSelect;
    }
  | { state: 'expired' | 'used' | 'unknown' };

export async function inspectPasswordToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PasswordTokenState> {
  if (!token || token.length > 200) return { state: 'unknown' };
  const [row] = await db
    .select({ token: passwordTokens, user: users })
    .from(passwordTokens)
    .innerJoin(users, eq(passwordTokens.userId, users.id))
    .where(eq(passwordTokens.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' };
  if (row.token.usedAt) return { state: 'used' };
  if (row.token.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  if (row.user.status === 'disabled') return { state: 'unknown' };
  return { state: 'valid', tokenId: row.token.id, purpose: row.token.purpose, user: row.user };
}

/** Marks a token used; false when another request used it first (decide once). */
export async function consumePasswordToken(db: Db, tokenId: string, now = new Date()) {
  const used = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, tokenId), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return used.length === 1;
}
