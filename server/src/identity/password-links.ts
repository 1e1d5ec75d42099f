import { links } from '@staffdesk/api/links';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import {
  consumePasswordToken,
  inspectPasswordToken,
  issuePasswordToken,
} from './password-tokens.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail } from './users.js';

/** The signed-out password links: a reset link by mail, and setting a password through a link. */

/**
 * Queues a reset link (valid 1 hour) to an active account's address, with the
 * `password.reset-requested` audit entry; true when one was queued. Nothing happens for an
 * unknown, invited or disabled address (the caller answers the same either way).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  request: { publicUrl: string; ip: string },
) {
  const user = await findUserByEmail(db, email);
  if (user?.status !== 'active') return false;
  await inTransaction(db, async (tx) => {
    const { token, expiresAt } = await issuePasswordToken(tx, user.id, 'reset');
    await queueTemplatedMail(tx, 'password.reset-requested', {
      recipient: { name: user.name, email: user.email },
      link: `${request.publicUrl}${links.resetPassword(token)}`,
      expiresAt,
    });
    await recordAudit(
      tx,
      { userId: user.id, label: user.email, ip: request.ip },
      { action: 'password.reset-requested', entity: 'user', entityId: user.id },
    );
  });
  return true;
}

/**
 * Sets a password through a reset or invitation link, once: 410 `link-expired` or `link-used`,
 * 400 for a password too weak. The account becomes active, every session ends, the link is used
 * and the `user.invitation-accepted` or `user.password-reset` audit entry written (and, for a
 * reset, the `password.changed` mail queued) in one transaction.
 */
export async function setPasswordWithToken(
  db: Db,
  input: { token: string; password: string },
  ip: string,
) {
  const found = await inspectPasswordToken(db, input.token);
  if (found.state === 'expired') {
    throw new HttpProblem(410, 'link-expired', 'This link has expired. Ask for a new one.');
  }
  if (found.state !== 'valid') {
    throw new HttpProblem(
      410,
      'link-used',
      'This link was already used or is not valid. Ask for a new one.',
    );
  }
  const problemText = passwordProblem(input.password, found.user.email);
  if (problemText) {
    throw new HttpProblem(400, 'validation-failed', problemText, { password: problemText });
  }
  const passwordHash = await hashPassword(input.password);
  const user = found.user;
  await inTransaction(db, async (tx) => {
    if (!(await consumePasswordToken(tx, found.tokenId))) {
      throw new HttpProblem(410, 'link-used', 'This link was already used. Ask for a new one.');
    }
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await recordAudit(
      tx,
      { userId: user.id, label: user.email, ip },
      {
        action: found.purpose === 'invite' ? 'user.invitation-accepted' : 'user.password-reset',
        entity: 'user',
        entityId: user.id,
        before: { status: user.status },
        after: { status: 'active' },
      },
    );
    if (found.purpose === 'reset') {
      await queueTemplatedMail(tx, 'password.changed', {
        recipient: { name: user.name, email: user.email },
        changedAt: new Date(),
      });
    }
  });
}
