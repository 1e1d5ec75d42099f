import { links } from '@staffdesk/api/links';
import type { Db } from '../db/database.js';
import { userRoles, users } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { issuePasswordToken } from './password-tokens.js';

export type Inviter = { name: string; publicUrl: string };

/**
 * Mails a set-password link (`user.invited`) in the user's language (an employee's, when the
 * account is theirs); earlier links of the user stop working.
 */
export async function sendInvitation(
  tx: Db,
  user: { id: string; name: string; email: string },
  inviter: Inviter,
) {
  const { token, expiresAt } = await issuePasswordToken(tx, user.id, 'invite');
  await queueTemplatedMail(
    tx,
    'user.invited',
    {
      recipient: { name: user.name, email: user.email },
      inviter: { name: inviter.name },
      link: `${inviter.publicUrl}${links.setPassword(token)}`,
      expiresAt,
    },
    { reader: { userId: user.id } },
  );
}

/**
 * Creates an invited account with the given roles (and language: an employee's account speaks the
 * employee's) and mails the invitation, in the caller's transaction. 409 `email-taken` (field `emailField`) when the email already has an account.
 */
export async function inviteUser(
  tx: Db,
  input: { email: string; name: string; roleIds: string[]; preferredLanguage?: 'en' | 'id' },
  inviter: Inviter,
  emailField = 'email',
) {
  const email = input.email.trim().toLowerCase();
  const [created] = await tx
    .insert(users)
    .values({
      email,
      name: input.name,
      status: 'invited',
      ...(input.preferredLanguage ? { preferredLanguage: input.preferredLanguage } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    throw new HttpProblem(409, 'email-taken', `${email} already has an account.`, {
      [emailField]: 'This email already has an account.',
    });
  }
  if (input.roleIds.length > 0) {
    await tx
      .insert(userRoles)
      .values(input.roleIds.map((roleId) => ({ userId: created.id, roleId })));
  }
  await sendInvitation(tx, created, inviter);
  return created;
}
