import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { leaveApprovals, leaveTypes, users } from '../db/schema.js';
import { normalizeEmail } from './links.js';

/** The reads of the public leave approval link that the leave area does not offer itself. */

/** The approval step a leave link points at, read without a lock (only to learn its request). */
export async function leaveApprovalStep(db: Db, approvalId: string) {
  const [step] = await db.select().from(leaveApprovals).where(eq(leaveApprovals.id, approvalId));
  return step ?? null;
}

/** The name HR gave a kind of leave; null for a key without a kind. */
export async function storedLeaveTypeName(db: Db, key: string) {
  const [type] = await db
    .select({ name: leaveTypes.name })
    .from(leaveTypes)
    .where(eq(leaveTypes.key, key));
  return type?.name ?? null;
}

/** The name of an HR user by email (the email itself when unknown). */
export async function hrNameOf(db: Db, email: string) {
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user?.name ?? email;
}
