import type { MessageCatalog } from '@staffdesk/core';

/** The words of HR's timesheet pages, loaded when one of them opens. */
export const timesheetsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
