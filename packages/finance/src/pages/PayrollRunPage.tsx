import { paths } from '@staffdesk/core';
import { PayrollRunPage } from '@staffdesk/kit';

/**
 * `/finance/payroll/:payrollStatusId`: one payroll run (kit's page); finance marks an approved
 * run paid and closes a paid one (`finance.manage`).
 */
export function Component() {
  return <PayrollRunPage listHref={paths.finance.payroll.list()} />;
}
