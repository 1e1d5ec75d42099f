import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { payslips } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { writeCsv } from '../spreadsheets/csv.js';
import { type RunRow, SETTLED_STATES } from './runs.js';

/**
 * The bank transfer file of a run: "Staffdesk bulk transfer CSV v1" (README, Payroll), one row per
 * employee paid, in the columns most Indonesian banks' bulk-upload templates ask for:
 * account number, account name, bank, amount (whole rupiah, no separators), currency, remark
 * (at most 30 characters) and the employee number as reference. Employees without a bank account
 * are left out and counted, so finance pays them by hand. Text cells that a spreadsheet would run
 * as a formula are neutralised with a leading apostrophe (`writeCsv`).
 */
export const BANK_FILE_COLUMNS = [
  'account_number',
  'account_name',
  'bank',
  'amount',
  'currency',
  'remark',
  'reference',
] as const;

export async function bankFile(db: Db, run: RunRow) {
  if (!SETTLED_STATES.includes(run.state)) {
    throw new HttpProblem(
      409,
      'run-state',
      `This payroll run is ${run.state}, so it cannot be paid out yet.`,
    );
  }
  const rows = await db
    .select({ employee: payslips.employee, net: payslips.net })
    .from(payslips)
    .where(eq(payslips.runId, run.id))
    .orderBy(sql`${payslips.employee}->>'number'`, asc(payslips.id));
  const paid = rows.filter((r) => r.employee.bankAccountNumber && r.net > 0);
  const remark = `GAJI ${run.period.slice(5)}-${run.period.slice(0, 4)}`;
  const csv = writeCsv(
    BANK_FILE_COLUMNS,
    paid.map((r) => [
      r.employee.bankAccountNumber!.replace(/[^0-9]/g, ''),
      (r.employee.bankAccountName ?? r.employee.name).slice(0, 70),
      r.employee.bankName ?? '',
      r.net,
      'IDR',
      remark,
      r.employee.number,
    ]),
  );
  return {
    csv,
    filename: `bank-transfer-${run.period}-${run.scope === 'internal' ? 'internal' : run.id.slice(0, 8)}.csv`,
    rows: paid.length,
    total: paid.reduce((s, r) => s + r.net, 0),
    missingAccounts: rows.length - paid.length,
  };
}
