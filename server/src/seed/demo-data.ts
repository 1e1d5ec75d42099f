import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appMeta, roles, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../identity/passwords.js';
import { SEEDED_ROLES } from '../identity/seeded-roles.js';

const DEMO_MARKER = 'demo-seeded-at';

export type DemoAccount = { email: string; role: string };

export const DEMO_ACCOUNTS: DemoAccount[] = SEEDED_ROLES.map((r) => ({
  email: r.demo.email,
  role: r.name,
}));

/**
 * Demo data for a development or trial installation: one account per seeded role, all with the
 * demo password. Runs once per database (a marker in app_meta); never in production.
 */
export async function seedDemoData(db: Db, demoPassword: string): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (marker) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const roleRows = await tx
      .select({ id: roles.id, key: roles.key })
      .from(roles)
      .where(
        inArray(
          roles.key,
          SEEDED_ROLES.map((r) => r.key),
        ),
      );
    const roleId = new Map(roleRows.map((r) => [r.key, r.id]));
    const created = await tx
      .insert(users)
      .values(
        SEEDED_ROLES.map((r) => ({
          email: r.demo.email,
          name: r.demo.name,
          passwordHash,
          status: 'active' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const userRoleRows = created.flatMap((u) => {
      const role = SEEDED_ROLES.find((r) => r.demo.email === u.email);
      const id = role ? roleId.get(role.key) : undefined;
      return id ? [{ userId: u.id, roleId: id }] : [];
    });
    if (userRoleRows.length > 0) await tx.insert(userRoles).values(userRoleRows);
    await tx.insert(appMeta).values({ key: DEMO_MARKER, value: new Date().toISOString() });
  });
  return true;
}
