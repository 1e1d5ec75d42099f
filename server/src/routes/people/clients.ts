import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CLIENT_STATUSES } from '../../db/schema.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { changeClient, createClient } from '../../people/client-changes.js';
import { clientDetail, listClients } from '../../people/clients.js';
import { Client, ClientDetail, ClientInput } from '../../people/schemas.js';

export const ClientListQuery = ListQuery.extend({
  status: z.enum(CLIENT_STATUSES).optional(),
  industry: z.string().trim().max(80).optional(),
});

/** `/api/v4/clients`: the client register with its PICs. */
export const clientRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/clients',
    {
      config: { access: { permission: 'clients.read' } },
      schema: {
        operationId: 'listClients',
        tags: ['clients'],
        summary:
          'Clients, searched by code, legal name or PIC email, filtered by status and industry',
        querystring: ClientListQuery,
        response: { 200: listOf(Client), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listClients(db, request.query),
  );

  app.get(
    '/clients/:id',
    {
      config: { access: { permission: 'clients.read' } },
      schema: {
        operationId: 'getClient',
        tags: ['clients'],
        summary: 'A client with its PICs',
        params: IdParams,
        response: { 200: ClientDetail, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const detail = await clientDetail(db, request.params.id);
      if (!detail) throw new HttpProblem(404, 'not-found', 'This client does not exist.');
      return detail;
    },
  );

  app.post(
    '/clients',
    {
      config: { access: { permission: 'clients.manage' } },
      schema: {
        operationId: 'createClient',
        tags: ['clients'],
        summary: 'Add a client with its PICs (409 `code-taken`)',
        body: ClientInput,
        response: { 201: ClientDetail, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const id = await createClient(db, request.body, actorOf(request));
      return reply.code(201).send((await clientDetail(db, id))!);
    },
  );

  app.put(
    '/clients/:id',
    {
      config: { access: { permission: 'clients.manage' } },
      schema: {
        operationId: 'updateClient',
        tags: ['clients'],
        summary:
          'Change a client; PICs are replaced (with `id`: changed, without: added, missing: removed)',
        params: IdParams,
        body: ClientInput,
        response: {
          200: ClientDetail,
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
      await changeClient(db, id, request.body, actorOf(request));
      return (await clientDetail(db, id))!;
    },
  );
};
