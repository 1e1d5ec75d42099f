import { and, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { countColumn, pagedList } from '../../db/paging.js';
import {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
  employeeChangeRequests,
  employees,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams, ListQuery, likePattern, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import {
  approveChangeRequest,
  type ChangeRequestRow,
  createChangeRequest,
  presentChangeRequest,
} from '../../people/change-requests.js';
import { myEmployee } from '../../people/current-employee.js';
import { findEmployeeOrThrow } from '../../people/employees.js';
import { withheldChangeRequestKinds } from '../../people/pay-visibility.js';
import {
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestWithEmployee,
  requiredText,
} from '../../people/schemas.js';
import { withUniqueConflicts } from '../../people/unique.js';
import { recorderOf } from './employees.js';

const PageQuery = ListQuery.pick({ page: true, pageSize: true });

async function withEmployee(db: Db, row: ChangeRequestRow) {
  const [employee] = await db
    .select({ name: employees.fullName, number: employees.employeeNumber })
    .from(employees)
    .where(eq(employees.id, row.employeeId));
  return {
    ...presentChangeRequest(row),
    employeeId: row.employeeId,
    employeeName: employee?.name ?? '',
    employeeNumber: employee?.number ?? '',
  };
}

async function findRequest(db: Db, id: string, forUpdate = false) {
  const query = db.select().from(employeeChangeRequests).where(eq(employeeChangeRequests.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpProblem(404, 'not-found', 'This change request does not exist.');
  if (row.status !== 'pending') {
    throw new HttpProblem(409, 'not-pending', `This request was already ${row.status}.`);
  }
  return row;
}

/**
 * Change requests: the employee asks (`/me/employee/change-requests`), HR decides
 * (`/employee-change-requests`).
 */
export const changeRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.post(
    '/me/employee/change-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'requestMyEmployeeChange',
        tags: ['self-service'],
        summary:
          'Ask HR to change my bank account, NIK, NPWP, PTKP status or family (one pending request per kind)',
        body: ChangeRequestInput,
        response: { 201: ChangeRequest, 400: Problem, 401: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const row = await inTransaction(db, async (tx) => {
        const employee = await myEmployee(request, tx);
        const created = await createChangeRequest(
          tx,
          employee,
          request.body,
          identityOf(request).user.id,
        );
        await recordAudit(tx, actorOf(request), {
          action: 'employee.change-requested',
          entity: 'employee',
          entityId: employee.id,
          before: created.current,
          after: { kind: created.kind, requestId: created.id, ...created.proposed },
        });
        return created;
      });
      return reply.code(201).send(presentChangeRequest(row));
    },
  );

  app.get(
    '/me/employee/change-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listMyEmployeeChangeRequests',
        tags: ['self-service'],
        summary: 'My change requests, newest first',
        querystring: PageQuery.extend({ status: z.enum(CHANGE_REQUEST_STATUSES).optional() }),
        response: { 200: listOf(ChangeRequest), 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      const { page, pageSize, status } = request.query;
      const where = and(
        eq(employeeChangeRequests.employeeId, employee.id),
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
    },
  );

  app.get(
    '/employee-change-requests',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'listEmployeeChangeRequests',
        tags: ['employees'],
        summary:
          "Employees' change requests (pending ones oldest first, decided ones newest first), searched by employee name or number; bank-account requests only for callers with `payroll.read`",
        querystring: PageQuery.extend({
          status: z.enum(CHANGE_REQUEST_STATUSES).optional(),
          kind: z.enum(CHANGE_REQUEST_KINDS).optional(),
          search: z.string().trim().max(200).optional(),
        }),
        response: {
          200: listOf(ChangeRequestWithEmployee),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => {
      const { page, pageSize, status, kind, search } = request.query;
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(employeeChangeRequests.status, status));
      if (kind) conditions.push(eq(employeeChangeRequests.kind, kind));
      // Requests whose values the caller may not see (a bank account without pay) are left out.
      const withheld = withheldChangeRequestKinds(request);
      if (withheld.length > 0) conditions.push(notInArray(employeeChangeRequests.kind, withheld));
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
    },
  );

  app.post(
    '/employee-change-requests/:id/approve',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'approveEmployeeChangeRequest',
        tags: ['employees'],
        summary:
          'Approve a change request: the change is applied, and recorded in the work history and the audit log',
        params: IdParams,
        response: {
          200: ChangeRequestWithEmployee,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const row = await withUniqueConflicts(() =>
        inTransaction(db, async (tx) => {
          const pending = await findRequest(tx, request.params.id, true);
          const employee = await findEmployeeOrThrow(tx, pending.employeeId, true);
          const { updated, before, after } = await approveChangeRequest(
            tx,
            pending,
            employee,
            recorderOf(request),
          );
          await recordAudit(tx, actorOf(request), {
            action: 'employee.change-approved',
            entity: 'employee',
            entityId: employee.id,
            before: { kind: pending.kind, requestId: pending.id, ...before },
            after: { kind: pending.kind, requestId: pending.id, ...after },
          });
          return updated;
        }),
      );
      return withEmployee(db, row);
    },
  );

  app.post(
    '/employee-change-requests/:id/reject',
    {
      config: { access: { permission: 'employees.manage' } },
      schema: {
        operationId: 'rejectEmployeeChangeRequest',
        tags: ['employees'],
        summary: 'Reject a change request, with the reason the employee will see',
        params: IdParams,
        body: z.object({ reason: requiredText(500, 'Give the reason.') }),
        response: {
          200: ChangeRequestWithEmployee,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const recorder = recorderOf(request);
      const row = await inTransaction(db, async (tx) => {
        const pending = await findRequest(tx, request.params.id, true);
        const [updated] = await tx
          .update(employeeChangeRequests)
          .set({
            status: 'rejected',
            reason: request.body.reason,
            decidedByUserId: recorder.userId,
            decidedBy: recorder.name,
            decidedAt: new Date(),
          })
          .where(eq(employeeChangeRequests.id, pending.id))
          .returning();
        await recordAudit(tx, actorOf(request), {
          action: 'employee.change-rejected',
          entity: 'employee',
          entityId: pending.employeeId,
          after: { kind: pending.kind, requestId: pending.id, reason: request.body.reason },
        });
        return updated!;
      });
      return withEmployee(db, row);
    },
  );
};
