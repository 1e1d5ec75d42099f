import type { MessageCatalog } from '@staffdesk/core';

/** This package's messages, one lazy module per language. */
export const recruiterCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
