import type { MessageCatalog } from '@staffdesk/core';

/** The words of the recruiting report, loaded when one of those pages opens. */
export const reportCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
