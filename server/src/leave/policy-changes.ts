import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { clients, leavePolicies } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { violatedUnique } from '../people/unique.js';
import { clientNamesOf, type LeavePolicyRow, presentPolicy } from './policies.js';
import type { LeavePolicyInput } from './schemas.js';

/**
 * HR's leave policies: the default one and at most one per client, each change audited in its
 * transaction.
 */

type PolicyInput = z.infer<typeof LeavePolicyInput>;

/** A policy as the API shows it, with its client's name. */
export async function policyOut(db: Db, row: LeavePolicyRow) {
  const names = await clientNamesOf(db, [row.clientId]);
  return presentPolicy(row, row.clientId ? (names.get(row.clientId) ?? null) : null);
}

/** Every policy, the default one first, then by name, as the API shows them. */
export async function listPolicies(db: Db) {
  const rows = await db
    .select()
    .from(leavePolicies)
    .orderBy(desc(leavePolicies.isDefault), asc(leavePolicies.name));
  const names = await clientNamesOf(
    db,
    rows.map((r) => r.clientId),
  );
  return rows.map((r) => presentPolicy(r, r.clientId ? (names.get(r.clientId) ?? null) : null));
}

/** 400 when the policy names a client that does not exist. */
async function checkClient(db: Db, clientId: string | null) {
  if (!clientId) return;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) {
    throw new HttpProblem(400, 'validation-failed', 'This client does not exist.', {
      clientId: 'This client does not exist.',
    });
  }
}

/** Two policies for one client (a check could not see the other request): 409. */
async function policyConflicts<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const violated = violatedUnique(error);
    if (violated === 'leave_policies_client_key' || violated === 'leave_policies_one_default') {
      const message = 'This client already has a leave policy.';
      throw new HttpProblem(409, 'policy-exists', message, { clientId: message });
    }
    throw error;
  }
}

/** A client's policy (409 `default-exists` without a client, `policy-exists` when it has one). */
export async function createPolicy(db: Db, input: PolicyInput, actor: Actor) {
  if (!input.clientId) {
    throw new HttpProblem(409, 'default-exists', 'There is already a default policy.', {
      clientId: 'Choose a client: the default policy exists already.',
    });
  }
  await checkClient(db, input.clientId);
  return policyConflicts(() =>
    inTransaction(db, async (tx) => {
      const [created] = await tx.insert(leavePolicies).values(input).returning();
      await recordAudit(tx, actor, {
        action: 'leave-policy.created',
        entity: 'leave-policy',
        entityId: created!.id,
        after: input,
      });
      return created!;
    }),
  );
}

/** Changes a policy; the default one keeps no client, a client's keeps one. */
export async function updatePolicy(db: Db, id: string, input: PolicyInput, actor: Actor) {
  return policyConflicts(() =>
    inTransaction(db, async (tx) => {
      const [before] = await tx
        .select()
        .from(leavePolicies)
        .where(eq(leavePolicies.id, id))
        .for('update');
      if (!before) throw new HttpProblem(404, 'not-found', 'This policy does not exist.');
      if (before.isDefault && input.clientId) {
        throw new HttpProblem(400, 'validation-failed', 'The default policy has no client.', {
          clientId: 'The default policy has no client.',
        });
      }
      if (!before.isDefault && !input.clientId) {
        throw new HttpProblem(400, 'validation-failed', 'Choose the client of this policy.', {
          clientId: 'Choose the client of this policy.',
        });
      }
      await checkClient(tx, input.clientId);
      const [updated] = await tx
        .update(leavePolicies)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(leavePolicies.id, before.id))
        .returning();
      const { createdAt: _c, updatedAt: _u, ...auditable } = before;
      await recordAudit(tx, actor, {
        action: 'leave-policy.updated',
        entity: 'leave-policy',
        entityId: before.id,
        before: auditable,
        after: input,
      });
      return updated!;
    }),
  );
}

/** Deletes a client's policy (its employees follow the default one); 409 for the default one. */
export async function deletePolicy(db: Db, id: string, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(leavePolicies)
      .where(eq(leavePolicies.id, id))
      .for('update');
    if (!row) throw new HttpProblem(404, 'not-found', 'This policy does not exist.');
    if (row.isDefault) {
      throw new HttpProblem(409, 'default-policy', 'The default policy cannot be deleted.');
    }
    await tx.delete(leavePolicies).where(eq(leavePolicies.id, row.id));
    const { createdAt: _c, updatedAt: _u, ...auditable } = row;
    await recordAudit(tx, actor, {
      action: 'leave-policy.deleted',
      entity: 'leave-policy',
      entityId: row.id,
      before: auditable,
    });
  });
}
