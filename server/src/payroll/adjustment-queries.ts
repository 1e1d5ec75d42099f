import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import { employees, payrollAdjustments } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import { findEmployeeOrThrow } from '../people/employees.js';
import { assertPeriodOpen } from './runs.js';
import type { AdjustmentInput, AdjustmentListQuery } from './schemas.js';

/** One-off payroll lines of a month (bonuses, repayments): listed, added and removed. */

type AdjustmentRow = typeof payrollAdjustments.$inferSelect;

const adjustmentColumns = {
  adjustment: payrollAdjustments,
  employeeName: employees.fullName,
};

function adjustmentView(r: { adjustment: AdjustmentRow; employeeName: string }) {
  return {
    ...r.adjustment,
    employeeName: r.employeeName,
    createdAt: r.adjustment.createdAt.toISOString(),
  };
}

/** A month's lines, by employee name, searched by employee or line name, paged. */
export function listAdjustments(db: Db, q: z.output<typeof AdjustmentListQuery>) {
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
}

/** Adds a line to an employee's month (audited); 409 once that month's run is approved. */
export function addAdjustment(db: Db, input: z.output<typeof AdjustmentInput>, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    const employee = await findEmployeeOrThrow(tx, input.employeeId);
    await assertPeriodOpen(tx, employee, input.period);
    const [row] = await tx
      .insert(payrollAdjustments)
      .values({ ...input, createdByLabel: actor.label })
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
}

/** Removes a line (audited); 404 when there is none, 409 once that month's run is approved. */
export function removeAdjustment(db: Db, id: string, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(payrollAdjustments)
      .where(eq(payrollAdjustments.id, id))
      .for('update');
    if (!row) throw new HttpProblem(404, 'not-found', 'There is no such payroll line.');
    const employee = await findEmployeeOrThrow(tx, row.employeeId);
    await assertPeriodOpen(tx, employee, row.period);
    await tx.delete(payrollAdjustments).where(eq(payrollAdjustments.id, row.id));
    await recordAudit(tx, actor, {
      action: 'payroll-adjustment.delete',
      entity: 'employee',
      entityId: employee.id,
      before: row,
    });
  });
}
