import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { roles, userRoles, users } from '../db/schema.js';
import type { Permission } from './permissions.js';

/**
 * The active users whose role holds `permission`, by name: who may be assigned, mailed or asked
 * for a decision. Roles with full access count only when `withSuperAccess` (a super admin is not
 * mailed every leave request, but may recruit).
 */
export async function usersHolding(
  db: Db,
  permission: Permission,
  { withSuperAccess }: { withSuperAccess: boolean },
) {
  const holds = sql`${permission} = any(${roles.permissions})`;
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.status, 'active'),
        withSuperAccess
          ? sql`(${roles.superAccess} or ${holds})`
          : and(eq(roles.superAccess, false), holds),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
