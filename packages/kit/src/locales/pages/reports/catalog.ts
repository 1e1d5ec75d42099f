import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's period report words (filters, export, empty search): `PeriodReportPage` loads them when it
 * opens; the shell does not.
 */
export const kitReportsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
