import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';
import { clientNameOf, findEmployeeOrThrow } from '../people/employees.js';
import { payrollPolicyOf } from './policies.js';
import { assertPeriodOpen } from './runs.js';
import { employeeSalaryData, type SalaryValues, saveSalaryData } from './salary-data.js';

/**
 * One employee's salary data: read with what payroll needs of the employee, and saved from a
 * month on in a transaction of its own with its audit entry. Belongs with salary-data.ts.
 */

/** The employee (bank, tax status, the client's tax method) and their salary data in `period`. */
export async function employeeSalaryDataView(db: Db, employeeId: string, period: string) {
  const employee = await findEmployeeOrThrow(db, employeeId);
  const [data, clientName, policy] = await Promise.all([
    employeeSalaryData(db, employee, period),
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
}

/** Sets the salary data from `effectiveFrom` on; 409 when that month's run is approved. */
export function saveEmployeeSalaryData(
  db: Db,
  input: {
    employeeId: string;
    effectiveFrom: string;
    values: SalaryValues;
    currentPeriod: string;
    actor: Actor;
  },
) {
  return transactionWithRetry(db, async (tx) => {
    const employee = await findEmployeeOrThrow(tx, input.employeeId, true);
    await assertPeriodOpen(tx, employee, input.effectiveFrom);
    return saveSalaryData(
      tx,
      employee,
      input.effectiveFrom,
      input.values,
      input.currentPeriod,
      input.actor,
    );
  });
}
