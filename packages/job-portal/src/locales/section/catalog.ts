import type { MessageCatalog } from '@staffdesk/core';

/** The words of this package's section (title, menu), loaded with the shell. */
export const navigationCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
