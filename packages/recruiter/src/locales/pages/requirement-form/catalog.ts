import type { MessageCatalog } from '@staffdesk/core';

/** The words of the requirement form, loaded when one of those pages opens. */
export const requirementFormCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
