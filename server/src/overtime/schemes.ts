import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Actor, recordAudits } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import { clients, employees, overtimeSchemes } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { findClientOrThrow } from '../people/clients.js';
import { findEmployeeOrThrow } from '../people/employees.js';

export type SchemeRow = typeof overtimeSchemes.$inferSelect;
export type SchemeSettings = Omit<
  SchemeRow,
  'id' | 'clientId' | 'employeeId' | 'createdAt' | 'updatedAt'
>;

/** Where an employee's overtime regulation comes from. */
export type SchemeSource = 'employee' | 'client' | 'default';

/** Without a regulation: the government method, 3 h a workday and 14 h a week of workdays. */
export const DEFAULT_SCHEME: SchemeSettings = {
  method: 'government',
  hourlyRate: null,
  multipliers: null,
  dailyCapMinutes: 180,
  weeklyCapMinutes: 840,
  billing: 'same-as-pay',
  billingValue: null,
  note: '',
};

/** The regulation that applies to an employee: their own, else their client's, else the default. */
export async function schemeOf(
  db: Db,
  employee: { id: string; clientId: string | null },
): Promise<{ source: SchemeSource; scheme: SchemeSettings; id: string | null }> {
  const rows = await db
    .select()
    .from(overtimeSchemes)
    .where(
      employee.clientId
        ? sql`${overtimeSchemes.employeeId} = ${employee.id} or ${overtimeSchemes.clientId} = ${employee.clientId}`
        : eq(overtimeSchemes.employeeId, employee.id),
    );
  const own = rows.find((r) => r.employeeId === employee.id);
  if (own) return { source: 'employee', scheme: own, id: own.id };
  const client = rows.find((r) => r.clientId !== null);
  if (client) return { source: 'client', scheme: client, id: client.id };
  return { source: 'default', scheme: DEFAULT_SCHEME, id: null };
}

export async function findSchemeOrThrow(db: Db, id: string) {
  const [row] = await db.select().from(overtimeSchemes).where(eq(overtimeSchemes.id, id));
  if (!row) throw new HttpProblem(404, 'not-found', 'This overtime regulation does not exist.');
  return row;
}

/** The stored settings, normalized: a method's own fields only. */
function settingsRow(input: SchemeSettings): SchemeSettings {
  return {
    method: input.method,
    hourlyRate: input.method === 'fixed-rate' ? input.hourlyRate : null,
    multipliers: input.method === 'client-multipliers' ? input.multipliers : null,
    dailyCapMinutes: input.dailyCapMinutes,
    weeklyCapMinutes: input.weeklyCapMinutes,
    billing: input.billing,
    billingValue: input.billing === 'same-as-pay' ? null : input.billingValue,
    note: input.note,
  };
}

/**
 * Creates the regulation of a client or of an employee: 404 for an unknown one, 409 when they
 * already have one.
 */
export async function createScheme(
  db: Db,
  input: SchemeSettings & { clientId: string | null; employeeId: string | null },
  actor: Actor,
) {
  if (input.clientId) await findClientOrThrow(db, input.clientId);
  if (input.employeeId) await findEmployeeOrThrow(db, input.employeeId);
  return transactionWithRetry(db, async (tx) => {
    const owner = input.clientId
      ? eq(overtimeSchemes.clientId, input.clientId)
      : eq(overtimeSchemes.employeeId, input.employeeId!);
    const [existing] = await tx
      .select({ id: overtimeSchemes.id })
      .from(overtimeSchemes)
      .where(owner);
    if (existing) {
      throw new HttpProblem(
        409,
        'conflict',
        input.clientId
          ? 'This client already has an overtime regulation: change that one.'
          : 'This employee already has an overtime regulation: change that one.',
      );
    }
    const [row] = await tx
      .insert(overtimeSchemes)
      .values({ ...settingsRow(input), clientId: input.clientId, employeeId: input.employeeId })
      .returning();
    await recordAudits(tx, actor, [
      {
        action: 'overtime-scheme.created',
        entity: 'overtime-scheme',
        entityId: row!.id,
        after: row,
      },
    ]);
    return row!;
  });
}

