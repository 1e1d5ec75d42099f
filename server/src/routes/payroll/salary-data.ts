import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams } from '../../http/lists.js';
import { Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import {
  addAdjustment,
  listAdjustments,
  removeAdjustment,
} from '../../payroll/adjustment-queries.js';
import { listSalaryData } from '../../payroll/salary-data.js';
import {
  employeeSalaryDataView,
  saveEmployeeSalaryData,
} from '../../payroll/salary-data-queries.js';
import {
  Adjustment,
  AdjustmentInput,
  AdjustmentList,
  AdjustmentListQuery,
  EmployeeSalaryData,
  SalaryData,
  SalaryDataInput,
  SalaryList,
  SalaryListQuery,
  SalaryParams,
} from '../../payroll/schemas.js';
import { todayOf } from '../../shared/business-dates.js';

/**
 * `/payroll/v4/salary-data` and `/payroll/v4/adjustments`: what each employee is paid from a
 * month on, and one-off lines (bonuses, repayments) of a month.
 */
export const salaryDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const read = { permission: 'payroll.read' } as const;
  const manage = { permission: 'payroll.run' } as const;
  const thisMonth = () => todayOf(ctx).slice(0, 7);

  app.get(
    '/salary-data',
    {
      config: { access: read },
      schema: {
        operationId: 'listSalaryData',
        tags: ['payroll'],
        summary:
          'Employees with the salary data in force in a month (this month by default), searchable and paged',
        querystring: SalaryListQuery,
        response: { 200: SalaryList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) =>
      listSalaryData(db, { ...request.query, period: request.query.period ?? thisMonth() }),
  );

  app.get(
    '/employees/:id/salary-data',
    {
      config: { access: read },
      schema: {
        operationId: 'getEmployeeSalaryData',
        tags: ['payroll'],
        summary: "An employee's salary data this month, and every version",
        params: IdParams,
        response: {
          200: EmployeeSalaryData,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => employeeSalaryDataView(db, request.params.id, thisMonth()),
  );

  app.put(
    '/employees/:id/salary-data/:effectiveFrom',
    {
      config: { access: manage },
      schema: {
        operationId: 'saveEmployeeSalaryData',
        tags: ['payroll'],
        summary:
          "Set an employee's salary data from a month on (audited). From a month that has begun, the placement's pay follows. 409 when that month's run is approved",
        params: SalaryParams,
        body: SalaryDataInput,
        response: {
          200: SalaryData,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const { id, effectiveFrom } = request.params;
      return saveEmployeeSalaryData(db, {
        employeeId: id,
        effectiveFrom,
        values: request.body,
        currentPeriod: thisMonth(),
        actor: actorOf(request),
      });
    },
  );

  app.get(
    '/adjustments',
    {
      config: { access: read },
      schema: {
        operationId: 'listPayrollAdjustments',
        tags: ['payroll'],
        summary: "A month's one-off payroll lines, by employee",
        querystring: AdjustmentListQuery,
        response: { 200: AdjustmentList, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => listAdjustments(db, request.query),
  );

  app.post(
    '/adjustments',
    {
      config: { access: manage },
      schema: {
        operationId: 'createPayrollAdjustment',
        tags: ['payroll'],
        summary:
          "Add a one-off line to an employee's month (audited); 409 once that month's run is approved",
        body: AdjustmentInput,
        response: {
          201: Adjustment,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const view = await addAdjustment(db, request.body, actorOf(request));
      return reply.code(201).send(view);
    },
  );

  app.delete(
    '/adjustments/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'deletePayrollAdjustment',
        tags: ['payroll'],
        summary: "Remove a one-off line (audited); 409 once that month's run is approved",
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
      await removeAdjustment(db, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
