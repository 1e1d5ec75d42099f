import type { MessageCatalog } from '@staffdesk/core';

/** The words of the work and supporting information pages, loaded when one of those pages opens. */
export const workCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
