import type { MessageCatalog } from '@staffdesk/core';

/** The words of my e-payslips page, loaded when it opens. */
export const payslipsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
