import { paths } from '@staffdesk/core';
import { SalaryDataListPage } from '@staffdesk/kit';

/**
 * `/human-resource/payroll/salary-data`: every employee's salary data in a month (kit's list, with
 * its own words and its `payroll.read` check); a row opens the employee's salary data form.
 */
export function Component() {
  return (
    <SalaryDataListPage
      formHref={(employeeId) => paths.humanResource.payroll.salaryDataForm('edit', employeeId)}
    />
  );
}
