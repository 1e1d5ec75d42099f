import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's timesheet words (day kinds, states, the day dialog): a page that shows a timesheet loads
 * them with its own messages (`useCatalogs(kitTimesheetCatalog, …)`); the shell does not.
 */
export const kitTimesheetCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
