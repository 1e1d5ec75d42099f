import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employees, users } from '../db/schema.js';

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
