import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { OUTBOX_STATUSES } from '../../db/schema.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  getOutboxMessage,
  listOutbox,
  type OutboxRow,
  retryOutboxMessage,
} from '../../mail/outbox-messages.js';

const OutboxMessage = z
  .object({
    id: z.uuid(),
    templateKey: z.string(),
    to: z.array(z.string()),
    cc: z.array(z.string()),
    subject: z.string(),
    body: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });

function present(row: OutboxRow) {
  return {
    id: row.id,
    templateKey: row.templateKey,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `/api/v4/outbox`: every mail Staffdesk sends, with its delivery state. */
export const outboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/outbox',
    {
      config: { access: { permission: 'outbox.read' } },
      schema: {
        operationId: 'listOutbox',
        tags: ['email'],
        summary: 'Mail, newest first, searched by recipient or subject',
        querystring: ListQuery.extend({
          status: z.enum(OUTBOX_STATUSES).optional(),
          templateKey: z.string().max(100).optional(),
        }),
        response: { 200: listOf(OutboxMessage), 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { items, ...page } = await listOutbox(db, request.query);
      return { ...page, items: items.map(present) };
    },
  );

  app.get(
    '/outbox/:id',
    {
      config: { access: { permission: 'outbox.read' } },
      schema: {
        operationId: 'getOutboxMessage',
        tags: ['email'],
        params: IdParams,
        response: { 200: OutboxMessage, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => present(await getOutboxMessage(db, request.params.id)),
  );

  app.post(
    '/outbox/:id/retry',
    {
      config: { access: { permission: 'outbox.retry' } },
      schema: {
        operationId: 'retryOutboxMessage',
        tags: ['email'],
        summary: 'Send a failed mail again',
        params: IdParams,
        response: { 200: OutboxMessage, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request) => {
      const row = await retryOutboxMessage(db, actorOf(request), request.params.id);
      ctx.mail.poke();
      return present(row);
    },
  );
};
