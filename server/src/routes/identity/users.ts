import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { countColumn, pagedList } from '../../db/paging.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams, ListQuery, likePattern, listOf, parseSort } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { roleNamesByUser } from '../../identity/identity.js';
import { inviteUser, sendInvitation } from '../../identity/invitations.js';
import { revokeUserSessions } from '../../identity/sessions.js';
import { assertSuperAdminRemains } from '../../identity/super-admin-guard.js';
import { auditableUser, findUserById, presentUser, presentUserById } from '../../identity/users.js';
import { Email } from '../../shared/schemas.js';
import { UserDetail, UserSummary } from './schemas.js';

const SORT_FIELDS = ['name', 'email', 'createdAt', 'lastSignInAt', 'status'] as const;

const RoleIds = z
  .array(z.uuid())
  .min(1, 'Choose at least one role.')
  .max(20)
  .transform((ids) => [...new Set(ids)]);

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

/** `/api/v4/users`: the user management of product-spec §2.2. */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, config } = ctx;

  const inviterOf = (request: FastifyRequest) => ({
    name: identityOf(request).user.name,
    publicUrl: config.publicUrl,
  });

  app.get(
    '/users',
    {
      config: { access: { permission: 'users.read' } },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'Users, searched by name or email, filtered by role and status',
        querystring: ListQuery.extend({
          role: z.uuid().optional(),
          status: z.enum(['invited', 'active', 'disabled']).optional(),
        }),
        response: { 200: listOf(UserSummary), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { search, page, pageSize, sort, role, status } = request.query;
      const conditions: SQL[] = [];
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      if (status) conditions.push(eq(users.status, status));
      if (role) {
        conditions.push(
          exists(
            db
              .select({ one: userRoles.userId })
              .from(userRoles)
              .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, role))),
          ),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = parseSort(sort, SORT_FIELDS, { field: 'name', desc: false });
      const column = users[order.field];
      return pagedList(
        { page, pageSize },
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
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: { permission: 'users.read' } },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        params: IdParams,
        response: { 200: UserDetail, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const user = await presentUserById(db, request.params.id);
      if (!user) throw new HttpProblem(404, 'not-found', 'This user does not exist.');
      return user;
    },
  );

  app.post(
    '/users',
    {
      config: { access: { permission: 'users.manage' } },
      schema: {
        operationId: 'inviteUser',
        tags: ['users'],
        summary: 'Invite a user: creates the account and mails a set-password link (valid 7 days)',
        body: z.object({
          email: Email,
          name: z.string().trim().min(1, 'Enter the name.').max(120),
          roleIds: RoleIds,
        }),
        response: { 201: UserDetail, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const { email, name, roleIds } = request.body;
      const id = await inTransaction(db, async (tx) => {
        const roleNames = await checkRoleIds(tx, roleIds);
        const created = await inviteUser(tx, { email, name, roleIds }, inviterOf(request));
        await recordAudit(tx, actorOf(request), {
          action: 'user.invited',
          entity: 'user',
          entityId: created.id,
          after: auditableUser(created, roleNames),
        });
        return created.id;
      });
      ctx.mail.poke();
      return reply.code(201).send((await presentUserById(db, id))!);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: { permission: 'users.manage' } },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: "Change a user's name and roles",
        params: IdParams,
        body: z.object({
          name: z.string().trim().min(1, 'Enter the name.').max(120),
          roleIds: RoleIds,
        }),
        response: {
          200: UserDetail,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inTransaction(db, async (tx) => {
        const user = await findUserById(tx, id);
        if (!user) throw new HttpProblem(404, 'not-found', 'This user does not exist.');
        const beforeRoles = ((await roleNamesByUser(tx, [id])).get(id) ?? []).map((r) => r.name);
        const roleNames = await checkRoleIds(tx, request.body.roleIds);
        const [updated] = await tx
          .update(users)
          .set({ name: request.body.name, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        await tx.delete(userRoles).where(eq(userRoles.userId, id));
        await tx
          .insert(userRoles)
          .values(request.body.roleIds.map((roleId) => ({ userId: id, roleId })));
        await assertSuperAdminRemains(tx);
        await recordAudit(tx, actorOf(request), {
          action: 'user.updated',
          entity: 'user',
          entityId: id,
          before: auditableUser(user, beforeRoles),
          after: auditableUser(updated!, roleNames),
        });
      });
      return (await presentUserById(db, id))!;
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        config: { access: { permission: 'users.manage' } },
        schema: {
          operationId: action === 'disable' ? 'disableUser' : 'enableUser',
          tags: ['users'],
          summary:
            action === 'disable'
              ? 'Disable a user: every session ends at once'
              : 'Enable a disabled user again',
          params: IdParams,
          response: { 200: UserDetail, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
        },
      },
      async (request) => {
        const { id } = request.params;
        const me = identityOf(request);
        if (action === 'disable' && id === me.user.id) {
          throw new HttpProblem(409, 'cannot-disable-self', 'You cannot disable your own account.');
        }
        await inTransaction(db, async (tx) => {
          const user = await findUserById(tx, id);
          if (!user) throw new HttpProblem(404, 'not-found', 'This user does not exist.');
          const status =
            action === 'disable' ? 'disabled' : user.passwordHash ? 'active' : 'invited';
          if (user.status === status) return;
          await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
          if (action === 'disable') {
            await revokeUserSessions(tx, id);
            await assertSuperAdminRemains(tx);
          }
          await recordAudit(tx, actorOf(request), {
            action: `user.${action}d`,
            entity: 'user',
            entityId: id,
            before: { status: user.status },
            after: { status },
          });
        });
        return (await presentUserById(db, id))!;
      },
    );
  }

  app.post(
    '/users/:id/resend-invitation',
    {
      config: { access: { permission: 'users.manage' } },
      schema: {
        operationId: 'resendInvitation',
        tags: ['users'],
        summary: 'Mail a new invitation link (the earlier one stops working)',
        params: IdParams,
        response: { 200: UserDetail, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inTransaction(db, async (tx) => {
        const user = await findUserById(tx, id);
        if (!user) throw new HttpProblem(404, 'not-found', 'This user does not exist.');
        if (user.status !== 'invited') {
          throw new HttpProblem(409, 'not-invited', 'This user has already set a password.');
        }
        await sendInvitation(tx, user, inviterOf(request));
        await recordAudit(tx, actorOf(request), {
          action: 'user.invitation-resent',
          entity: 'user',
          entityId: id,
        });
      });
      ctx.mail.poke();
      return (await presentUserById(db, id))!;
    },
  );
};
