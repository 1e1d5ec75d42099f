import { paths } from '@staffdesk/core';
import { PayrollRunsPage } from '@staffdesk/kit';

/**
 * `/human-resource/payroll-status`: the payroll runs per client and month (kit's list, shared
 * with finance and accounting and tax), each opening its page below. Needs `payroll.read`.
 */
export function Component() {
  return <PayrollRunsPage detailHref={paths.humanResource.payroll.statusDetail} />;
}
