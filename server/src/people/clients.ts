import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import { type ClientStatus, clientPics, clients, employees } from '../db/schema.js';
import { likePattern, parseSort } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import type { ClientInput } from './schemas.js';

export type ClientRow = typeof clients.$inferSelect;
export type PicRow = typeof clientPics.$inferSelect;

export function presentPic(pic: PicRow) {
  return {
    id: pic.id,
    name: pic.name,
    email: pic.email,
    phone: pic.phone,
    position: pic.position,
    roles: pic.roles,
    preferredLanguage: pic.preferredLanguage,
  };
}

export function presentClient(row: ClientRow, picCount: number) {
  return {
    id: row.id,
    code: row.code,
    legalName: row.legalName,
    industry: row.industry,
    address: row.address,
    npwp: row.npwp,
    billingMethod: row.billingMethod,
    paymentTermsDays: row.paymentTermsDays,
    status: row.status,
    picCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function picsOf(db: Db, clientId: string) {
  return db
    .select()
    .from(clientPics)
    .where(eq(clientPics.clientId, clientId))
    .orderBy(asc(clientPics.sortOrder), asc(clientPics.createdAt));
}

/** A client's row; 404 when there is none. */
export async function findClientOrThrow(db: Db, id: string): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new HttpProblem(404, 'not-found', 'This client does not exist.');
  return row;
}

export async function clientDetail(db: Db, id: string) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) return null;
  const pics = await picsOf(db, id);
  return { ...presentClient(row, pics.length), pics: pics.map(presentPic) };
}

/** A client with its PICs, for the audit log. */
export function auditableClient(detail: NonNullable<Awaited<ReturnType<typeof clientDetail>>>) {
  const { createdAt: _c, updatedAt: _u, picCount: _n, ...rest } = detail;
  return rest;
}

async function assertCodeFree(db: Db, code: string, exceptId?: string) {
  const [other] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      exceptId ? and(eq(clients.code, code), ne(clients.id, exceptId)) : eq(clients.code, code),
    );
  if (other) {
    throw new HttpProblem(409, 'code-taken', `Another client already has the code ${code}.`, {
      code: 'Another client already has this code.',
    });
  }
}

function clientValues(input: ClientInput) {
  const { pics: _pics, ...values } = input;
  return values;
}

/** Adds a client with its PICs, in the caller's transaction. 409 `code-taken`. */
export async function insertClient(tx: Db, input: ClientInput) {
  await assertCodeFree(tx, input.code);
  const [row] = await tx.insert(clients).values(clientValues(input)).returning();
  if (input.pics.length > 0) {
    await tx.insert(clientPics).values(
      input.pics.map((pic, i) => ({
        clientId: row!.id,
        name: pic.name,
        email: pic.email,
        phone: pic.phone,
        position: pic.position,
        roles: pic.roles,
        preferredLanguage: pic.preferredLanguage ?? 'id',
        sortOrder: i,
      })),
    );
  }
  return row!;
}

/**
 * Replaces a client's fields and PICs: PICs with an `id` are kept (and changed), without are
 * added, missing ones are removed (and taken off every placement's approvers).
 */
export async function updateClient(tx: Db, id: string, input: ClientInput) {
  await assertCodeFree(tx, input.code, id);
  const existing = await picsOf(tx, id);
  const byId = new Map(existing.map((p) => [p.id, p]));
  input.pics.forEach((pic, i) => {
    if (pic.id && !byId.has(pic.id)) {
      throw new HttpProblem(400, 'validation-failed', 'This PIC does not belong to the client.', {
        [`pics.${i}.id`]: 'This PIC does not belong to the client.',
      });
    }
  });
  await tx
    .update(clients)
    .set({ ...clientValues(input), updatedAt: new Date() })
    .where(eq(clients.id, id));
  const kept = new Set(input.pics.flatMap((p) => (p.id ? [p.id] : [])));
  for (const pic of existing) {
    if (kept.has(pic.id)) continue;
    await tx
      .update(employees)
      .set({ approverPicIds: sql`array_remove(${employees.approverPicIds}, ${pic.id}::uuid)` })
      .where(sql`${employees.approverPicIds} @> array[${pic.id}::uuid]`);
  }
  // Delete and insert again (same ids): emails may swap between PICs without a unique clash.
  await tx.delete(clientPics).where(eq(clientPics.clientId, id));
  if (input.pics.length > 0) {
    const now = new Date();
    await tx.insert(clientPics).values(
      input.pics.map((pic, i) => ({
        ...(pic.id ? { id: pic.id, createdAt: byId.get(pic.id)!.createdAt } : {}),
        clientId: id,
        name: pic.name,
        email: pic.email,
        phone: pic.phone,
        position: pic.position,
        roles: pic.roles,
        preferredLanguage:
          pic.preferredLanguage ?? (pic.id ? byId.get(pic.id)!.preferredLanguage : 'id'),
        sortOrder: i,
        updatedAt: now,
      })),
    );
  }
}

// ---------------------------------------------------------------- the list

export type ClientFilters = {
  search?: string | undefined;
  status?: ClientStatus | undefined;
  industry?: string | undefined;
};

export function clientConditions(filters: ClientFilters) {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(clients.code, pattern),
        ilike(clients.legalName, pattern),
        sql`exists (select 1 from client_pics p where p.client_id = "clients"."id" and p.email ilike ${pattern})`,
      )!,
    );
  }
  if (filters.status) conditions.push(eq(clients.status, filters.status));
  if (filters.industry) {
    conditions.push(sql`lower(${clients.industry}) = ${filters.industry.trim().toLowerCase()}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export const CLIENT_SORT_FIELDS = [
  'name',
  'legalName',
  'code',
  'industry',
  'status',
  'paymentTermsDays',
  'createdAt',
] as const;

const SORT_COLUMNS = {
  name: clients.legalName,
  legalName: clients.legalName,
  code: clients.code,
  industry: clients.industry,
  status: clients.status,
  paymentTermsDays: clients.paymentTermsDays,
  createdAt: clients.createdAt,
} as const;

export function clientOrder(sort: string | undefined) {
  const order = parseSort(sort, CLIENT_SORT_FIELDS, { field: 'legalName', desc: false });
  const column = SORT_COLUMNS[order.field];
  return [order.desc ? desc(column) : asc(column), asc(clients.id)];
}

/** PICs per client, for a page of the list. */
async function picCounts(db: Db, clientIds: string[]) {
  if (clientIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ clientId: clientPics.clientId, n: count() })
    .from(clientPics)
    .where(inArray(clientPics.clientId, clientIds))
    .groupBy(clientPics.clientId);
  return new Map(rows.map((r) => [r.clientId, r.n]));
}

export async function listClients(
  db: Db,
  query: ClientFilters & { page: number; pageSize: number; sort?: string | undefined },
) {
  const where = clientConditions(query);
  return pagedList(
    query,
    {
      rows: db
        .select()
        .from(clients)
        .where(where)
        .orderBy(...clientOrder(query.sort)),
      count: db.select(countColumn()).from(clients).where(where),
    },
    async (rows) => {
      const counts = await picCounts(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentClient(r, counts.get(r.id) ?? 0));
    },
  );
}
