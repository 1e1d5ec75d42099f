import { asc, eq, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  clientPayrollPolicies,
  clients,
  type PayslipDelivery,
  type ProrationBasis,
  type TaxMethod,
  type UnpaidDayBasis,
} from '../db/schema.js';
import { likePattern } from '../http/lists.js';

export type PayrollPolicyValues = {
  taxMethod: TaxMethod;
  prorationBasis: ProrationBasis;
  thrMonth: number | null;
  kesehatanFloor: number;
  payslipDelivery: PayslipDelivery;
  unpaidDayBasis: UnpaidDayBasis;
};

/** Without a policy of its own, a client (and the company's own staff) gets these. */
export const DEFAULT_PAYROLL_POLICY: PayrollPolicyValues = {
  taxMethod: 'gross',
  prorationBasis: 'working-days',
  thrMonth: null,
  kesehatanFloor: 0,
  payslipDelivery: 'link',
  unpaidDayBasis: 'timesheet-period',
};

type PolicyRow = typeof clientPayrollPolicies.$inferSelect;

function values(row: PolicyRow | undefined): PayrollPolicyValues {
  if (!row) return DEFAULT_PAYROLL_POLICY;
  const { taxMethod, prorationBasis, thrMonth, kesehatanFloor, payslipDelivery, unpaidDayBasis } =
    row;
  return { taxMethod, prorationBasis, thrMonth, kesehatanFloor, payslipDelivery, unpaidDayBasis };
}

export async function payrollPolicyOf(db: Db, clientId: string | null) {
  if (!clientId) return DEFAULT_PAYROLL_POLICY;
  const [row] = await db
    .select()
    .from(clientPayrollPolicies)
    .where(eq(clientPayrollPolicies.clientId, clientId));
  return values(row);
}

function policyView(
  client: { id: string; legalName: string; code: string },
  row: PolicyRow | null,
) {
  return {
    clientId: client.id,
    clientName: client.legalName,
    clientCode: client.code,
    isDefault: row === null,
    ...values(row ?? undefined),
    updatedByLabel: row?.updatedByLabel ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function listPayrollPolicies(
  db: Db,
  query: { search?: string | undefined; page: number; pageSize: number },
) {
  const where = query.search
    ? sql`(${clients.legalName} ilike ${likePattern(query.search)} or ${clients.code} ilike ${likePattern(query.search)})`
    : undefined;
  return pagedList(
    query,
    {
      rows: db
        .select({ client: clients, policy: clientPayrollPolicies })
        .from(clients)
        .leftJoin(clientPayrollPolicies, eq(clientPayrollPolicies.clientId, clients.id))
        .where(where)
        .orderBy(asc(clients.legalName)),
      count: db.select(countColumn()).from(clients).where(where),
    },
    (rows) => rows.map((r) => policyView(r.client, r.policy)),
  );
}

export async function clientPolicyView(
  db: Db,
  client: { id: string; legalName: string; code: string },
) {
  const [row] = await db
    .select()
    .from(clientPayrollPolicies)
    .where(eq(clientPayrollPolicies.clientId, client.id));
  return policyView(client, row ?? null);
}

export async function savePayrollPolicy(
  tx: Db,
  client: { id: string; legalName: string; code: string },
  input: PayrollPolicyValues,
  actor: Actor,
) {
  const [before] = await tx
    .select()
    .from(clientPayrollPolicies)
    .where(eq(clientPayrollPolicies.clientId, client.id));
  const [row] = await tx
    .insert(clientPayrollPolicies)
    .values({ clientId: client.id, ...input, updatedByLabel: actor.label })
    .onConflictDoUpdate({
      target: clientPayrollPolicies.clientId,
      set: { ...input, updatedByLabel: actor.label, updatedAt: new Date() },
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'payroll-policy.save',
    entity: 'client',
    entityId: client.id,
    before: before ?? null,
    after: row,
  });
  return policyView(client, row ?? null);
}
