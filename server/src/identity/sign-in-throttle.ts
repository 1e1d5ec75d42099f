import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInAttempts } from '../db/schema.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const THROTTLE_MAX_FAILURES = 10;

/**
 * Whether further tries for this account or from this IP are refused: 10 failures within
 * 15 minutes, for either, close the door until the oldest of them leaves the window.
 */
export async function isThrottled(db: Db, email: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, since),
      ),
    );
  if ((byEmail?.n ?? 0) >= THROTTLE_MAX_FAILURES) return true;
  const [byIp] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ip, ip),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, since),
      ),
    );
  return (byIp?.n ?? 0) >= THROTTLE_MAX_FAILURES;
}

export async function recordSignInAttempt(db: Db, email: string, ip: string, succeeded: boolean) {
  await db.insert(signInAttempts).values({ email, ip, succeeded });
}
