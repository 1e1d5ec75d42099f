import { paths } from '@staffdesk/core';
import { SalaryDataFormPage } from '@staffdesk/kit';

/**
 * `/human-resource/payroll/salary-data/form/edit/:employeeId`: one employee's salary data from a
 * month on, its versions and the month's one-off lines (kit's page: `payroll.read` to read,
 * `payroll.run` to change); the PTKP status, NPWP and bank account link to the employee's record.
 */
export function Component() {
  return (
    <SalaryDataFormPage
      listPath={paths.humanResource.payroll.salaryData()}
      profileHref={(employeeId) => paths.humanResource.employee.detail(employeeId)}
    />
  );
}
