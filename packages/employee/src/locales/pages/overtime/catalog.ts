import type { MessageCatalog } from '@staffdesk/core';

/** The words of my overtime pages (the dashboard and the form), loaded when one of them opens. */
export const overtimeCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
