import { and, asc, eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { employeeProfileItems, type ProfileKind } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { PROFILE_INPUTS, parseOrProblem } from './schemas.js';

type ItemRow = typeof employeeProfileItems.$inferSelect;

export function presentProfileItem(row: ItemRow) {
  return { id: row.id, kind: row.kind, ...row.data } as never;
}

/** The fields of a profile item of a kind, or 400 with the field errors. */
export function parseProfileItem(kind: ProfileKind, body: unknown): Record<string, unknown> {
  return parseOrProblem(PROFILE_INPUTS[kind], body ?? {}) as Record<string, unknown>;
}

export async function listProfileItems(db: Db, employeeId: string, kind: ProfileKind) {
  const rows = await db
    .select()
    .from(employeeProfileItems)
    .where(
      and(eq(employeeProfileItems.employeeId, employeeId), eq(employeeProfileItems.kind, kind)),
    )
    .orderBy(asc(employeeProfileItems.createdAt), asc(employeeProfileItems.id));
  return rows.map(presentProfileItem);
}

export async function findProfileItem(db: Db, employeeId: string, kind: ProfileKind, id: string) {
  const [row] = await db
    .select()
    .from(employeeProfileItems)
    .where(
      and(
        eq(employeeProfileItems.id, id),
        eq(employeeProfileItems.employeeId, employeeId),
        eq(employeeProfileItems.kind, kind),
      ),
    );
  if (!row) throw new HttpProblem(404, 'not-found', 'This item does not exist.');
  return row;
}

export async function insertProfileItem(
  db: Db,
  employeeId: string,
  kind: ProfileKind,
  data: Record<string, unknown>,
) {
  const [row] = await db
    .insert(employeeProfileItems)
    .values({ employeeId, kind, data })
    .returning();
  return row!;
}

export async function updateProfileItem(db: Db, id: string, data: Record<string, unknown>) {
  const [row] = await db
    .update(employeeProfileItems)
    .set({ data, updatedAt: new Date() })
    .where(eq(employeeProfileItems.id, id))
    .returning();
  return row!;
}

/** Finds, in the writing transaction, the employee whose profile changes (404 when none). */
export type EmployeeInTransaction = (tx: Db) => Promise<{ id: string }>;

/** Adds an item to a profile sub-form (audited). */
export function addProfileItem(
  db: Db,
  employeeOf: EmployeeInTransaction,
  kind: ProfileKind,
  data: Record<string, unknown>,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const employee = await employeeOf(tx);
    const created = await insertProfileItem(tx, employee.id, kind, data);
    await recordAudit(tx, actor, {
      action: 'employee.profile-item-added',
      entity: 'employee',
      entityId: employee.id,
      after: { kind, id: created.id, ...data },
    });
    return presentProfileItem(created);
  });
}

/** Changes an item of a profile sub-form (audited); 404 when the employee has no such item. */
export function changeProfileItem(
  db: Db,
  employeeOf: EmployeeInTransaction,
  kind: ProfileKind,
  itemId: string,
  data: Record<string, unknown>,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const employee = await employeeOf(tx);
    const before = await findProfileItem(tx, employee.id, kind, itemId);
    const updated = await updateProfileItem(tx, itemId, data);
    await recordAudit(tx, actor, {
      action: 'employee.profile-item-updated',
      entity: 'employee',
      entityId: employee.id,
      before: { kind, id: itemId, ...before.data },
      after: { kind, id: itemId, ...data },
    });
    return presentProfileItem(updated);
  });
}

/** Removes an item of a profile sub-form (audited); 404 when the employee has no such item. */
export function removeProfileItem(
  db: Db,
  employeeOf: EmployeeInTransaction,
  kind: ProfileKind,
  itemId: string,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const employee = await employeeOf(tx);
    const before = await findProfileItem(tx, employee.id, kind, itemId);
    await tx.delete(employeeProfileItems).where(eq(employeeProfileItems.id, itemId));
    await recordAudit(tx, actor, {
      action: 'employee.profile-item-removed',
      entity: 'employee',
      entityId: employee.id,
      before: { kind, id: itemId, ...before.data },
    });
  });
}
