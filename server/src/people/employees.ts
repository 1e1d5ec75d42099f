import {
  type AnyColumn,
  and,
  between,
  count,
  eq,
  inArray,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pageWindow } from '../db/paging.js';
import {
  type ContractType,
  clientPics,
  clients,
  type EmployeeStatus,
  employeeHistory,
  employees,
  type HistoryKind,
  users,
} from '../db/schema.js';
import { parseSort } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';
import { allocateEmployeeNumbers } from './employee-numbers.js';
import type { EmployeeCreate, PlacementInput } from './schemas.js';

export type EmployeeRow = typeof employees.$inferSelect;

/** Who records a change, as work history shows it. */
export type Recorder = { userId: string | null; name: string };

export type PlacementValues = {
  clientId: string | null;
  position: string;
  contractType: ContractType;
  startDate: string;
  endDate: string | null;
  workWeek: 5 | 6;
  baseSalary: number;
  fixedAllowances: number;
  approverPicIds: string[];
  managerEmployeeId: string | null;
};

export const PLACEMENT_FIELDS = [
  'clientId',
  'position',
  'contractType',
  'startDate',
  'endDate',
  'workWeek',
  'approverPicIds',
  'managerEmployeeId',
] as const;
export const SALARY_FIELDS = ['baseSalary', 'fixedAllowances'] as const;

export function placementOf(row: EmployeeRow): PlacementValues {
  return {
    clientId: row.clientId,
    position: row.position,
    contractType: row.contractType,
    startDate: row.startDate,
    endDate: row.endDate,
    workWeek: row.workWeek === 6 ? 6 : 5,
    baseSalary: row.baseSalary,
    fixedAllowances: row.fixedAllowances,
    approverPicIds: row.approverPicIds,
    managerEmployeeId: row.managerEmployeeId,
  };
}

export function presentSummary(row: EmployeeRow, clientName: string | null) {
  return {
    id: row.id,
    employeeNumber: row.employeeNumber,
    fullName: row.fullName,
    nik: row.nik,
    status: row.status,
    clientId: row.clientId,
    clientName,
    position: row.position,
    contractType: row.contractType,
    contractEnd: row.endDate,
    hasAccount: row.userId !== null,
  };
}

