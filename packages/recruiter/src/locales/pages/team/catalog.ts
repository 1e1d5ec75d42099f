import type { MessageCatalog } from '@staffdesk/core';

/** The words of the team page, loaded when one of those pages opens. */
export const teamCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
