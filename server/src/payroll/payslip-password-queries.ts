import type { Actor } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { transactionWithRetry } from '../db/transaction.js';
import type { EmployeeRow } from '../people/employees.js';
import { clearPayslipPassword, setPayslipPassword } from './payslip-password.js';

/**
 * An employee's e-payslip password, set or removed in a transaction of its own with its audit
 * entry. Belongs with payslip-password.ts.
 */

/** Sets the password (checked against the employee's own record), never shown again. */
export function setEmployeePayslipPassword(
  db: Db,
  secret: string,
  employee: EmployeeRow,
  password: string,
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) =>
    setPayslipPassword(
      tx,
      secret,
      {
        id: employee.id,
        birthDate: employee.birthDate,
        number: employee.employeeNumber,
        nik: employee.nik,
        phone: employee.phone,
      },
      password,
      actor,
    ),
  );
}

/** Removes the password: the employee's payslip mails carry the link only. */
export function clearEmployeePayslipPassword(db: Db, employeeId: string, actor: Actor) {
  return transactionWithRetry(db, (tx) => clearPayslipPassword(tx, employeeId, actor));
}
