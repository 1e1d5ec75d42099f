import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { leaveApprovals, users } from '../db/schema.js';
import { normalizeEmail } from './links.js';

/** The reads of the public leave approval link that the leave area does not offer itself. */

/** The approval step a leave link points at, read without a lock (only to learn its request). */
export async function leaveApprovalStep(db: Db, approvalId: string) {
  const [step] = await db.select().from(leaveApprovals).where(eq(leaveApprovals.id, approvalId));
  return step ?? null;
}

/** The name of an HR user by email (the email itself when unknown). */
export async function hrNameOf(db: Db, email: string) {
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user?.name ?? email;
}
