import { and, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { countColumn, type PageRequest, pagedList } from '../db/paging.js';
import {
  type ChangeRequestKind,
  type ChangeRequestStatus,
  employeeChangeRequests,
  employees,
} from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { presentChangeRequest } from './change-requests.js';

/** An employee's own change requests, newest first. */
export function listEmployeeChangeRequests(
  db: Db,
  employeeId: string,
  query: PageRequest & { status?: ChangeRequestStatus | undefined },
) {
  const { page, pageSize, status } = query;
  const where = and(
    eq(employeeChangeRequests.employeeId, employeeId),
    status ? eq(employeeChangeRequests.status, status) : undefined,
  );
  return pagedList(
    { page, pageSize },
    {
      rows: db
        .select()
        .from(employeeChangeRequests)
        .where(where)
        .orderBy(desc(employeeChangeRequests.createdAt), desc(employeeChangeRequests.id)),
      count: db.select(countColumn()).from(employeeChangeRequests).where(where),
    },
    (rows) => rows.map(presentChangeRequest),
  );
}

/**
 * Every employee's change requests for HR: pending ones oldest first, decided ones newest first,
 * searched by employee name or number. Kinds in `withheld` (values the caller may not see) are
 * left out.
 */
export function listAllChangeRequests(
  db: Db,
  query: PageRequest & {
    status?: ChangeRequestStatus | undefined;
    kind?: ChangeRequestKind | undefined;
    search?: string | undefined;
  },
  withheld: readonly ChangeRequestKind[],
) {
  const { page, pageSize, status, kind, search } = query;
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(employeeChangeRequests.status, status));
  if (kind) conditions.push(eq(employeeChangeRequests.kind, kind));
  if (withheld.length > 0) {
    conditions.push(notInArray(employeeChangeRequests.kind, [...withheld]));
  }
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(ilike(employees.fullName, pattern), ilike(employees.employeeNumber, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    status === 'pending'
      ? [employeeChangeRequests.createdAt, employeeChangeRequests.id]
      : [
          sql`${employeeChangeRequests.status} = 'pending' desc`,
          desc(employeeChangeRequests.createdAt),
          desc(employeeChangeRequests.id),
        ];
  return pagedList(
    { page, pageSize },
    {
      rows: db
        .select({
          request: employeeChangeRequests,
          name: employees.fullName,
          number: employees.employeeNumber,
        })
        .from(employeeChangeRequests)
        .innerJoin(employees, eq(employees.id, employeeChangeRequests.employeeId))
        .where(where)
        .orderBy(...order),
      count: db
        .select(countColumn())
        .from(employeeChangeRequests)
        .innerJoin(employees, eq(employees.id, employeeChangeRequests.employeeId))
        .where(where),
    },
    (rows) =>
      rows.map((r) => ({
        ...presentChangeRequest(r.request),
        employeeId: r.request.employeeId,
        employeeName: r.name,
        employeeNumber: r.number,
      })),
  );
}
