import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { roles } from '../db/schema.js';
import { SEEDED_ROLES } from '../identity/seeded-roles.js';
import { ensureLeaveSystemData } from '../leave/system-data.js';
import { ensureEmailTemplates } from '../mail/outbox.js';
import { ensureTaxMasters } from '../payroll/tax-masters.js';
import { ensureOfficialHolidays } from '../people/official-holidays.js';

/**
 * What every installation needs, production included: the seeded roles (created once; later
 * edits by admins are kept), the default email templates, the official holiday calendar, the leave types and the default
 * leave policy.
 */
export async function ensureSystemData(db: Db) {
  await db
    .insert(roles)
    .values(
      SEEDED_ROLES.map((r) => ({
        key: r.key,
        name: r.name,
        description: r.description,
        superAccess: r.superAccess,
        sections: r.sections,
        permissions: r.permissions,
      })),
    )
    .onConflictDoNothing({ target: roles.key, where: sql`${roles.key} is not null` });
  await ensureEmailTemplates(db);
  await ensureOfficialHolidays(db);
  await ensureLeaveSystemData(db);
  await ensureTaxMasters(db);
}
