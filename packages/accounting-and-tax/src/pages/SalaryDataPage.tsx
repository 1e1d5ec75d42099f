import { paths } from '@staffdesk/core';
import { SalaryDataListPage } from '@staffdesk/kit';

/** `/accounting-and-tax/payroll/salary-data`: every employee's salary data in a month (kit's list). */
export function Component() {
  return (
    <SalaryDataListPage
      formHref={(employeeId) => paths.accountingAndTax.salaryDataForm('edit', employeeId)}
    />
  );
}
