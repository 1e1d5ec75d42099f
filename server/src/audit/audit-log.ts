import type { Db } from '../db/database.js';
import { auditLog } from '../db/schema.js';

/** Who did something: a signed-in user, the system, or a person acting through a public link. */
export type Actor = { userId: string | null; label: string; ip: string | null };

export const SYSTEM_ACTOR: Actor = { userId: null, label: 'system', ip: null };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit entry, in the caller's transaction so it lands with the change or not at all. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry) {
  await recordAudits(db, actor, [entry]);
}

/** Writes many audit entries in one statement (e.g. one per timesheet a PIC decided). */
export async function recordAudits(db: Db, actor: Actor, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before === undefined ? null : entry.before,
      after: entry.after === undefined ? null : entry.after,
      ip: actor.ip,
    })),
  );
}
