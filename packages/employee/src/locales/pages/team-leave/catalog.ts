import type { MessageCatalog } from '@staffdesk/core';

/** The words of the team leave approval page, loaded when it opens. */
export const teamLeaveCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
