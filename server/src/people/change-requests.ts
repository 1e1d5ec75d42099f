import { and, eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import {
  type ChangeRequestKind,
  employeeChangeRequests,
  employeeProfileItems,
  employees,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { todayInJakarta } from '../shared/business-dates.js';
import { employeeOfUser } from './current-employee.js';
import {
  assertNikFree,
  type EmployeeRow,
  findEmployeeOrThrow,
  type Recorder,
  recordHistory,
} from './employees.js';
import { listProfileItems } from './profile.js';
import type { ChangeRequestInput } from './schemas.js';
import { withUniqueConflicts } from './unique.js';

export type ChangeRequestRow = typeof employeeChangeRequests.$inferSelect;

export const CHANGE_REQUEST_LABELS: Record<ChangeRequestKind, string> = {
  'bank-account': 'bank account',
  nik: 'NIK',
  npwp: 'NPWP',
  'ptkp-status': 'PTKP status',
  family: 'family',
};

function stripKind(item: Record<string, unknown>) {
  const { kind: _kind, ...rest } = item;
  return rest;
}

/** The employee's values today for a kind of change. */
export async function currentValues(
  db: Db,
  employee: EmployeeRow,
  kind: ChangeRequestKind,
): Promise<Record<string, unknown>> {
  switch (kind) {
    case 'bank-account':
      return {
        bankName: employee.bankName,
        bankAccountNumber: employee.bankAccountNumber,
        bankAccountName: employee.bankAccountName,
      };
    case 'nik':
      return { nik: employee.nik };
    case 'npwp':
      return { npwp: employee.npwp };
    case 'ptkp-status':
      return { ptkpStatus: employee.ptkpStatus };
    case 'family':
      return {
        members: (await listProfileItems(db, employee.id, 'family')).map((item) =>
          stripKind(item as Record<string, unknown>),
        ),
      };
  }
}

function sameJson(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Checks a family list against the employee's current members: ids must be theirs. */
function checkFamilyIds(current: Record<string, unknown>, proposed: Record<string, unknown>) {
  const ids = new Set((current.members as { id: string }[]).map((member) => member.id));
  (proposed.members as { id?: string }[]).forEach((member, i) => {
    if (member.id && !ids.has(member.id)) {
      throw new HttpProblem(400, 'validation-failed', 'This family member does not exist.', {
        [`proposed.members.${i}.id`]: 'This family member does not exist.',
      });
    }
  });
}

/** Asks for a change: 409 while one of the same kind is pending; 400 when nothing changes. */
export async function createChangeRequest(
  tx: Db,
  employee: EmployeeRow,
  input: ChangeRequestInput,
  userId: string,
) {
  const [pending] = await tx
    .select({ id: employeeChangeRequests.id })
    .from(employeeChangeRequests)
    .where(
      and(
        eq(employeeChangeRequests.employeeId, employee.id),
        eq(employeeChangeRequests.kind, input.kind),
        eq(employeeChangeRequests.status, 'pending'),
      ),
    );
  if (pending) {
    throw new HttpProblem(
      409,
      'request-pending',
      `Your earlier ${CHANGE_REQUEST_LABELS[input.kind]} change still waits for HR.`,
      { kind: 'A request of this kind already waits for HR.' },
    );
  }
  const current = await currentValues(tx, employee, input.kind);
  const proposed = input.proposed as Record<string, unknown>;
  if (input.kind === 'family') checkFamilyIds(current, proposed);
  else if (sameJson(current, proposed)) {
    throw new HttpProblem(400, 'validation-failed', 'This is already the current value.', {
      proposed: 'This is already the current value.',
    });
  }
  if (input.kind === 'nik')
    await assertNikFree(tx, input.proposed.nik, employee.id, 'proposed.nik');
  const [row] = await tx
    .insert(employeeChangeRequests)
    .values({
      employeeId: employee.id,
      kind: input.kind,
      current,
      proposed,
      requestedByUserId: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new HttpProblem(409, 'request-pending', 'A request of this kind already waits for HR.');
  }
  return row;
}

async function replaceFamily(tx: Db, employeeId: string, members: Record<string, unknown>[]) {
  const current = await listProfileItems(tx, employeeId, 'family');
  const keep = new Set(members.flatMap((m) => (typeof m.id === 'string' ? [m.id] : [])));
  for (const item of current as { id: string }[]) {
    if (!keep.has(item.id)) {
      await tx.delete(employeeProfileItems).where(eq(employeeProfileItems.id, item.id));
    }
  }
  const existing = new Set((current as { id: string }[]).map((c) => c.id));
  let added = 0;
  for (const member of members) {
    const { id, ...data } = member as { id?: string } & Record<string, unknown>;
    if (id && existing.has(id)) {
      await tx
        .update(employeeProfileItems)
        .set({ data, updatedAt: new Date() })
        .where(eq(employeeProfileItems.id, id));
    } else {
      // Distinct instants keep new members in the order given (one transaction has one now()).
      await tx
        .insert(employeeProfileItems)
        .values({ employeeId, kind: 'family', data, createdAt: new Date(Date.now() + added++) });
    }
  }
}

/**
 * Applies a pending request to the employee record, records it in the work history (kind
 * `change-request`, with the values before and after) and marks it approved.
 */
export async function approveChangeRequest(
  tx: Db,
  request: ChangeRequestRow,
  employee: EmployeeRow,
  recorder: Recorder,
) {
  const before = await currentValues(tx, employee, request.kind);
  const proposed = request.proposed;
  switch (request.kind) {
    case 'bank-account':
    case 'npwp':
    case 'ptkp-status':
      await tx
        .update(employees)
        .set({ ...proposed, updatedAt: new Date() })
        .where(eq(employees.id, employee.id));
      break;
    case 'nik':
      await assertNikFree(tx, proposed.nik as string, employee.id, 'proposed.nik');
      await tx
        .update(employees)
        .set({ nik: proposed.nik as string, updatedAt: new Date() })
        .where(eq(employees.id, employee.id));
      break;
    case 'family':
      checkFamilyIds(before, proposed);
      await replaceFamily(tx, employee.id, proposed.members as Record<string, unknown>[]);
      break;
  }
  const after = request.kind === 'family' ? await currentValues(tx, employee, 'family') : proposed;
  await recordHistory(tx, recorder, [
    {
      employeeId: employee.id,
      effectiveDate: todayInJakarta(),
      kind: 'change-request',
      before: { kind: request.kind, ...before },
      after: { kind: request.kind, ...after },
      note: `Change request approved: ${CHANGE_REQUEST_LABELS[request.kind]}`,
    },
  ]);
  const [updated] = await tx
    .update(employeeChangeRequests)
    .set({
      status: 'approved',
      current: before,
      decidedByUserId: recorder.userId,
      decidedBy: recorder.name,
      decidedAt: new Date(),
    })
    .where(eq(employeeChangeRequests.id, request.id))
    .returning();
  return { updated: updated!, before, after };
}

export function presentChangeRequest(row: ChangeRequestRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    current: row.current,
    proposed: row.proposed,
    reason: row.reason,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A request with the employee's name and number, as HR sees it. */
async function withEmployee(db: Db, row: ChangeRequestRow) {
  const [employee] = await db
    .select({ name: employees.fullName, number: employees.employeeNumber })
    .from(employees)
    .where(eq(employees.id, row.employeeId));
  return {
    ...presentChangeRequest(row),
    employeeId: row.employeeId,
    employeeName: employee?.name ?? '',
    employeeNumber: employee?.number ?? '',
  };
}

/** A request still to decide: 404 when there is none, 409 `not-pending` once decided. */
async function findPendingRequest(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(employeeChangeRequests).where(eq(employeeChangeRequests.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpProblem(404, 'not-found', 'This change request does not exist.');
  if (row.status !== 'pending') {
    throw new HttpProblem(409, 'not-pending', `This request was already ${row.status}.`);
  }
  return row;
}

/** The employee of an account asks HR for a change (audited); see `createChangeRequest`. */
export async function submitChangeRequest(
  db: Db,
  userId: string,
  input: ChangeRequestInput,
  actor: Actor,
) {
  const row = await inTransaction(db, async (tx) => {
    const employee = await employeeOfUser(tx, userId);
    const created = await createChangeRequest(tx, employee, input, userId);
    await recordAudit(tx, actor, {
      action: 'employee.change-requested',
      entity: 'employee',
      entityId: employee.id,
      before: created.current,
      after: { kind: created.kind, requestId: created.id, ...created.proposed },
    });
    return created;
  });
  return presentChangeRequest(row);
}

/** HR approves a pending request: applied, recorded in the work history and audited. */
export async function approvePendingRequest(db: Db, id: string, recorder: Recorder, actor: Actor) {
  const row = await withUniqueConflicts(() =>
    inTransaction(db, async (tx) => {
      const pending = await findPendingRequest(tx, id, true);
      const employee = await findEmployeeOrThrow(tx, pending.employeeId, true);
      const { updated, before, after } = await approveChangeRequest(
        tx,
        pending,
        employee,
        recorder,
      );
      await recordAudit(tx, actor, {
        action: 'employee.change-approved',
        entity: 'employee',
        entityId: employee.id,
        before: { kind: pending.kind, requestId: pending.id, ...before },
        after: { kind: pending.kind, requestId: pending.id, ...after },
      });
      return updated;
    }),
  );
  return withEmployee(db, row);
}

/** HR rejects a pending request with the reason the employee will see (audited). */
export async function rejectPendingRequest(
  db: Db,
  id: string,
  reason: string,
  recorder: Recorder,
  actor: Actor,
) {
  const row = await inTransaction(db, async (tx) => {
    const pending = await findPendingRequest(tx, id, true);
    const [updated] = await tx
      .update(employeeChangeRequests)
      .set({
        status: 'rejected',
        reason,
        decidedByUserId: recorder.userId,
        decidedBy: recorder.name,
        decidedAt: new Date(),
      })
      .where(eq(employeeChangeRequests.id, pending.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'employee.change-rejected',
      entity: 'employee',
      entityId: pending.employeeId,
      after: { kind: pending.kind, requestId: pending.id, reason },
    });
    return updated!;
  });
  return withEmployee(db, row);
}
