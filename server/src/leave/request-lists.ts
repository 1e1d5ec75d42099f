import { and, asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { countColumn, type PageRequest, pagedList } from '../db/paging.js';
import { type LeaveStatus, leaveApprovals, leaveRequests } from '../db/schema.js';
import type { LeaveRequestRow } from './requests.js';
import type { LeaveListQuery } from './schemas.js';
import { employeeIdOfUser } from './team.js';

/** The lists of leave requests: an employee's own, HR's, and the steps HR may decide. */

type Present<Item> = (rows: LeaveRequestRow[]) => Promise<Item[]>;

/** An employee's requests, newest first, by status. */
export function employeeRequests<Item>(
  db: Db,
  employeeId: string,
  query: PageRequest & { status?: LeaveStatus | undefined },
  present: Present<Item>,
) {
  const where = and(
    eq(leaveRequests.employeeId, employeeId),
    query.status ? eq(leaveRequests.status, query.status) : undefined,
  );
  return pagedList(
    query,
    {
      rows: db
        .select()
        .from(leaveRequests)
        .where(where)
        .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt)),
      count: db.select(countColumn()).from(leaveRequests).where(where),
    },
    present,
  );
}

/**
 * Everyone's requests by status, employee, kind and dates: pending ones oldest first, the others
 * newest first.
 */
export function allRequests<Item>(
  db: Db,
  query: z.infer<typeof LeaveListQuery>,
  present: Present<Item>,
) {
  const { status, employeeId, type, from, to } = query;
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(leaveRequests.status, status));
  if (employeeId) conditions.push(eq(leaveRequests.employeeId, employeeId));
  if (type) conditions.push(eq(leaveRequests.type, type));
  if (from) conditions.push(gte(leaveRequests.endDate, from));
  if (to) conditions.push(lte(leaveRequests.startDate, to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    status === 'pending'
      ? [asc(leaveRequests.createdAt), asc(leaveRequests.id)]
      : [desc(leaveRequests.createdAt), desc(leaveRequests.id)];
  return pagedList(
    query,
    {
      rows: db
        .select()
        .from(leaveRequests)
        .where(where)
        .orderBy(...order),
      count: db.select(countColumn()).from(leaveRequests).where(where),
    },
    present,
  );
}

/** The pending steps of others' requests, oldest first: never the user's own requests. */
export async function pendingStepsFor<Item>(
  db: Db,
  userId: string,
  page: PageRequest,
  present: Present<Item>,
) {
  const mine = await employeeIdOfUser(db, userId);
  const where = and(
    eq(leaveRequests.status, 'pending'),
    eq(leaveApprovals.decision, 'pending'),
    mine ? ne(leaveRequests.employeeId, mine) : undefined,
  );
  return pagedList(
    page,
    {
      rows: db
        .select({ request: leaveRequests })
        .from(leaveRequests)
        .innerJoin(leaveApprovals, eq(leaveApprovals.requestId, leaveRequests.id))
        .where(where)
        .orderBy(asc(leaveRequests.createdAt), asc(leaveRequests.id)),
      count: db
        .select(countColumn())
        .from(leaveRequests)
        .innerJoin(leaveApprovals, eq(leaveApprovals.requestId, leaveRequests.id))
        .where(where),
    },
    (rows) => present(rows.map((r) => r.request)),
  );
}
