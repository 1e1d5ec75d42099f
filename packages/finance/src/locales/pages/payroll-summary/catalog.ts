import type { MessageCatalog } from '@staffdesk/core';

/** The words of the payroll summary page, loaded when it opens. */
export const payrollSummaryCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
