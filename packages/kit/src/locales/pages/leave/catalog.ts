import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's leave decision words: the dialog that approves or rejects a leave request (the line
 * manager's team approvals, HR's approvals). The dialog loads them when it opens; the shell does
 * not.
 */
export const kitLeaveCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
