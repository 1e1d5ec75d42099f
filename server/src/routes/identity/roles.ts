import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { Problem, requestLocale } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { permissionCatalogue } from '../../identity/permission-names.js';
import { SECTION_FLAGS } from '../../identity/permissions.js';
import {
  type CountedRole,
  createRole,
  deleteRole,
  getRole,
  listRoles,
  updateRole,
} from '../../identity/roles.js';
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

function presentRole({ role, userCount }: CountedRole) {
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
      const { items, ...page } = await listRoles(db, request.query);
      return { ...page, items: items.map(presentRole) };
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
      return presentRole(await getRole(db, request.params.id));
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
      const role = await createRole(db, actorOf(request), request.body);
      return reply.code(201).send(presentRole(role));
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
    async (request) =>
      presentRole(await updateRole(db, actorOf(request), request.params.id, request.body)),
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
      await deleteRole(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
