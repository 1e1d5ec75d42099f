import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { type PayslipEmployee, payslips } from '../db/schema.js';

/** Why a payslip is not in the bank file: finance settles it another way (or not at all). */
export type PaymentExceptionReason = 'no-bank-account' | 'negative-net' | 'zero-net';

export type PaymentPlan = {
  /** What the bank file transfers, row by row, in employee-number order. */
  transfers: { payslipId: string; employeeId: string; employee: PayslipEmployee; net: number }[];
  /** Every payslip not in the file, and why. */
  exceptions: {
    payslipId: string;
    employeeId: string;
    employee: PayslipEmployee;
    net: number;
    reason: PaymentExceptionReason;
  }[];
  /** The sum of the transfers: the bank file's total and the amount a payment records. */
  total: number;
};

/**
 * The one reckoning of what a run pays: the bank file is written from it and "mark paid" records
 * its total, so the two cannot differ. Every payslip is either a transfer (a bank account and a
 * net above zero) or an exception with its reason.
 */
export async function paymentPlan(db: Db, runId: string): Promise<PaymentPlan> {
  const rows = await db
    .select({
      payslipId: payslips.id,
      employeeId: payslips.employeeId,
      employee: payslips.employee,
      net: payslips.net,
    })
    .from(payslips)
    .where(eq(payslips.runId, runId))
    .orderBy(sql`${payslips.employee}->>'number'`, asc(payslips.id));
  const plan: PaymentPlan = { transfers: [], exceptions: [], total: 0 };
  for (const row of rows) {
    const reason: PaymentExceptionReason | null =
      row.net < 0
        ? 'negative-net'
        : !row.employee.bankAccountNumber?.trim()
          ? 'no-bank-account'
          : row.net === 0
            ? 'zero-net'
            : null;
    if (reason) {
      plan.exceptions.push({ ...row, reason });
    } else {
      plan.transfers.push(row);
      plan.total += row.net;
    }
  }
  return plan;
}
