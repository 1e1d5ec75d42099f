import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { employees, leaveAdjustments } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { findEmployeeOrThrow } from '../people/employees.js';
import type { LeaveAdjustmentInput } from './schemas.js';

/** Quota adjustments: days HR adds to (or takes off) an employee's annual quota, with the reason. */

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

/** The newest 500 adjustments, by employee and year, as the API shows them. */
export async function listAdjustments(
  db: Db,
  filter: { employeeId?: string | undefined; year?: number | undefined },
) {
  const rows = await db
    .select({ adjustment: leaveAdjustments, employeeName: employees.fullName })
    .from(leaveAdjustments)
    .innerJoin(employees, eq(employees.id, leaveAdjustments.employeeId))
    .where(
      and(
        filter.employeeId ? eq(leaveAdjustments.employeeId, filter.employeeId) : undefined,
        filter.year ? eq(leaveAdjustments.year, filter.year) : undefined,
      ),
    )
    .orderBy(desc(leaveAdjustments.createdAt))
    .limit(500);
  return rows.map((r) => presentAdjustment(r.adjustment, r.employeeName));
}

/** Adds days to (or takes days off) an employee's quota of a year; audited. */
export async function adjustQuota(
  db: Db,
  input: z.infer<typeof LeaveAdjustmentInput>,
  by: { userId: string; name: string; actor: Actor },
) {
  return inTransaction(db, async (tx) => {
    const employee = await findEmployeeOrThrow(tx, input.employeeId, true);
    const [created] = await tx
      .insert(leaveAdjustments)
      .values({
        employeeId: employee.id,
        type: input.type,
        year: input.year,
        halfDays: Math.round(input.days * 2),
        reason: input.reason,
        createdByUserId: by.userId,
        createdBy: by.name,
      })
      .returning();
    await recordAudit(tx, by.actor, {
      action: 'leave.quota-adjusted',
      entity: 'employee',
      entityId: employee.id,
      after: { type: input.type, year: input.year, days: input.days, reason: input.reason },
    });
    return presentAdjustment(created!, employee.fullName);
  });
}
