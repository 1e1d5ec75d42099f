import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { auditableClient, clientDetail, insertClient, updateClient } from './clients.js';
import type { ClientInput } from './schemas.js';
import { withUniqueConflicts } from './unique.js';

/** HR's changes to the client register, each in one transaction with its audit entry. */

/** Adds a client with its PICs (409 `code-taken`); answers the new id. */
export function createClient(db: Db, input: ClientInput, actor: Actor) {
  return withUniqueConflicts(() =>
    inTransaction(db, async (tx) => {
      const row = await insertClient(tx, input);
      await recordAudit(tx, actor, {
        action: 'client.created',
        entity: 'client',
        entityId: row.id,
        after: auditableClient((await clientDetail(tx, row.id))!),
      });
      return row.id;
    }),
  );
}

/** Changes a client and replaces its PICs; 404 for an unknown client, 409 `code-taken`. */
export function changeClient(db: Db, id: string, input: ClientInput, actor: Actor) {
  return withUniqueConflicts(() =>
    inTransaction(db, async (tx) => {
      const before = await clientDetail(tx, id);
      if (!before) throw new HttpProblem(404, 'not-found', 'This client does not exist.');
      await updateClient(tx, id, input);
      await recordAudit(tx, actor, {
        action: 'client.updated',
        entity: 'client',
        entityId: id,
        before: auditableClient(before),
        after: auditableClient((await clientDetail(tx, id))!),
      });
    }),
  );
}
