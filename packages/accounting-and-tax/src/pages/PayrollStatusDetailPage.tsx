import { paths } from '@staffdesk/core';
import { PayrollRunPage } from '@staffdesk/kit';

/**
 * `/accounting-and-tax/payroll-status/:payrollStatusId`: one payroll run (kit's page): its state,
 * steps and totals, the steps accounting may take (approve), and every payslip line by line.
 */
export function Component() {
  return <PayrollRunPage listHref={paths.accountingAndTax.payrollStatus.list()} />;
}
