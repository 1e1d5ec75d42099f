import { paths } from '@staffdesk/core';
import { PayrollRunsPage } from '@staffdesk/kit';

/**
 * `/accounting-and-tax/payroll-status`: the payroll runs per client and month (kit's list, shared
 * with HR and finance), each opening its page below. Needs `payroll.read`.
 */
export function Component() {
  return <PayrollRunsPage detailHref={paths.accountingAndTax.payrollStatus.detail} />;
}
