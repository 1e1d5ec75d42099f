import type { MessageCatalog } from '../i18n/catalogs';

/** @staffdesk/core's own messages, one lazy module per language. */
export const coreCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
