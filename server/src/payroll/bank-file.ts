import type { Db } from '../db/database.js';
import { HttpProblem } from '../http/problem.js';
import { writeCsv } from '../spreadsheets/csv.js';
import { paymentPlan } from './payment.js';
import { type RunRow, SETTLED_STATES } from './runs.js';

/**
 * The bank transfer file of a run: "Staffdesk bulk transfer CSV v1" (README, Payroll), one row per
 * employee paid, in the columns most Indonesian banks' bulk-upload templates ask for:
 * account number, account name, bank, amount (whole rupiah, no separators), currency, remark
 * (at most 30 characters) and the employee number as reference. It is written from the run's
 * payment plan (`paymentPlan`), the same reckoning "mark paid" records: its total is the amount
 * paid, and every payslip left out (no bank account, a net of zero or below) is an exception the
 * payer saw before confirming. Text cells that a spreadsheet would run
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
  const plan = await paymentPlan(db, run.id);
  const paid = plan.transfers;
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
    total: plan.total,
    missingAccounts: plan.exceptions.filter((e) => e.reason === 'no-bank-account').length,
    exceptions: plan.exceptions,
  };
}
