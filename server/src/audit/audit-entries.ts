import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { countColumn, type PageRequest, pagedList } from '../db/paging.js';
import { auditLog } from '../db/schema.js';
import { likePattern } from '../http/lists.js';

/** A filter of the audit log; dates are days in Asia/Jakarta. */
export type AuditFilter = {
  search?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  actorUserId?: string;
  from?: string;
  to?: string;
} & PageRequest;

/**
 * Audit entries, newest first, filtered by entity, action, actor and the days `from`..`to`
 * (in Asia/Jakarta, UTC+7 without daylight saving), searched by actor, action or entity id.
 */
export function listAuditEntries(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorUserId) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.from) {
    conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00+07:00`)));
  }
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00+07:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.createdAt, end));
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
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
    { page: filter.page, pageSize: filter.pageSize },
    {
      rows: db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
      count: db.select(countColumn()).from(auditLog).where(where),
    },
  );
}
