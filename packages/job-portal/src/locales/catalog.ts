import type { MessageCatalog } from '@staffdesk/core';

/** This package's messages, one lazy module per language. */
export const jobPortalCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
