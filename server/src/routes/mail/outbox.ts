import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { countColumn, pagedList } from '../../db/paging.js';
import { OUTBOX_STATUSES, outbox } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams, ListQuery, likePattern, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';

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

type Row = typeof outbox.$inferSelect;

function present(row: Row) {
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
      const { search, page, pageSize, status, templateKey } = request.query;
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(outbox.status, status));
      if (templateKey) conditions.push(eq(outbox.templateKey, templateKey));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(
            ilike(outbox.subject, pattern),
            sql`array_to_string(${outbox.to}, ',') ilike ${pattern}`,
          )!,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      return pagedList(
        { page, pageSize },
        {
          rows: db
            .select()
            .from(outbox)
            .where(where)
            .orderBy(desc(outbox.createdAt), desc(outbox.id)),
          count: db.select(countColumn()).from(outbox).where(where),
        },
        (rows) => rows.map(present),
      );
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
    async (request) => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, request.params.id));
      if (!row) throw new HttpProblem(404, 'not-found', 'This mail does not exist.');
      return present(row);
    },
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
      const row = await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(outbox).where(eq(outbox.id, request.params.id));
        if (!before) throw new HttpProblem(404, 'not-found', 'This mail does not exist.');
        if (before.status === 'sent')
          throw new HttpProblem(409, 'already-sent', 'This mail was already sent.');
        const [after] = await tx
          .update(outbox)
          .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date() })
          .where(eq(outbox.id, before.id))
          .returning();
        await recordAudit(tx, actorOf(request), {
          action: 'outbox.retried',
          entity: 'outbox',
          entityId: before.id,
          before: { status: before.status, attempts: before.attempts },
          after: { status: 'queued', attempts: 0 },
        });
        return after!;
      });
      ctx.mail.poke();
      return present(row);
    },
  );
};
