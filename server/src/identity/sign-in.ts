import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { loadGrants } from './identity.js';
import { retirePasswordTokens } from './password-tokens.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import { createSession, type SessionPolicy } from './sessions.js';
import { markSignInSucceeded, reserveSignInAttempt } from './sign-in-throttle.js';
import { findUserByEmail, presentUserById } from './users.js';

/** Where a sign-in comes from, kept with its session. */
export type SignInClient = { ip: string; userAgent: string | null };

const WRONG_CREDENTIALS = 'The email or password is not right.';
const THROTTLED =
  'Too many failed sign-ins. For your safety, sign-in is paused for 15 minutes. Try again later or reset your password.';

/** A new session, with the user's grants (for the flag cookies) and the user as the API shows it. */
async function signedIn(db: Db, userId: string, session: { token: string; expiresAt: Date }) {
  const [grants, user] = await Promise.all([loadGrants(db, userId), presentUserById(db, userId)]);
  if (!user) throw new HttpProblem(401, 'wrong-credentials', WRONG_CREDENTIALS);
  return { session, grants, user };
}

/** Opens a session in the caller's transaction and notes the sign-in on the user. */
async function openSession(
  tx: Db,
  userId: string,
  method: 'password' | 'google',
  client: SignInClient,
  policy: SessionPolicy,
) {
  const created = await createSession(
    tx,
    { userId, method, ip: client.ip, userAgent: client.userAgent },
    policy,
  );
  await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return created;
}

/**
 * Signs in with email and password: 429 once the throttle closes the door, 401 for a wrong
 * password, an unknown account, an invited one (no password yet) or a disabled one, with the
 * same argon2 work for each so the answer's timing tells nothing about which it is.
 */
export async function signInWithPassword(
  db: Db,
  credentials: { email: string; password: string },
  client: SignInClient,
  policy: SessionPolicy,
) {
  const attempt = await reserveSignInAttempt(db, credentials.email, client.ip);
  if (!attempt) throw new HttpProblem(429, 'rate-limited', THROTTLED);
  const user = await findUserByEmail(db, credentials.email);
  const ok =
    (await verifyPassword(
      user?.passwordHash ?? (await decoyPasswordHash()),
      credentials.password,
    )) && Boolean(user?.passwordHash);
  if (!user || !ok || user.status !== 'active') {
    throw new HttpProblem(401, 'wrong-credentials', WRONG_CREDENTIALS);
  }
  await markSignInSucceeded(db, attempt);
  const session = await inTransaction(db, (tx) =>
    openSession(tx, user.id, 'password', client, policy),
  );
  return signedIn(db, user.id, session);
}

/**
 * Signs in the account of a verified Google email: 403 for an unknown or a disabled account.
 * An invited account becomes active: its invitation links stop working and the
 * `user.invitation-accepted` audit entry is written, in the one transaction that also opens the
 * session, so a failure anywhere leaves the account invited, its link working and no session.
 */
export async function signInWithGoogle(
  db: Db,
  email: string,
  client: SignInClient,
  policy: SessionPolicy,
) {
  const found = await findUserByEmail(db, email);
  if (!found) {
    throw new HttpProblem(
      403,
      'google-account-unknown',
      `${email} has no Staffdesk account. Ask your administrator for an invitation.`,
    );
  }
  const session = await inTransaction(db, async (tx) => {
    // Locked, so two first sign-ins at once activate (and audit) the account once.
    const [user] = await tx.select().from(users).where(eq(users.id, found.id)).for('update');
    if (!user || user.status === 'disabled') {
      throw new HttpProblem(
        403,
        'account-disabled',
        'This account is disabled. Ask your administrator.',
      );
    }
    if (user.status === 'invited') {
      await tx
        .update(users)
        .set({ status: 'active', updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await retirePasswordTokens(tx, user.id, 'invite');
      await recordAudit(
        tx,
        { userId: user.id, label: user.email, ip: client.ip },
        {
          action: 'user.invitation-accepted',
          entity: 'user',
          entityId: user.id,
          before: { status: 'invited' },
          after: { status: 'active', via: 'google' },
        },
      );
    }
    return openSession(tx, user.id, 'google', client, policy);
  });
  return signedIn(db, found.id, session);
}
