import type { MessageCatalog } from '@staffdesk/core';

/** The words of the PIC's timesheet link, loaded when it opens (not with sign-in). */
export const timesheetLinkCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
