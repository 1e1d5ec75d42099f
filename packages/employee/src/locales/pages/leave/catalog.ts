import type { MessageCatalog } from '@staffdesk/core';

/** The words of the leave dashboard, loaded when one of those pages opens. */
export const leaveCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
