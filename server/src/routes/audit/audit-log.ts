import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { countColumn, pagedList } from '../../db/paging.js';
import { auditLog } from '../../db/schema.js';
import { ListQuery, likePattern, listOf } from '../../http/lists.js';
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
      const { search, page, pageSize, entity, entityId, action, actorUserId, from, to } =
        request.query;
      const conditions: SQL[] = [];
      if (entity) conditions.push(eq(auditLog.entity, entity));
      if (entityId) conditions.push(eq(auditLog.entityId, entityId));
      if (action) conditions.push(eq(auditLog.action, action));
      if (actorUserId) conditions.push(eq(auditLog.actorUserId, actorUserId));
      // Dates are days in Asia/Jakarta (UTC+7, no daylight saving).
      if (from) conditions.push(gte(auditLog.createdAt, new Date(`${from}T00:00:00+07:00`)));
      if (to) {
        const end = new Date(`${to}T00:00:00+07:00`);
        end.setUTCDate(end.getUTCDate() + 1);
        conditions.push(lt(auditLog.createdAt, end));
      }
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(
            ilike(auditLog.actorLabel, pattern),
            ilike(auditLog.action, pattern),
            ilike(auditLog.entityId, pattern),
          )!,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      return pagedList(
        { page, pageSize },
        {
          rows: db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
          count: db.select(countColumn()).from(auditLog).where(where),
        },
        (rows) =>
          rows.map((r) => ({
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
      );
    },
  );
};
