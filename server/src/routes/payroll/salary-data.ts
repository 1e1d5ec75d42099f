import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { countColumn, pagedList } from '../../db/paging.js';
import { employees, payrollAdjustments } from '../../db/schema.js';
import { transactionWithRetry } from '../../db/transaction.js';
import { IdParams, likePattern } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { payrollPolicyOf } from '../../payroll/policies.js';
import { assertPeriodOpen } from '../../payroll/runs.js';
import { employeeSalaryData, listSalaryData, saveSalaryData } from '../../payroll/salary-data.js';
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
import { clientNameOf, findEmployeeOrThrow } from '../../people/employees.js';
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
    async (request) => {
      const employee = await findEmployeeOrThrow(db, request.params.id);
      const [data, clientName, policy] = await Promise.all([
        employeeSalaryData(db, employee, thisMonth()),
        clientNameOf(db, employee.clientId),
        payrollPolicyOf(db, employee.clientId),
      ]);
      return {
        employee: {
          id: employee.id,
          employeeNumber: employee.employeeNumber,
          fullName: employee.fullName,
          position: employee.position,
          clientId: employee.clientId,
          clientName,
          ptkpStatus: employee.ptkpStatus,
          npwp: employee.npwp,
          bankName: employee.bankName,
          bankAccountNumber: employee.bankAccountNumber,
          bankAccountName: employee.bankAccountName,
          clientTaxMethod: policy.taxMethod,
        },
        ...data,
      };
    },
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
      return transactionWithRetry(db, async (tx) => {
        const employee = await findEmployeeOrThrow(tx, id, true);
        await assertPeriodOpen(tx, employee, effectiveFrom);
        return saveSalaryData(
          tx,
          employee,
          effectiveFrom,
          request.body,
          thisMonth(),
          actorOf(request),
        );
      });
    },
  );

  const adjustmentColumns = {
    adjustment: payrollAdjustments,
    employeeName: employees.fullName,
  };
  const adjustmentView = (r: {
    adjustment: typeof payrollAdjustments.$inferSelect;
    employeeName: string;
  }) => ({
    ...r.adjustment,
    employeeName: r.employeeName,
    createdAt: r.adjustment.createdAt.toISOString(),
  });

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
    async (request) => {
      const q = request.query;
      const where = and(
        eq(payrollAdjustments.period, q.period),
        q.clientId ? eq(employees.clientId, q.clientId) : undefined,
        q.employeeId ? eq(payrollAdjustments.employeeId, q.employeeId) : undefined,
        q.search
          ? sql`(${employees.fullName} ilike ${likePattern(q.search)} or ${payrollAdjustments.name} ilike ${likePattern(q.search)})`
          : undefined,
      );
      return pagedList(
        q,
        {
          rows: db
            .select(adjustmentColumns)
            .from(payrollAdjustments)
            .innerJoin(employees, eq(employees.id, payrollAdjustments.employeeId))
            .where(where)
            .orderBy(asc(employees.fullName), asc(payrollAdjustments.createdAt)),
          count: db
            .select(countColumn())
            .from(payrollAdjustments)
            .innerJoin(employees, eq(employees.id, payrollAdjustments.employeeId))
            .where(where),
        },
        (rows) => rows.map(adjustmentView),
      );
    },
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
      const actor = actorOf(request);
      const view = await transactionWithRetry(db, async (tx) => {
        const employee = await findEmployeeOrThrow(tx, request.body.employeeId);
        await assertPeriodOpen(tx, employee, request.body.period);
        const [row] = await tx
          .insert(payrollAdjustments)
          .values({ ...request.body, createdByLabel: actor.label })
          .returning();
        if (!row) throw new Error('adjustment not saved');
        await recordAudit(tx, actor, {
          action: 'payroll-adjustment.create',
          entity: 'employee',
          entityId: employee.id,
          after: row,
        });
        return adjustmentView({ adjustment: row, employeeName: employee.fullName });
      });
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
      await transactionWithRetry(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(payrollAdjustments)
          .where(eq(payrollAdjustments.id, request.params.id))
          .for('update');
        if (!row) throw new HttpProblem(404, 'not-found', 'There is no such payroll line.');
        const employee = await findEmployeeOrThrow(tx, row.employeeId);
        await assertPeriodOpen(tx, employee, row.period);
        await tx.delete(payrollAdjustments).where(eq(payrollAdjustments.id, row.id));
        await recordAudit(tx, actorOf(request), {
          action: 'payroll-adjustment.delete',
          entity: 'employee',
          entityId: employee.id,
          before: row,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
