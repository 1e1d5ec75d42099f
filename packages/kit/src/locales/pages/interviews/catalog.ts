import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's interview calendar words (recruiting's and business development's calendars). The
 * calendar pages load them when they open; the shell does not.
 */
export const kitInterviewsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
