import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { employees, users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { managesTeam } from '../leave/team.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { syncEmployeeLanguage } from '../people/language.js';
import type { Identity } from './identity.js';
import { createSession, revokeUserSessions, type SessionPolicy } from './sessions.js';
import { auditableUser, presentUserById } from './users.js';

/** The signed-in user's own account: who they are, their password, profile and photo. */

type AccountUser = Identity['user'];

/** The user as the API shows it, after a write that keeps it (so it exists). */
async function presentExisting(db: Db, id: string) {
  const user = await presentUserById(db, id);
  if (!user) throw new HttpProblem(404, 'not-found', 'This user does not exist.');
  return user;
}

/** Who the signed-in user is: the user, their grants, their employee record and team. */
export async function describeMe(db: Db, identity: Identity) {
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, identity.user.id));
  return {
    user: await presentExisting(db, identity.user.id),
    roles: identity.roles,
    superAccess: identity.superAccess,
    sections: identity.sections,
    permissions: identity.permissions,
    employeeId: employee?.id ?? null,
    managesTeam: employee ? await managesTeam(db, employee.id) : false,
  };
}

/**
 * Sets a new password (hashed by the caller), ends every session of the user and opens a new
 * one, queues the `password.changed` mail, with the `user.password-changed` audit entry, in one
 * transaction; answers the new session and the user.
 */
export async function changePassword(
  db: Db,
  actor: Actor,
  user: AccountUser,
  change: { passwordHash: string; ip: string | null; userAgent: string | null },
  policy: SessionPolicy,
) {
  const session = await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: change.passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    const created = await createSession(
      tx,
      { userId: user.id, method: 'password', ip: change.ip, userAgent: change.userAgent },
      policy,
    );
    await recordAudit(tx, actor, {
      action: 'user.password-changed',
      entity: 'user',
      entityId: user.id,
    });
    await queueTemplatedMail(tx, 'password.changed', {
      recipient: { name: user.name, email: user.email },
      changedAt: new Date(),
    });
    return created;
  });
  return { session, user: await presentExisting(db, user.id) };
}

/**
 * Changes the user's name, phone and preferred language (their employee record's language
 * follows), with the `user.profile-updated` audit entry; answers the user.
 */
export async function updateMyProfile(
  db: Db,
  actor: Actor,
  user: AccountUser,
  input: { name: string; phone: string | null; preferredLanguage: 'en' | 'id' },
) {
  await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    // One language per person: an employee's record (their mail and payslips) follows.
    await syncEmployeeLanguage(tx, user.id, input.preferredLanguage);
    await recordAudit(tx, actor, {
      action: 'user.profile-updated',
      entity: 'user',
      entityId: user.id,
      before: auditableUser(user),
      after: auditableUser(updated!),
    });
  });
  return presentExisting(db, user.id);
}

/**
 * Points the user's photo at the stored blob `photoKey`, with the `user.photo-updated` audit
 * entry; answers the user. The caller stores the new blob first and deletes the previous one
 * (`user.photoKey`) after.
 */
export async function replaceMyPhoto(db: Db, actor: Actor, user: AccountUser, photoKey: string) {
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ photoKey, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: 'user.photo-updated',
      entity: 'user',
      entityId: user.id,
      before: { photo: user.photoKey },
      after: { photo: photoKey },
    });
  });
  return presentExisting(db, user.id);
}

/** The blob key of a user's photo; null when the user or the photo does not exist. */
export async function photoKeyOf(db: Db, userId: string) {
  const [user] = await db
    .select({ photoKey: users.photoKey })
    .from(users)
    .where(eq(users.id, userId));
  return user?.photoKey ?? null;
}
