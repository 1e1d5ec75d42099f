import type { MessageCatalog } from '@staffdesk/core';

/** The words of the open vacancies and referrals, loaded when one of those pages opens. */
export const vacanciesCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
