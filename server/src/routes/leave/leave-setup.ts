import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { clients, employees, leaveAdjustments, leavePolicies } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import {
  allLeaveTypes,
  clientNamesOf,
  leaveTypeOf,
  policyForClient,
  presentLeaveType,
  presentPolicy,
} from '../../leave/policies.js';
import { annualBalance, countLeaveDays } from '../../leave/requests.js';
import {
  BalanceYearQuery,
  LeaveAdjustment,
  LeaveAdjustmentInput,
  LeaveBalance,
  LeavePolicy,
  LeavePolicyInput,
  LeaveType,
  LeaveWorkingDays,
  WorkingDaysQuery,
} from '../../leave/schemas.js';
import { myEmployee } from '../../people/current-employee.js';
import { findEmployeeOrThrow } from '../../people/employees.js';
import { violatedUnique } from '../../people/unique.js';
import { dayNumber, todayOf } from '../../shared/business-dates.js';

const Balances = z.object({ items: z.array(LeaveBalance) });

/** Leave types, policies, quota adjustments, balances and the working-day count of the form. */
export const leaveSetupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const yearOf = (year: number | undefined) => year ?? Number(todayOf(ctx).slice(0, 4));

  app.get(
    '/leave-types',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listLeaveTypes',
        tags: ['leave'],
        summary: 'The kinds of leave, with their rules',
        response: { 200: z.object({ items: z.array(LeaveType) }), 401: Problem },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return { items: (await allLeaveTypes(db)).map((row) => presentLeaveType(row, locale)) };
    },
  );

  // ------------------------------------------------------------ policies

  async function policyOut(row: typeof leavePolicies.$inferSelect) {
    const names = await clientNamesOf(db, [row.clientId]);
    return presentPolicy(row, row.clientId ? (names.get(row.clientId) ?? null) : null);
  }

  async function checkClient(clientId: string | null) {
    if (!clientId) return;
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) {
      throw new HttpProblem(400, 'validation-failed', 'This client does not exist.', {
        clientId: 'This client does not exist.',
      });
    }
  }

  /** Two policies for one client (a check could not see the other request): 409. */
  async function policyConflicts<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const violated = violatedUnique(error);
      if (violated === 'leave_policies_client_key' || violated === 'leave_policies_one_default') {
        const message = 'This client already has a leave policy.';
        throw new HttpProblem(409, 'policy-exists', message, { clientId: message });
      }
      throw error;
    }
  }

  app.get(
    '/leave-policies',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'listLeavePolicies',
        tags: ['leave'],
        summary: 'The leave policies: the default one first, then per client',
        response: { 200: z.object({ items: z.array(LeavePolicy) }), 401: Problem, 403: Problem },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(leavePolicies)
        .orderBy(desc(leavePolicies.isDefault), asc(leavePolicies.name));
      const names = await clientNamesOf(
        db,
        rows.map((r) => r.clientId),
      );
      return {
        items: rows.map((r) =>
          presentPolicy(r, r.clientId ? (names.get(r.clientId) ?? null) : null),
        ),
      };
    },
  );

  app.post(
    '/leave-policies',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'createLeavePolicy',
        tags: ['leave'],
        summary: "A client's leave policy (at most one per client; 409 when it has one)",
        body: LeavePolicyInput,
        response: { 201: LeavePolicy, 400: Problem, 401: Problem, 403: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (!input.clientId) {
        throw new HttpProblem(409, 'default-exists', 'There is already a default policy.', {
          clientId: 'Choose a client: the default policy exists already.',
        });
      }
      await checkClient(input.clientId);
      const row = await policyConflicts(() =>
        inTransaction(db, async (tx) => {
          const [created] = await tx.insert(leavePolicies).values(input).returning();
          await recordAudit(tx, actorOf(request), {
            action: 'leave-policy.created',
            entity: 'leave-policy',
            entityId: created!.id,
            after: input,
          });
          return created!;
        }),
      );
      return reply.code(201).send(await policyOut(row));
    },
  );

  app.put(
    '/leave-policies/:id',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'updateLeavePolicy',
        tags: ['leave'],
        summary:
          'Change a policy (the default policy keeps no client; it applies from now on to new requests and to derived balances)',
        params: IdParams,
        body: LeavePolicyInput,
        response: {
          200: LeavePolicy,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const input = request.body;
      const row = await policyConflicts(() =>
        inTransaction(db, async (tx) => {
          const [before] = await tx
            .select()
            .from(leavePolicies)
            .where(eq(leavePolicies.id, request.params.id))
            .for('update');
          if (!before) throw new HttpProblem(404, 'not-found', 'This policy does not exist.');
          if (before.isDefault && input.clientId) {
            throw new HttpProblem(400, 'validation-failed', 'The default policy has no client.', {
              clientId: 'The default policy has no client.',
            });
          }
          if (!before.isDefault && !input.clientId) {
            throw new HttpProblem(400, 'validation-failed', 'Choose the client of this policy.', {
              clientId: 'Choose the client of this policy.',
            });
          }
          await checkClient(input.clientId);
          const [updated] = await tx
            .update(leavePolicies)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(leavePolicies.id, before.id))
            .returning();
          const { createdAt: _c, updatedAt: _u, ...auditable } = before;
          await recordAudit(tx, actorOf(request), {
            action: 'leave-policy.updated',
            entity: 'leave-policy',
            entityId: before.id,
            before: auditable,
            after: input,
          });
          return updated!;
        }),
      );
      return policyOut(row);
    },
  );

  app.delete(
    '/leave-policies/:id',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'deleteLeavePolicy',
        tags: ['leave'],
        summary: "Delete a client's policy (its employees follow the default one); not the default",
        params: IdParams,
        response: {
          204: z.null(),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(leavePolicies)
          .where(eq(leavePolicies.id, request.params.id))
          .for('update');
        if (!row) throw new HttpProblem(404, 'not-found', 'This policy does not exist.');
        if (row.isDefault) {
          throw new HttpProblem(409, 'default-policy', 'The default policy cannot be deleted.');
        }
        await tx.delete(leavePolicies).where(eq(leavePolicies.id, row.id));
        const { createdAt: _c, updatedAt: _u, ...auditable } = row;
        await recordAudit(tx, actorOf(request), {
          action: 'leave-policy.deleted',
          entity: 'leave-policy',
          entityId: row.id,
          before: auditable,
        });
      });
      return reply.code(204).send(null);
    },
  );

  // ------------------------------------------------------------ balances and adjustments

  app.get(
    '/employees/:id/leave-balances',
    {
      config: { access: { permission: 'employees.read' } },
      schema: {
        operationId: 'getEmployeeLeaveBalances',
        tags: ['leave'],
        summary:
          "An employee's annual leave balance of a year (employees.read; HR holds it with leave.manage)",
        params: IdParams,
        querystring: BalanceYearQuery,
        response: { 200: Balances, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await findEmployeeOrThrow(db, request.params.id);
      return { items: [await annualBalance(db, ctx, employee, yearOf(request.query.year))] };
    },
  );

  app.get(
    '/me/leave-balances',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getMyLeaveBalances',
        tags: ['leave'],
        summary: 'My annual leave balance of a year',
        querystring: BalanceYearQuery,
        response: { 200: Balances, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const employee = await myEmployee(request, db);
      return { items: [await annualBalance(db, ctx, employee, yearOf(request.query.year))] };
    },
  );

  app.get(
    '/leave-adjustments',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'listLeaveAdjustments',
        tags: ['leave'],
        summary: 'Quota adjustments, newest first, by employee and year',
        querystring: z.object({
          employeeId: z.uuid().optional(),
          year: z.coerce.number().int().min(2000).max(2100).optional(),
        }),
        response: {
          200: z.object({ items: z.array(LeaveAdjustment) }),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => {
      const { employeeId, year } = request.query;
      const rows = await db
        .select({ adjustment: leaveAdjustments, employeeName: employees.fullName })
        .from(leaveAdjustments)
        .innerJoin(employees, eq(employees.id, leaveAdjustments.employeeId))
        .where(
          and(
            employeeId ? eq(leaveAdjustments.employeeId, employeeId) : undefined,
            year ? eq(leaveAdjustments.year, year) : undefined,
          ),
        )
        .orderBy(desc(leaveAdjustments.createdAt))
        .limit(500);
      return { items: rows.map((r) => presentAdjustment(r.adjustment, r.employeeName)) };
    },
  );

  app.post(
    '/leave-adjustments',
    {
      config: { access: { permission: 'leave.manage' } },
      schema: {
        operationId: 'adjustLeaveQuota',
        tags: ['leave'],
        summary:
          "Add days to (or, negative, take days off) an employee's annual quota of a year, with the reason; audited",
        body: LeaveAdjustmentInput,
        response: {
          201: LeaveAdjustment,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const input = request.body;
      const row = await inTransaction(db, async (tx) => {
        const employee = await findEmployeeOrThrow(tx, input.employeeId, true);
        const [created] = await tx
          .insert(leaveAdjustments)
          .values({
            employeeId: employee.id,
            type: input.type,
            year: input.year,
            halfDays: Math.round(input.days * 2),
            reason: input.reason,
            createdByUserId: identity.user.id,
            createdBy: identity.user.name,
          })
          .returning();
        await recordAudit(tx, actorOf(request), {
          action: 'leave.quota-adjusted',
          entity: 'employee',
          entityId: employee.id,
          after: { type: input.type, year: input.year, days: input.days, reason: input.reason },
        });
        return { created: created!, name: employee.fullName };
      });
      return reply.code(201).send(presentAdjustment(row.created, row.name));
    },
  );

  // ------------------------------------------------------------ the live count of the form

  app.get(
    '/leave-working-days',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'countMyLeaveDays',
        tags: ['leave'],
        summary:
          'The days a leave would take on my schedule (work week, holidays of my client, my policy), with the weekdays skipped and why',
        querystring: WorkingDaysQuery,
        response: { 200: LeaveWorkingDays, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { startDate, endDate, halfDay, type } = request.query;
      const invalid = (field: string, message: string) =>
        new HttpProblem(400, 'validation-failed', message, { [field]: message });
      if (endDate < startDate) throw invalid('endDate', 'The end date is before the start date.');
      if (halfDay && startDate !== endDate) {
        throw invalid('halfDay', 'A half day is only possible on a single day.');
      }
      if (dayNumber(endDate) - dayNumber(startDate) + 1 > 366) {
        throw invalid('endDate', 'Ask for at most 366 days at a time.');
      }
      const employee = await myEmployee(request, db);
      const leaveType = type ? await leaveTypeOf(db, type) : null;
      if (type && !leaveType) throw invalid('type', 'Choose a kind of leave from the list.');
      const policy = await policyForClient(db, employee.clientId);
      const counted = await countLeaveDays(db, {
        employee,
        policy,
        unit: leaveType?.unit ?? 'working-days',
        startDate,
        endDate,
        halfDay: halfDay ?? null,
      });
      return { workingDays: counted.halfDays / 2, skipped: counted.skipped };
    },
  );
};

function presentAdjustment(row: typeof leaveAdjustments.$inferSelect, employeeName: string) {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName,
    type: row.type,
    year: row.year,
    days: row.halfDays / 2,
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
