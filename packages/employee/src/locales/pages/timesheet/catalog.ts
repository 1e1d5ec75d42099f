import type { MessageCatalog } from '@staffdesk/core';

/** The words of the timesheet page, loaded when one of those pages opens. */
export const timesheetCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