export function presentDetail(row: EmployeeRow, clientName: string | null) {
  return {
    ...presentSummary(row, clientName),
    npwp: row.npwp,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    gender: row.gender,
    religion: row.religion,
    maritalStatus: row.maritalStatus,
    ptkpStatus: row.ptkpStatus,
    address: row.address,
    phone: row.phone,
    personalEmail: row.personalEmail,
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountName: row.bankAccountName,
    bpjsKesehatanNumber: row.bpjsKesehatanNumber,
    bpjsKetenagakerjaanNumber: row.bpjsKetenagakerjaanNumber,
    placement: placementOf(row),
    lastWorkingDay: row.lastWorkingDay,
    endReason: row.endReason,
    userId: row.userId,
    preferredLanguage: row.preferredLanguage === 'en' ? ('en' as const) : ('id' as const),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields of an employee worth keeping in the audit log. */
export function auditableEmployee(row: EmployeeRow) {
  const { createdAt: _c, updatedAt: _u, insurance: _i, assets: _a, ...rest } = row;
  return rest;
}

export async function findEmployee(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(employees).where(eq(employees.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEmployeeOrThrow(db: Db, id: string, forUpdate = false) {
  const row = await findEmployee(db, id, forUpdate);
  if (!row) throw new HttpProblem(404, 'not-found', 'This employee does not exist.');
  return row;
}

export async function clientNameOf(db: Db, clientId: string | null) {
  if (!clientId) return null;
  const [client] = await db
    .select({ name: clients.legalName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client?.name ?? null;
}

/** Where an employee's mail goes: their account's address, else their personal email. */
export async function employeeMailAddress(
  db: Db,
  employee: { userId: string | null; personalEmail: string | null },
) {
  if (employee.userId) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, employee.userId));
    if (user) return user.email;
  }
  return employee.personalEmail;
}

export async function employeeDetail(db: Db, id: string) {
  const row = await findEmployeeOrThrow(db, id);
  return presentDetail(row, await clientNameOf(db, row.clientId));
}

/**
 * Checks a placement against the database: the client exists, and the approvers are PICs of
 * that client. Throws 400 with the field under `prefix`.
 */
export async function checkPlacement(
  db: Db,
  placement: PlacementInput,
  prefix = 'placement',
  employeeId: string | null = null,
) {
  if (placement.managerEmployeeId) {
    await checkManager(db, placement.managerEmployeeId, placement.clientId, employeeId, prefix);
  }
  if (placement.clientId) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, placement.clientId));
    if (!client) {
      throw new HttpProblem(400, 'validation-failed', 'This client does not exist.', {
        [`${prefix}.clientId`]: 'This client does not exist.',
      });
    }
  }
  if (placement.approverPicIds.length > 0) {
    const found = placement.clientId
      ? await db
          .select({ id: clientPics.id })
          .from(clientPics)
          .where(
            and(
              eq(clientPics.clientId, placement.clientId),
              inArray(clientPics.id, placement.approverPicIds),
            ),
          )
      : [];
    if (found.length !== placement.approverPicIds.length) {
      const message = placement.clientId
        ? 'Approvers must be PICs of the client.'
        : 'Internal staff have no client approvers.';
      throw new HttpProblem(400, 'validation-failed', message, {
        [`${prefix}.approverPicIds`]: message,
      });
    }
  }
}

/**
 * A line manager must be another employee, with a user account (they decide in the app), placed
 * at the same client or internal staff. Throws 400 on `<prefix>.managerEmployeeId`.
 */
export async function checkManager(
  db: Db,
  managerId: string,
  clientId: string | null,
  employeeId: string | null,
  prefix = 'placement',
) {
  const field = `${prefix}.managerEmployeeId`;
  const fail = (message: string): never => {
    throw new HttpProblem(400, 'validation-failed', message, { [field]: message });
  };
  if (managerId === employeeId) fail('An employee cannot be their own manager.');
  const [manager] = await db
    .select({ clientId: employees.clientId, userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, managerId));
  if (!manager) return fail('This manager does not exist.');
  if (!manager.userId) fail('The manager needs a user account to decide leave in the app.');
  if (manager.clientId !== null && manager.clientId !== clientId) {
    fail('The manager must work at the same client, or be internal staff.');
  }
}

export type HistoryInput = {
  employeeId: string;
  effectiveDate: string;
  kind: HistoryKind;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
};

export async function recordHistory(tx: Db, recorder: Recorder, entries: HistoryInput[]) {
  for (let i = 0; i < entries.length; i += BATCH) {
    await tx.insert(employeeHistory).values(
      entries.slice(i, i + BATCH).map((e) => ({
        ...e,
        recordedByUserId: recorder.userId,
        recordedBy: recorder.name,
      })),
    );
  }
}

/** Rows per INSERT statement in bulk writes (well under PostgreSQL's 65,535 parameters). */
export const BATCH = 500;

function rowValues(input: EmployeeCreate, employeeNumber: string) {
  const { placement, ...personal } = input;
  return { ...personal, ...placement, employeeNumber };
}

/**
 * Adds employees with new numbers (by the year each joined), and a `hired` history entry each,
 * in batches, in the caller's transaction. The caller has checked the placements.
 */
export async function insertEmployees(
  tx: Db,
  inputs: EmployeeCreate[],
  recorder: Recorder,
  note: string | null = null,
): Promise<EmployeeRow[]> {
  const numbers = await allocateEmployeeNumbers(
    tx,
    inputs.map((input) => Number(input.placement.startDate.slice(0, 4))),
  );
  const rows: EmployeeRow[] = [];
  for (let i = 0; i < inputs.length; i += BATCH) {
    const chunk = inputs.slice(i, i + BATCH).map((input, j) => rowValues(input, numbers[i + j]!));
    rows.push(...(await tx.insert(employees).values(chunk).returning()));
  }
  await recordHistory(
    tx,
    recorder,
    rows.map((row) => {
      const { baseSalary, fixedAllowances, ...placement } = placementOf(row);
      return {
        employeeId: row.id,
        effectiveDate: row.startDate,
        kind: 'hired' as const,
        before: null,
        after: { status: row.status, ...placement, baseSalary, fixedAllowances },
        note,
      };
    }),
  );
  return rows;
}

/** 409 `nik-taken` when another employee has this NIK. */
export async function assertNikFree(db: Db, nik: string, exceptId?: string, field = 'nik') {
  const [other] = await db
    .select({ id: employees.id, number: employees.employeeNumber })
    .from(employees)
    .where(eq(employees.nik, nik));
  if (other && other.id !== exceptId) {
    throw new HttpProblem(409, 'nik-taken', `This NIK already belongs to ${other.number}.`, {
      [field]: `This NIK already belongs to ${other.number}.`,
    });
  }
}

// ---------------------------------------------------------------- the list

export type EmployeeFilters = {
  search?: string | undefined;
  /** A client's id, or `internal` for internal staff. */
  clientId?: string | undefined;
  status?: EmployeeStatus | undefined;
  contractType?: ContractType | undefined;
  contractEndingWithinDays?: number | undefined;
};

/** Statuses of people still working: the ones whose contract end matters. */
export const CURRENT_STATUSES: EmployeeStatus[] = ['onboarding', 'active'];

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The search of the list, shaped so PostgreSQL can use the prefix indexes:
 * - `EMP...` → employee number prefix;
 * - digits → NIK prefix, or the serial part of the employee number (`00012`);
 * - anything else → names with a word beginning with each word typed (`budi`, `santoso`,
 *   `budi san`, `san budi`).
 */
export function employeeSearchCondition(search: string): SQL | undefined {
  const term = search.trim().replace(/\s+/g, ' ');
  if (!term) return undefined;
  if (/^emp/i.test(term)) {
    return like(employees.employeeNumber, `${escapeLike(term.toUpperCase())}%`);
  }
  const digits = term.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(digits)) {
    return or(
      like(employees.nik, `${digits}%`),
      digits.length <= 6
        ? like(sql`substr(${employees.employeeNumber}, 10)`, `${digits.padStart(5, '0')}%`)
        : undefined,
    );
  }
  // Every word typed must begin a word of the name: a prefix search on the name's words, served
  // by the full-text index (core PostgreSQL, no extension).
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return sql`false`;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql`to_tsvector('simple', ${employees.fullName}) @@ to_tsquery('simple', ${query})`;
}

