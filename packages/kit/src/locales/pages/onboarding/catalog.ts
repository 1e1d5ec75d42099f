import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's on-boarding words: the accepted offers, a candidate's joining info (the documents
 * checklist, creating the employee) and the candidates made employees. The on-boarding pages load
 * them when they open; the shell does not.
 */
export const kitOnboardingCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
