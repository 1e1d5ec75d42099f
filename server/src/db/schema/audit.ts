import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    /** Who acted, as shown: a user's email, `system`, or an approver's email on a public link. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_actor').on(t.actorUserId),
  ],
);
