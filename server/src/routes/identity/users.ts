import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import {
  getUser,
  inviteUserAccount,
  listUsers,
  resendUserInvitation,
  setUserEnabled,
  updateUserAccount,
} from '../../identity/user-management.js';
import { Email } from '../../shared/schemas.js';
import { UserDetail, UserSummary } from './schemas.js';

const RoleIds = z
  .array(z.uuid())
  .min(1, 'Choose at least one role.')
  .max(20)
  .transform((ids) => [...new Set(ids)]);

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
    async (request) => listUsers(db, request.query),
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
    async (request) => getUser(db, request.params.id),
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
      const user = await inviteUserAccount(db, actorOf(request), request.body, inviterOf(request));
      ctx.mail.poke();
      return reply.code(201).send(user);
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
    async (request) => updateUserAccount(db, actorOf(request), request.params.id, request.body),
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
      async (request) => setUserEnabled(db, actorOf(request), request.params.id, action),
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
      const user = await resendUserInvitation(
        db,
        actorOf(request),
        request.params.id,
        inviterOf(request),
      );
      ctx.mail.poke();
      return user;
    },
  );
};
