import type { MessageCatalog } from '@staffdesk/core';

/** The words of HR's overtime pages, loaded when one of them opens. */
export const overtimeCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
