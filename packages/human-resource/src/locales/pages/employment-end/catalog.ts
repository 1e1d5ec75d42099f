import type { MessageCatalog } from '@staffdesk/core';

/** The words of ending an employee's employment, loaded with the employee's page. */
export const employmentEndCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
