import type { MessageCatalog } from '@staffdesk/core';

/** The words of the general pages other than home (users and roles, the account, mails). */
export const manageCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
