import { paths } from '@staffdesk/core';
import { PayrollRunPage } from '@staffdesk/kit';

/**
 * `/human-resource/payroll-status/:payrollStatusId`: one payroll run (kit's page): its state and
 * steps, totals, the next steps HR may take and its payslips line by line.
 */
export function Component() {
  return <PayrollRunPage listHref={paths.humanResource.payroll.status()} />;
}
