import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { countColumn, pagedList } from '../../db/paging.js';
import { roles, userRoles } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams, ListQuery, likePattern, listOf } from '../../http/lists.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { permissionCatalogue } from '../../identity/permission-names.js';
import { SECTION_FLAGS } from '../../identity/permissions.js';
import { assertSuperAdminRemains } from '../../identity/super-admin-guard.js';
import { PermissionSchema, SectionFlagSchema } from './schemas.js';

const Role = z
  .object({
    id: z.uuid(),
    key: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    superAccess: z.boolean(),
    sections: z.array(SectionFlagSchema),
    permissions: z.array(z.string()),
    userCount: z.number().int(),
    seeded: z.boolean(),
  })
  .meta({ id: 'Role' });

const RoleInput = z.object({
  name: z.string().trim().min(1, 'Enter the role name.').max(80),
  description: z.string().trim().max(300).default(''),
  superAccess: z.boolean(),
  sections: z.array(SectionFlagSchema).transform((s) => SECTION_FLAGS.filter((f) => s.includes(f))),
  permissions: z.array(PermissionSchema).transform((p) => [...new Set(p)].sort()),
});

const PermissionCatalogue = z
  .object({
    sections: z.array(SectionFlagSchema),
    groups: z.array(
      z.object({
        name: z.string(),
        permissions: z.array(z.object({ key: z.string(), description: z.string() })),
      }),
    ),
  })
  .meta({ id: 'PermissionCatalogue' });

type RoleRow = typeof roles.$inferSelect;

function presentRole(role: RoleRow, userCount: number) {
  return {
    id: role.id,
    key: role.key,
    name: role.name,
    description: role.description,
    superAccess: role.superAccess,
    sections: role.sections as (typeof SECTION_FLAGS)[number][],
    permissions: role.permissions,
    userCount,
    seeded: role.key !== null,
  };
}

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

function nameTaken(error: unknown) {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes('roles_name_key');
}

/** `/api/v4/roles` and the permission catalogue. */
export const roleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/permissions',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getPermissionCatalogue',
        tags: ['roles'],
        summary:
          'Every section flag and permission, grouped by area, in the language of Accept-Language',
        response: { 200: PermissionCatalogue, 401: Problem },
      },
    },
    async (request) => ({
      sections: [...SECTION_FLAGS],
      groups: permissionCatalogue(requestLocale(request)),
    }),
  );

  app.get(
    '/roles',
    {
      config: { access: { permission: 'users.read' } },
      schema: {
        operationId: 'listRoles',
        tags: ['roles'],
        querystring: ListQuery,
        response: { 200: listOf(Role), 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { search, page, pageSize } = request.query;
      const where = search ? ilike(roles.name, likePattern(search)) : undefined;
      const counts = db
        .select({ roleId: userRoles.roleId, n: count().as('n') })
        .from(userRoles)
        .groupBy(userRoles.roleId)
        .as('counts');
      return pagedList(
        { page, pageSize },
        {
          rows: db
            .select({ role: roles, n: sql<number>`coalesce(${counts.n}, 0)::int` })
            .from(roles)
            .leftJoin(counts, eq(counts.roleId, roles.id))
            .where(where)
            .orderBy(asc(roles.name)),
          count: db.select(countColumn()).from(roles).where(where),
        },
        (rows) => rows.map((r) => presentRole(r.role, Number(r.n))),
      );
    },
  );

  app.get(
    '/roles/:id',
    {
      config: { access: { permission: 'users.read' } },
      schema: {
        operationId: 'getRole',
        tags: ['roles'],
        params: IdParams,
        response: { 200: Role, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const [role] = await db.select().from(roles).where(eq(roles.id, request.params.id));
      if (!role) throw new HttpProblem(404, 'not-found', 'This role does not exist.');
      return presentRole(role, await userCount(db, role.id));
    },
  );

  app.post(
    '/roles',
    {
      config: { access: { permission: 'roles.manage' } },
      schema: {
        operationId: 'createRole',
        tags: ['roles'],
        body: RoleInput,
        response: { 201: Role, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      try {
        const role = await inTransaction(db, async (tx) => {
          const [created] = await tx.insert(roles).values(request.body).returning();
          await recordAudit(tx, actorOf(request), {
            action: 'role.created',
            entity: 'role',
            entityId: created!.id,
            after: auditableRole(created!),
          });
          return created!;
        });
        return reply.code(201).send(presentRole(role, 0));
      } catch (error) {
        if (nameTaken(error)) {
          throw new HttpProblem(409, 'name-taken', 'A role with this name exists.', {
            name: 'A role with this name exists.',
          });
        }
        throw error;
      }
    },
  );

  app.put(
    '/roles/:id',
    {
      config: { access: { permission: 'roles.manage' } },
      schema: {
        operationId: 'updateRole',
        tags: ['roles'],
        params: IdParams,
        body: RoleInput,
        response: {
          200: Role,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      try {
        const role = await inTransaction(db, async (tx) => {
          const [before] = await tx.select().from(roles).where(eq(roles.id, request.params.id));
          if (!before) throw new HttpProblem(404, 'not-found', 'This role does not exist.');
          const [updated] = await tx
            .update(roles)
            .set({ ...request.body, updatedAt: new Date() })
            .where(eq(roles.id, before.id))
            .returning();
          await assertSuperAdminRemains(tx);
          await recordAudit(tx, actorOf(request), {
            action: 'role.updated',
            entity: 'role',
            entityId: before.id,
            before: auditableRole(before),
            after: auditableRole(updated!),
          });
          return updated!;
        });
        return presentRole(role, await userCount(db, role.id));
      } catch (error) {
        if (nameTaken(error)) {
          throw new HttpProblem(409, 'name-taken', 'A role with this name exists.', {
            name: 'A role with this name exists.',
          });
        }
        throw error;
      }
    },
  );

  app.delete(
    '/roles/:id',
    {
      config: { access: { permission: 'roles.manage' } },
      schema: {
        operationId: 'deleteRole',
        tags: ['roles'],
        summary: 'Delete a role that no user holds (seeded roles stay)',
        params: IdParams,
        response: { 204: z.null(), 401: Problem, 403: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      await inTransaction(db, async (tx) => {
        const [role] = await tx.select().from(roles).where(eq(roles.id, request.params.id));
        if (!role) throw new HttpProblem(404, 'not-found', 'This role does not exist.');
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
        await recordAudit(tx, actorOf(request), {
          action: 'role.deleted',
          entity: 'role',
          entityId: role.id,
          before: auditableRole(role),
        });
      });
      return reply.code(204).send(null);
    },
  );
};
