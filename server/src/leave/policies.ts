import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clients, leavePolicies, leaveTypes } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { leaveTypeName } from './type-names.js';

export type LeavePolicyRow = typeof leavePolicies.$inferSelect;
export type LeavePolicyValues = LeavePolicyRow;
export type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export function presentPolicy(row: LeavePolicyRow, clientName: string | null) {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    clientName,
    annualQuota: row.annualQuota,
    accrual: row.accrual,
    prorateJoiners: row.prorateJoiners,
    carryOverCap: row.carryOverCap,
    carryOverExpiresOn: row.carryOverExpiresOn,
    countWeekends: row.countWeekends,
    countHolidays: row.countHolidays,
    minimumNoticeDays: row.minimumNoticeDays,
    sickAttachmentOverDays: row.sickAttachmentOverDays,
    approvalChain: row.approvalChain,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A kind of leave as the API answers it, its name in the reader's language. */
export function presentLeaveType(row: LeaveTypeRow, locale: Locale = 'en') {
  return {
    key: row.key,
    name: leaveTypeName(row.key, row.name, locale),
    paid: row.paid,
    defaultDays: row.defaultDays,
    unit: row.unit,
    hasBalance: row.hasBalance,
    noticeApplies: row.noticeApplies,
    rules: row.rules,
  };
}

export async function allLeaveTypes(db: Db) {
  return db.select().from(leaveTypes).orderBy(leaveTypes.sortOrder);
}

export async function leaveTypeOf(db: Db, key: string) {
  const [row] = await db.select().from(leaveTypes).where(eq(leaveTypes.key, key));
  return row ?? null;
}

/** The policy of a client's employees: the client's own, else the default one. */
export async function policyForClient(db: Db, clientId: string | null): Promise<LeavePolicyRow> {
  const rows = await db
    .select()
    .from(leavePolicies)
    .where(
      clientId
        ? or(eq(leavePolicies.clientId, clientId), eq(leavePolicies.isDefault, true))
        : eq(leavePolicies.isDefault, true),
    );
  const own = rows.find((r) => r.clientId !== null);
  const chosen = own ?? rows.find((r) => r.isDefault);
  if (!chosen) throw new HttpProblem(500, 'no-default-policy', 'No default leave policy.');
  return chosen;
}

/** The policies of many clients at once (client id, or '' for internal staff → policy). */
export async function policiesForClients(db: Db, clientIds: (string | null)[]) {
  const ids = [...new Set(clientIds.filter((c): c is string => c !== null))];
  const rows = await db
    .select()
    .from(leavePolicies)
    .where(
      ids.length > 0
        ? or(eq(leavePolicies.isDefault, true), inArray(leavePolicies.clientId, ids))
        : eq(leavePolicies.isDefault, true),
    );
  const fallback = rows.find((r) => r.isDefault);
  if (!fallback) throw new HttpProblem(500, 'no-default-policy', 'No default leave policy.');
  return (clientId: string | null) =>
    (clientId ? rows.find((r) => r.clientId === clientId) : undefined) ?? fallback;
}

export async function clientNamesOf(db: Db, ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((i): i is string => i !== null))];
  const map = new Map<string, string>();
  if (unique.length === 0) return map;
  const rows = await db
    .select({ id: clients.id, name: clients.legalName })
    .from(clients)
    .where(inArray(clients.id, unique));
  for (const r of rows) map.set(r.id, r.name);
  return map;
}