export async function updateScheme(db: Db, id: string, input: SchemeSettings, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    const before = await findSchemeOrThrow(tx, id);
    const [row] = await tx
      .update(overtimeSchemes)
      .set({ ...settingsRow(input), updatedAt: new Date() })
      .where(eq(overtimeSchemes.id, id))
      .returning();
    await recordAudits(tx, actor, [
      {
        action: 'overtime-scheme.changed',
        entity: 'overtime-scheme',
        entityId: id,
        before,
        after: row,
      },
    ]);
    return row!;
  });
}

export async function deleteScheme(db: Db, id: string, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    const before = await findSchemeOrThrow(tx, id);
    await tx.delete(overtimeSchemes).where(eq(overtimeSchemes.id, id));
    await recordAudits(tx, actor, [
      { action: 'overtime-scheme.deleted', entity: 'overtime-scheme', entityId: id, before },
    ]);
  });
}

/** A regulation with the name of whoever it belongs to. */
export async function schemeView(db: Db, row: SchemeRow) {
  const [owner] = row.clientId
    ? await db.select({ name: clients.legalName }).from(clients).where(eq(clients.id, row.clientId))
    : await db
        .select({ name: employees.fullName })
        .from(employees)
        .where(eq(employees.id, row.employeeId!));
  return { ...schemeJson(row), ownerName: owner?.name ?? '' };
}

function schemeJson(row: SchemeRow) {
  return {
    id: row.id,
    clientId: row.clientId,
    employeeId: row.employeeId,
    method: row.method,
    hourlyRate: row.hourlyRate,
    multipliers: row.multipliers,
    dailyCapMinutes: row.dailyCapMinutes,
    weeklyCapMinutes: row.weeklyCapMinutes,
    billing: row.billing,
    billingValue: row.billingValue,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The regulations of one kind (clients' or employees'), by owner name, searchable and paged. */
export async function listSchemes(
  db: Db,
  query: {
    scope: 'client' | 'employee';
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const isClient = query.scope === 'client';
  const ownerName = isClient ? clients.legalName : employees.fullName;
  const where = and(
    isClient ? isNotNull(overtimeSchemes.clientId) : isNotNull(overtimeSchemes.employeeId),
    query.search ? sql`${ownerName} ilike ${likePattern(query.search)}` : undefined,
  );
  const base = db
    .select({ scheme: overtimeSchemes, ownerName })
    .from(overtimeSchemes)
    .leftJoin(clients, eq(clients.id, overtimeSchemes.clientId))
    .leftJoin(employees, eq(employees.id, overtimeSchemes.employeeId))
    .where(where);
  return pagedList(
    query,
    {
      rows: base.orderBy(asc(ownerName)),
      count: db
        .select(countColumn())
        .from(overtimeSchemes)
        .leftJoin(clients, eq(clients.id, overtimeSchemes.clientId))
        .leftJoin(employees, eq(employees.id, overtimeSchemes.employeeId))
        .where(where),
    },
    (rows) => rows.map((r) => ({ ...schemeJson(r.scheme), ownerName: r.ownerName ?? '' })),
  );
}

/** An employee's regulation as the API shows it: where it comes from, and its caps. */
export async function effectiveSchemeOf(db: Db, employee: { id: string; clientId: string | null }) {
  const effective = await schemeOf(db, employee);
  return {
    source: effective.source,
    scheme: effective.id ? await schemeView(db, effective.scheme as SchemeRow) : null,
    method: effective.scheme.method,
    dailyCapMinutes: effective.scheme.dailyCapMinutes,
    weeklyCapMinutes: effective.scheme.weeklyCapMinutes,
  };
}
