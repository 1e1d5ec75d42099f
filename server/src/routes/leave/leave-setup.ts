import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { HttpProblem, Problem, requestLocale } from '../../http/problem.js';
import { actorOf, identityOf } from '../../identity/authenticate.js';
import { adjustQuota, listAdjustments } from '../../leave/adjustments.js';
import { allLeaveTypes, presentLeaveType } from '../../leave/policies.js';
import {
  createPolicy,
  deletePolicy,
  listPolicies,
  policyOut,
  updatePolicy,
} from '../../leave/policy-changes.js';
import { annualBalance } from '../../leave/requests.js';
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
import { leaveDaysOf } from '../../leave/working-days.js';
import { myEmployee } from '../../people/current-employee.js';
import { findEmployeeOrThrow } from '../../people/employees.js';
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
    async () => ({ items: await listPolicies(db) }),
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
      const row = await createPolicy(db, request.body, actorOf(request));
      return reply.code(201).send(await policyOut(db, row));
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
      const row = await updatePolicy(db, request.params.id, request.body, actorOf(request));
      return policyOut(db, row);
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
      await deletePolicy(db, request.params.id, actorOf(request));
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
    async (request) => ({ items: await listAdjustments(db, request.query) }),
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
      const { user } = identityOf(request);
      const adjustment = await adjustQuota(db, request.body, {
        userId: user.id,
        name: user.name,
        actor: actorOf(request),
      });
      return reply.code(201).send(adjustment);
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
      return leaveDaysOf(db, employee, { startDate, endDate, halfDay: halfDay ?? null, type });
    },
  );
};
