import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appMeta, employees, roles, userRoles, users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { hashPassword } from '../identity/passwords.js';
import { SEEDED_ROLES } from '../identity/seeded-roles.js';
import { seedDemoPeople } from './demo-people.js';

const DEMO_MARKER = 'demo-seeded-at';
const DEMO_PEOPLE_MARKER = 'demo-people-seeded-at';

export type DemoAccount = { email: string; role: string };

export const DEMO_ACCOUNTS: DemoAccount[] = SEEDED_ROLES.map((r) => ({
  email: r.demo.email,
  role: r.name,
}));

/**
 * Demo data for a development or trial installation: one account per seeded role, all with the
 * demo password, and the demo clients and employees (the Employee account linked to its record).
 * Runs once per database (a marker in app_meta); never in production.
 */
export async function seedDemoData(db: Db, demoPassword: string): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (marker) {
    await seedDemoPeopleOnce(db);
    return false;
  }
  const passwordHash = await hashPassword(demoPassword);
  await inTransaction(db, async (tx) => {
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
  await seedDemoPeopleOnce(db);
  return true;
}

/**
 * The demo clients and employees, once per database (their own marker, so a database seeded
 * before they existed gets them too), only while it has no employees of its own.
 */
async function seedDemoPeopleOnce(db: Db) {
  await inTransaction(db, async (tx) => {
    // Taking the marker first: a second server starting at once waits here, then finds it taken.
    const [taken] = await tx
      .insert(appMeta)
      .values({ key: DEMO_PEOPLE_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!taken) return;
    const [any] = await tx.select({ id: employees.id }).from(employees).limit(1);
    if (any) return;
    const employeeAccount = SEEDED_ROLES.find((r) => r.key === 'employee')!.demo.email;
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, employeeAccount));
    await seedDemoPeople(tx, { employeeUserId: user?.id ?? null });
  });
}
