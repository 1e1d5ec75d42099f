import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, type PageRequest, pagedList } from '../db/paging.js';
import { roles, type UserStatus, userRoles, users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { likePattern, parseSort } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { roleNamesByUser } from './identity.js';
import { type Inviter, inviteUser, sendInvitation } from './invitations.js';
import { revokeUserSessions } from './sessions.js';
import { assertSuperAdminRemains } from './super-admin-guard.js';
import { auditableUser, findUserById, presentUser, presentUserById } from './users.js';

/** The user management of product-spec §2.2: list, invite, change, disable and enable users. */

const SORT_FIELDS = ['name', 'email', 'createdAt', 'lastSignInAt', 'status'] as const;
const NOT_FOUND = 'This user does not exist.';

/** The names of the roles, sorted; 400 when one of them does not exist. */
async function checkRoleIds(db: Db, roleIds: string[]) {
  const found = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, roleIds));
  if (found.length !== roleIds.length) {
    throw new HttpProblem(400, 'validation-failed', 'One of the roles does not exist.', {
      roleIds: 'One of the roles does not exist.',
    });
  }
  return found.map((r) => r.name).sort();
}

/** The user as the API shows it, after a write that keeps it (so it exists). */
async function presentExisting(db: Db, id: string) {
  const user = await presentUserById(db, id);
  if (!user) throw new HttpProblem(404, 'not-found', NOT_FOUND);
  return user;
}

/** Users, searched by name or email, filtered by role and status, sorted by `sort` (`-` first for descending). */
export function listUsers(
  db: Db,
  filter: { search?: string; sort?: string; role?: string; status?: UserStatus } & PageRequest,
) {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) {
    conditions.push(
      exists(
        db
          .select({ one: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, filter.role))),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = parseSort(filter.sort, SORT_FIELDS, { field: 'name', desc: false });
  const column = users[order.field];
  return pagedList(
    { page: filter.page, pageSize: filter.pageSize },
    {
      rows: db
        .select()
        .from(users)
        .where(where)
        .orderBy(order.desc ? desc(column) : asc(column), asc(users.id)),
      count: db.select(countColumn()).from(users).where(where),
    },
    async (rows) => {
      const roleMap = await roleNamesByUser(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((u) => presentUser(u, roleMap.get(u.id) ?? []));
    },
  );
}

/** One user as the API shows it; 404 when there is none. */
export async function getUser(db: Db, id: string) {
  return presentExisting(db, id);
}

/**
 * Creates an invited account with its roles and queues the invitation mail, with the
 * `user.invited` audit entry, in one transaction; answers the new user.
 */
export async function inviteUserAccount(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; roleIds: string[] },
  inviter: Inviter,
) {
  const id = await inTransaction(db, async (tx) => {
    const roleNames = await checkRoleIds(tx, input.roleIds);
    const created = await inviteUser(tx, input, inviter);
    await recordAudit(tx, actor, {
      action: 'user.invited',
      entity: 'user',
      entityId: created.id,
      after: auditableUser(created, roleNames),
    });
    return created.id;
  });
  return presentExisting(db, id);
}

/** Replaces a user's name and roles with the `user.updated` audit entry; answers the user. */
export async function updateUserAccount(
  db: Db,
  actor: Actor,
  id: string,
  input: { name: string; roleIds: string[] },
) {
  await inTransaction(db, async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw new HttpProblem(404, 'not-found', NOT_FOUND);
    const beforeRoles = ((await roleNamesByUser(tx, [id])).get(id) ?? []).map((r) => r.name);
    const roleNames = await checkRoleIds(tx, input.roleIds);
    const [updated] = await tx
      .update(users)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId: id, roleId })));
    await assertSuperAdminRemains(tx);
    await recordAudit(tx, actor, {
      action: 'user.updated',
      entity: 'user',
      entityId: id,
      before: auditableUser(user, beforeRoles),
      after: auditableUser(updated!, roleNames),
    });
  });
  return presentExisting(db, id);
}

/**
 * Disables a user (every session ends at once) or enables one again (active with a password,
 * invited without), with the `user.disabled`/`user.enabled` audit entry; answers the user.
 * Nothing changes, and nothing is audited, when the user already is so.
 */
export async function setUserEnabled(
  db: Db,
  actor: Actor,
  id: string,
  action: 'disable' | 'enable',
) {
  if (action === 'disable' && id === actor.userId) {
    throw new HttpProblem(409, 'cannot-disable-self', 'You cannot disable your own account.');
  }
  await inTransaction(db, async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw new HttpProblem(404, 'not-found', NOT_FOUND);
    const status = action === 'disable' ? 'disabled' : user.passwordHash ? 'active' : 'invited';
    if (user.status === status) return;
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    if (action === 'disable') {
      await revokeUserSessions(tx, id);
      await assertSuperAdminRemains(tx);
    }
    await recordAudit(tx, actor, {
      action: `user.${action}d`,
      entity: 'user',
      entityId: id,
      before: { status: user.status },
      after: { status },
    });
  });
  return presentExisting(db, id);
}

/** Mails an invited user a new link (the earlier one stops working), audited; answers the user. */
export async function resendUserInvitation(db: Db, actor: Actor, id: string, inviter: Inviter) {
  await inTransaction(db, async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw new HttpProblem(404, 'not-found', NOT_FOUND);
    if (user.status !== 'invited') {
      throw new HttpProblem(409, 'not-invited', 'This user has already set a password.');
    }
    await sendInvitation(tx, user, inviter);
    await recordAudit(tx, actor, {
      action: 'user.invitation-resent',
      entity: 'user',
      entityId: id,
    });
  });
  return presentExisting(db, id);
}
