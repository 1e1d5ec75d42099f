import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { employees, users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { employeeOfUser } from './current-employee.js';
import { clientNameOf, presentDetail } from './employees.js';

/**
 * An employee's language has one source, the employee record (`employees.preferred_language`):
 * their mail, payslips and documents follow it whether or not they have an account. Their account
 * (`users.preferred_language`, the language of their pages) is kept equal: a change on either
 * side is written to both, and an employee's invitation creates the account in it.
 */
export async function syncAccountLanguage(tx: Db, userId: string | null, language: 'en' | 'id') {
  if (!userId) return;
  await tx
    .update(users)
    .set({ preferredLanguage: language, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The other direction: an account's language change reaches the employee record it belongs to. */
export async function syncEmployeeLanguage(tx: Db, userId: string, language: 'en' | 'id') {
  await tx
    .update(employees)
    .set({ preferredLanguage: language, updatedAt: new Date() })
    .where(eq(employees.userId, userId));
}

/**
 * An employee chooses their language (audited; their account follows). Answers their record as
 * it is afterwards; 404 `no-employee-record` when the account has none.
 */
export async function setMyPreferredLanguage(
  db: Db,
  userId: string,
  language: 'en' | 'id',
  actor: Actor,
) {
  const id = await inTransaction(db, async (tx) => {
    const row = await employeeOfUser(tx, userId);
    if (row.preferredLanguage === language) return row.id;
    await tx
      .update(employees)
      .set({ preferredLanguage: language, updatedAt: new Date() })
      .where(eq(employees.id, row.id));
    await syncAccountLanguage(tx, row.userId, language);
    await recordAudit(tx, actor, {
      action: 'employee.language-changed',
      entity: 'employee',
      entityId: row.id,
      before: { preferredLanguage: row.preferredLanguage },
      after: { preferredLanguage: language },
    });
    return row.id;
  });
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return presentDetail(row!, await clientNameOf(db, row!.clientId));
}