export function employeeConditions(filters: EmployeeFilters, today = todayInJakarta()) {
  const conditions: SQL[] = [];
  const search = filters.search ? employeeSearchCondition(filters.search) : undefined;
  if (search) conditions.push(search);
  if (filters.clientId === 'internal') conditions.push(isNull(employees.clientId));
  else if (filters.clientId) conditions.push(eq(employees.clientId, filters.clientId));
  if (filters.status) conditions.push(eq(employees.status, filters.status));
  if (filters.contractType) conditions.push(eq(employees.contractType, filters.contractType));
  if (filters.contractEndingWithinDays !== undefined) {
    conditions.push(
      between(employees.endDate, today, addDays(today, filters.contractEndingWithinDays)),
      inArray(employees.status, CURRENT_STATUSES),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export const EMPLOYEE_SORT_FIELDS = [
  'name',
  'fullName',
  'employeeNumber',
  'nik',
  'status',
  'clientName',
  'position',
  'contractType',
  'contractEnd',
  'startDate',
  'createdAt',
] as const;

type SortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
type SortColumns = Record<Exclude<SortField, 'name'>, AnyColumn | SQL.Aliased> & {
  id: AnyColumn | SQL.Aliased;
};

const SORT_COLUMNS: SortColumns = {
  fullName: employees.fullName,
  employeeNumber: employees.employeeNumber,
  nik: employees.nik,
  status: employees.status,
  clientName: clients.legalName,
  position: employees.position,
  contractType: employees.contractType,
  contractEnd: employees.endDate,
  startDate: employees.startDate,
  createdAt: employees.createdAt,
  id: employees.id,
};

export function employeeOrder(sort: string | undefined, columns: SortColumns = SORT_COLUMNS) {
  const order = parseSort(sort, EMPLOYEE_SORT_FIELDS, { field: 'fullName', desc: false });
  const column = columns[order.field === 'name' ? 'fullName' : order.field];
  // Empty contract ends and internal staff (no client) go last either way.
  const nullsLast = order.field === 'contractEnd' || order.field === 'clientName';
  const primary = nullsLast
    ? sql`${column} ${sql.raw(order.desc ? 'desc' : 'asc')} nulls last`
    : sql`${column} ${sql.raw(order.desc ? 'desc' : 'asc')}`;
  return [primary, sql`${columns.id} asc`];
}

/**
 * A page of the employee list with its total. The page is cut from employees alone and only its
 * rows are joined to their client (a deep page does not join thousands of rows). The total is
 * counted only when the page does not tell it: a page that is not full ends the list, which is
 * how most searches answer.
 */
export async function listEmployees(
  db: Db,
  query: EmployeeFilters & { page: number; pageSize: number; sort?: string | undefined },
) {
  const where = employeeConditions(query);
  const { offset } = pageWindow(query);
  const byClient =
    parseSort(query.sort, EMPLOYEE_SORT_FIELDS, { field: 'fullName', desc: false }).field ===
    'clientName';
  const columns = {
    id: employees.id,
    employeeNumber: employees.employeeNumber,
    fullName: employees.fullName,
    nik: employees.nik,
    status: employees.status,
    clientId: employees.clientId,
    position: employees.position,
    contractType: employees.contractType,
    contractEnd: employees.endDate,
    startDate: employees.startDate,
    createdAt: employees.createdAt,
    userId: employees.userId,
  };
  let rows: ListRow[];
  if (byClient) {
    rows = await db
      .select({ ...columns, clientName: clients.legalName })
      .from(employees)
      .leftJoin(clients, eq(clients.id, employees.clientId))
      .where(where)
      .orderBy(...employeeOrder(query.sort))
      .limit(query.pageSize)
      .offset(offset);
  } else {
    const page = db
      .select(columns)
      .from(employees)
      .where(where)
      .orderBy(...employeeOrder(query.sort))
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    rows = await db
      .select({
        id: page.id,
        employeeNumber: page.employeeNumber,
        fullName: page.fullName,
        nik: page.nik,
        status: page.status,
        clientId: page.clientId,
        position: page.position,
        contractType: page.contractType,
        contractEnd: page.contractEnd,
        startDate: page.startDate,
        createdAt: page.createdAt,
        userId: page.userId,
        clientName: clients.legalName,
      })
      .from(page)
      .leftJoin(clients, eq(clients.id, page.clientId))
      .orderBy(
        ...employeeOrder(query.sort, {
          fullName: page.fullName,
          employeeNumber: page.employeeNumber,
          nik: page.nik,
          status: page.status,
          clientName: clients.legalName,
          position: page.position,
          contractType: page.contractType,
          contractEnd: page.contractEnd,
          startDate: page.startDate,
          createdAt: page.createdAt,
          id: page.id,
        }),
      );
  }
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const [counted] = await db.select({ n: count() }).from(employees).where(where);
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      employeeNumber: row.employeeNumber,
      fullName: row.fullName,
      nik: row.nik,
      status: row.status,
      clientId: row.clientId,
      clientName: row.clientName,
      position: row.position,
      contractType: row.contractType,
      contractEnd: row.contractEnd,
      hasAccount: row.userId !== null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A row of the list query. */
type ListRow = {
  id: string;
  employeeNumber: string;
  fullName: string;
  nik: string;
  status: EmployeeStatus;
  clientId: string | null;
  clientName: string | null;
  position: string;
  contractType: ContractType;
  contractEnd: string | null;
  startDate: string;
  createdAt: Date;
  userId: string | null;
};
