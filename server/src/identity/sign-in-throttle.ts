import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInAttempts } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures for one account from one address: the guesser's own door closes. */
export const PAIR_MAX_FAILURES = 10;
/** Failures from one address over every account (password spraying). */
export const IP_MAX_FAILURES = 10;
/**
 * Failures for one account from every address together: the ceiling against a guesser with
 * many addresses. Ten times the pair limit, so it takes at least ten addresses to reach.
 */
export const ACCOUNT_MAX_FAILURES = 100;

/**
 * Reserves one sign-in try, or answers null when a limit is reached. The try is counted as a
 * failure from the start and only marked succeeded after the password matched, and the count
 * and the reservation happen under transaction-scoped advisory locks on the account and on the
 * address: so 100 parallel tries on one account from one address evaluate at most 10 passwords,
 * however they interleave (a plain count-then-insert lets all of them through).
 *
 * Why per account+address and not per account: a stranger who knows an email can only close
 * the door for their own address; the owner, from another address, still signs in. The global
 * ceiling per account stops a guesser with many addresses at 100 guesses per 15 minutes.
 */
export async function reserveSignInAttempt(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<string | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  return inTransaction(db, async (tx) => {
    // Always the account first, then the address: one order, so no two tries wait in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:account:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:ip:${ip}`}))`);
    const failures = (...conditions: ReturnType<typeof eq>[]) =>
      tx
        .select({ n: count() })
        .from(signInAttempts)
        .where(
          and(
            ...conditions,
            eq(signInAttempts.succeeded, false),
            gt(signInAttempts.createdAt, since),
          ),
        )
        .then(([row]) => row?.n ?? 0);
    const [account, pair, address] = [
      await failures(eq(signInAttempts.email, email)),
      await failures(eq(signInAttempts.email, email), eq(signInAttempts.ip, ip)),
      await failures(eq(signInAttempts.ip, ip)),
    ];
    if (
      account >= ACCOUNT_MAX_FAILURES ||
      pair >= PAIR_MAX_FAILURES ||
      address >= IP_MAX_FAILURES
    ) {
      return null;
    }
    const [row] = await tx
      .insert(signInAttempts)
      .values({ email, ip, succeeded: false, createdAt: now })
      .returning({ id: signInAttempts.id });
    return row!.id;
  });
}

/** Marks a reserved try as the right password, so it no longer counts as a failure. */
export async function markSignInSucceeded(db: Db, attemptId: string) {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
}
