import { useCatalogs } from '@staffdesk/core';
import { kitPayrollCatalog } from '@staffdesk/kit';
import { LoadingState } from '@staffdesk/ui';
import type { ComponentType } from 'react';
import { payrollCatalog } from '../locales/pages/payroll/catalog';

/**
 * The route's `Component` of a payroll page of HR's own (e-payslips, the BPJS reports): `Page`
 * once its words are loaded, its own catalog and kit's payroll words (run states, payslip lines).
 */
export function payrollReportPage(Page: ComponentType) {
  return function Component() {
    const ready = useCatalogs(payrollCatalog, kitPayrollCatalog);
    return ready ? <Page /> : <LoadingState rows={5} />;
  };
}
