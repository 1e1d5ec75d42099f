import type { MessageCatalog } from '@staffdesk/core';

/** The words of the attendance page, loaded when one of those pages opens. */
export const attendanceCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
