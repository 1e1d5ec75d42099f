import { officialRules, type PtkpStatus, ptkpAmount } from '@staffdesk/id-payroll';
import { sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { employees, type TaxMasterKind } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import {
  createTaxMaster,
  loadMasterRules,
  type TaxMasterInput,
  updateTaxMaster,
} from './tax-masters.js';

/**
 * The tax masters' writes, each in a transaction of its own with its audit entry, and the PTKP
 * statuses with their head counts. They belong with tax-masters.ts.
 */

/** Adds a version of a master. */
export function addTaxMasterVersion(
  db: Db,
  kind: TaxMasterKind,
  input: TaxMasterInput,
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) => createTaxMaster(tx, kind, input, actor));
}

/** Changes a version; 409 once an approved payroll run used it. */
export function changeTaxMasterVersion(
  db: Db,
  kind: TaxMasterKind,
  id: string,
  input: TaxMasterInput,
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) => updateTaxMaster(tx, kind, id, input, actor));
}

/** The PTKP statuses in force in `year`: TER category, annual amount and employees with each. */
export async function ptkpStatuses(db: Db, year: number) {
  const { rules } = await loadMasterRules(db);
  const counts = await db
    .select({ status: employees.ptkpStatus, count: sql<number>`count(*)::int` })
    .from(employees)
    .groupBy(employees.ptkpStatus);
  const countOf = new Map(counts.map((c) => [c.status, c.count]));
  const statuses = Object.keys(officialRules.pph21.terCategories) as PtkpStatus[];
  return {
    items: statuses.sort().map((status) => ({
      status,
      married: status.startsWith('K/'),
      dependants: Number(status.slice(-1)),
      terCategory: rules.pph21.terCategories[status],
      annualAmount: ptkpAmount(status, year, rules),
      employees: countOf.get(status) ?? 0,
    })),
    withoutStatus: countOf.get(null) ?? 0,
  };
}
