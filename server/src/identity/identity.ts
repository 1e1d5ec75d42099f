import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { roles, userRoles, type users } from '../db/schema.js';
import {
  PERMISSIONS,
  type Permission,
  SECTION_FLAGS,
  type SectionFlag,
  WAIVERS,
} from './permissions.js';

/** The signed-in user as every handler sees it. */
export type Identity = {
  sessionId: string;
  user: typeof users.$inferSelect;
  roles: { id: string; key: string | null; name: string }[];
  superAccess: boolean;
  sections: SectionFlag[];
  permissions: Permission[];
};

export type Grants = Pick<Identity, 'roles' | 'superAccess' | 'sections' | 'permissions'>;

/** What a user may do: the union of their roles; super access grants every section and permission. */
export async function loadGrants(db: Db, userId: string): Promise<Grants> {
  const rows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(userRoles.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  const superAccess = rows.some((r) => r.role.superAccess);
  const sections = new Set<string>();
  const permissions = new Set<string>();
  for (const { role } of rows) {
    for (const s of role.sections) sections.add(s);
    for (const p of role.permissions) permissions.add(p);
  }
  return {
    roles: rows
      .map((r) => ({ id: r.role.id, key: r.role.key, name: r.role.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    superAccess,
    sections: superAccess ? [...SECTION_FLAGS] : SECTION_FLAGS.filter((s) => sections.has(s)),
    // A waiver (approving one's own payroll calculation) is held only by a role that grants it.
    permissions: PERMISSIONS.filter(
      (p) => permissions.has(p) || (superAccess && !WAIVERS.includes(p)),
    ),
  };
}

export function can(
  identity: Pick<Identity, 'superAccess' | 'permissions'>,
  permission: Permission,
) {
  return identity.superAccess || identity.permissions.includes(permission);
}

/** Role names per user, for lists. */
export async function roleNamesByUser(db: Db, userIds: string[]) {
  const map = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(userRoles.roleId, roles.id))
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.userId, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return map;
}
