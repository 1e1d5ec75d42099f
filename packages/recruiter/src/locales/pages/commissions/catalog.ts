import type { MessageCatalog } from '@staffdesk/core';

/** The words of the commissions page, loaded when one of those pages opens. */
export const commissionsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
