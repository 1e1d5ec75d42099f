import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, type PageRequest, pagedList } from '../db/paging.js';
import { roles, userRoles } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import type { SECTION_FLAGS } from './permissions.js';
import { assertSuperAdminRemains } from './super-admin-guard.js';

export type RoleRow = typeof roles.$inferSelect;

/** What a role is made of, as created or replaced (sections in catalogue order, permissions sorted). */
export type RoleInput = {
  name: string;
  description: string;
  superAccess: boolean;
  sections: (typeof SECTION_FLAGS)[number][];
  permissions: string[];
};

/** A role with the number of users holding it. */
export type CountedRole = { role: RoleRow; userCount: number };

const NOT_FOUND = 'This role does not exist.';
const NAME_TAKEN = 'A role with this name exists.';

function auditableRole(role: RoleRow) {
  return {
    name: role.name,
    description: role.description,
    superAccess: role.superAccess,
    sections: role.sections,
    permissions: role.permissions,
  };
}

async function userCount(db: Db, roleId: string) {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}

/** 409 `name-taken` for a write that broke the unique role name; any other error as it is. */
function nameTakenProblem(error: unknown) {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes('roles_name_key')
    ? new HttpProblem(409, 'name-taken', NAME_TAKEN, { name: NAME_TAKEN })
    : error;
}

/** Roles by name, searched by name, each with its holder count. */
export function listRoles(db: Db, filter: { search?: string } & PageRequest) {
  const where = filter.search ? ilike(roles.name, likePattern(filter.search)) : undefined;
  const counts = db
    .select({ roleId: userRoles.roleId, n: count().as('n') })
    .from(userRoles)
    .groupBy(userRoles.roleId)
    .as('counts');
  return pagedList(
    filter,
    {
      rows: db
        .select({ role: roles, n: sql<number>`coalesce(${counts.n}, 0)::int` })
        .from(roles)
        .leftJoin(counts, eq(counts.roleId, roles.id))
        .where(where)
        .orderBy(asc(roles.name)),
      count: db.select(countColumn()).from(roles).where(where),
    },
    (rows): CountedRole[] => rows.map((r) => ({ role: r.role, userCount: Number(r.n) })),
  );
}

/** One role with its holder count; 404 when there is none. */
export async function getRole(db: Db, id: string): Promise<CountedRole> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) throw new HttpProblem(404, 'not-found', NOT_FOUND);
  return { role, userCount: await userCount(db, role.id) };
}

/** Creates a role with its `role.created` audit entry; 409 `name-taken` for a name in use. */
export async function createRole(db: Db, actor: Actor, input: RoleInput): Promise<CountedRole> {
  try {
    return await inTransaction(db, async (tx) => {
      const [created] = await tx.insert(roles).values(input).returning();
      await recordAudit(tx, actor, {
        action: 'role.created',
        entity: 'role',
        entityId: created!.id,
        after: auditableRole(created!),
      });
      return { role: created!, userCount: 0 };
    });
  } catch (error) {
    throw nameTakenProblem(error);
  }
}

/**
 * Replaces a role with its `role.updated` audit entry; 404 for none, 409 `name-taken`, and the
 * super admin guard's 409 when no one would keep super access.
 */
export async function updateRole(
  db: Db,
  actor: Actor,
  id: string,
  input: RoleInput,
): Promise<CountedRole> {
  try {
    return await inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(roles).where(eq(roles.id, id));
      if (!before) throw new HttpProblem(404, 'not-found', NOT_FOUND);
      const [updated] = await tx
        .update(roles)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(roles.id, before.id))
        .returning();
      await assertSuperAdminRemains(tx);
      await recordAudit(tx, actor, {
        action: 'role.updated',
        entity: 'role',
        entityId: before.id,
        before: auditableRole(before),
        after: auditableRole(updated!),
      });
      return { role: updated!, userCount: await userCount(tx, before.id) };
    });
  } catch (error) {
    throw nameTakenProblem(error);
  }
}

/** Deletes a role no user holds, with its `role.deleted` audit entry; seeded roles stay (409). */
export async function deleteRole(db: Db, actor: Actor, id: string) {
  await inTransaction(db, async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, id));
    if (!role) throw new HttpProblem(404, 'not-found', NOT_FOUND);
    if (role.key)
      throw new HttpProblem(
        409,
        'role-seeded',
        `${role.name} is a built-in role and cannot be deleted.`,
      );
    const holders = await userCount(tx, role.id);
    if (holders > 0) {
      throw new HttpProblem(
        409,
        'role-in-use',
        `${holders} user(s) hold ${role.name}. Give them another role first.`,
      );
    }
    await tx.delete(roles).where(eq(roles.id, role.id));
    await recordAudit(tx, actor, {
      action: 'role.deleted',
      entity: 'role',
      entityId: role.id,
      before: auditableRole(role),
    });
  });
}
