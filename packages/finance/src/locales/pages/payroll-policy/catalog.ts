import type { MessageCatalog } from '@staffdesk/core';

/** The words of the payroll policy pages (list and form), loaded when one opens. */
export const payrollPolicyCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
