import { paths } from '@staffdesk/core';
import { PayrollRunsPage } from '@staffdesk/kit';

/**
 * `/finance/payroll`: the payroll runs per client and month (kit's list, shared with HR and
 * accounting and tax), each opening its page below. Needs `payroll.read`.
 */
export function Component() {
  return <PayrollRunsPage detailHref={paths.finance.payroll.detail} />;
}
