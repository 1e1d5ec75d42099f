import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, type PageRequest, pagedList } from '../db/paging.js';
import { type OUTBOX_STATUSES, outbox } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';

/** The outbox as its readers see it: every mail Staffdesk sends, and sending a failed one again. */

export type OutboxRow = typeof outbox.$inferSelect;

const NOT_FOUND = 'This mail does not exist.';

/** Mail, newest first, filtered by status and template, searched by recipient or subject. */
export function listOutbox(
  db: Db,
  filter: {
    search?: string;
    status?: (typeof OUTBOX_STATUSES)[number];
    templateKey?: string;
  } & PageRequest,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  if (filter.templateKey) conditions.push(eq(outbox.templateKey, filter.templateKey));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(ilike(outbox.subject, pattern), sql`array_to_string(${outbox.to}, ',') ilike ${pattern}`)!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    { page: filter.page, pageSize: filter.pageSize },
    {
      rows: db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)),
      count: db.select(countColumn()).from(outbox).where(where),
    },
  );
}

/** One mail; 404 when there is none. */
export async function getOutboxMessage(db: Db, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new HttpProblem(404, 'not-found', NOT_FOUND);
  return row;
}

/**
 * Queues a mail that is not sent for another try now, its attempts counted afresh, with the
 * `outbox.retried` audit entry: 404 for none, 409 once sent.
 */
export function retryOutboxMessage(db: Db, actor: Actor, id: string) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id));
    if (!before) throw new HttpProblem(404, 'not-found', NOT_FOUND);
    if (before.status === 'sent')
      throw new HttpProblem(409, 'already-sent', 'This mail was already sent.');
    const [after] = await tx
      .update(outbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date() })
      .where(eq(outbox.id, before.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'outbox.retried',
      entity: 'outbox',
      entityId: before.id,
      before: { status: before.status, attempts: before.attempts },
      after: { status: 'queued', attempts: 0 },
    });
    return after!;
  });
}
