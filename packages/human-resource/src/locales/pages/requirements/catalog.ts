import type { MessageCatalog } from '@staffdesk/core';

/** The words of HR's requirement pages, loaded when one opens. */
export const requirementsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
