import type { Db } from '../../src/db/database.js';
import { seedDemoData } from '../../src/seed/demo-data.js';
import { ensureSystemData } from '../../src/seed/system-data.js';

export const DEMO_PASSWORD = 'demo-staffdesk';

/**
 * The demo data as a server start and a demo seed leave it: the system data (roles, templates,
 * holidays…) first, which the demo accounts are given roles from. Dated from the real today.
 */
export async function seedDemoDatabase(db: Db) {
  await ensureSystemData(db);
  await seedDemoData(db, DEMO_PASSWORD);
}
