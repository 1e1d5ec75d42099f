import type { MessageCatalog } from '@staffdesk/core';

/** The words of the calendar, loaded when one of those pages opens. */
export const calendarCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
