import { paths } from '@staffdesk/core';
import { SalaryDataFormPage } from '@staffdesk/kit';

/**
 * `/accounting-and-tax/payroll/salary-data/form/edit/:employeeId`: one employee's salary data
 * (kit's page: `payroll.read` to read, `payroll.run` to change). Accounting has no employee record
 * page, so the profile facts are shown without a link.
 */
export function Component() {
  return <SalaryDataFormPage listPath={paths.accountingAndTax.salaryData()} />;
}
