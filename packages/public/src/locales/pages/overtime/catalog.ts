import type { MessageCatalog } from '@staffdesk/core';

/** The words of the PIC's overtime link and its printable form, loaded when they open. */
export const overtimeLinkCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
