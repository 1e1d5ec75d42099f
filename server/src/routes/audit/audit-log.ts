import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAuditEntries } from '../../audit/audit-entries.js';
import type { AppContext } from '../../context.js';
import { ListQuery, listOf } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';

const AuditEntry = z
  .object({
    id: z.uuid(),
    actorUserId: z.uuid().nullable(),
    actor: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });

/** `/api/v4/audit-log`: who changed what, when and from where. */
export const auditLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      config: { access: { permission: 'audit.read' } },
      schema: {
        operationId: 'listAuditLog',
        tags: ['audit'],
        summary: 'Audit entries, newest first, filtered by entity, action, actor and date',
        querystring: ListQuery.extend({
          entity: z.string().max(50).optional(),
          entityId: z.string().max(100).optional(),
          action: z.string().max(100).optional(),
          actorUserId: z.uuid().optional(),
          from: z.iso.date().optional(),
          to: z.iso.date().optional(),
        }),
        response: { 200: listOf(AuditEntry), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { items, ...page } = await listAuditEntries(db, request.query);
      return {
        ...page,
        items: items.map((r) => ({
          id: r.id,
          actorUserId: r.actorUserId,
          actor: r.actorLabel,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
