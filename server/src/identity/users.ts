import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { roleNamesByUser } from './identity.js';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it (never the password hash). */
export function presentUser(user: UserRow, roleList: { id: string; name: string }[]) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    status: user.status,
    roles: roleList,
    lastSignInAt: user.lastSignInAt ? user.lastSignInAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    phone: user.phone,
    preferredLanguage: (user.preferredLanguage === 'id' ? 'id' : 'en') as 'en' | 'id',
    hasPhoto: user.photoKey !== null,
  };
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

export async function presentUserById(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) return null;
  const roleMap = await roleNamesByUser(db, [user.id]);
  return presentUser(user, roleMap.get(user.id) ?? []);
}

/** The user's fields worth keeping in the audit log (no secrets). */
export function auditableUser(user: UserRow, roleNames?: string[]) {
  return {
    email: user.email,
    name: user.name,
    phone: user.phone,
    status: user.status,
    preferredLanguage: user.preferredLanguage,
    ...(roleNames ? { roles: roleNames } : {}),
  };
}
