import type { MessageCatalog } from '@staffdesk/core';

/** The words of the candidates, the CV database, activity and documents, loaded when one of those pages opens. */
export const candidatesCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
