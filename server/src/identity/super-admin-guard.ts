import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { roles, userRoles, users } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';

/**
 * Run inside the transaction of any change to users or roles: refuses the change when no
 * active user with super access would remain.
 */
export async function assertSuperAdminRemains(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(userRoles.roleId, roles.id))
    .where(and(eq(users.status, 'active'), eq(roles.superAccess, true)));
  if ((row?.n ?? 0) === 0) {
    throw new HttpProblem(
      409,
      'last-super-admin',
      'This would leave no active super admin. Give another user the Super admin role first.',
    );
  }
}
