import type { MessageCatalog } from '@staffdesk/core';

/** The words of HR's e-payslip and BPJS report pages, loaded when one of them opens. */
export const payrollCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
