import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's overtime words: regulations (the list, the form, methods and billing) and requests (states,
 * kinds of day, from–to, the request form). The overtime pages load them when they open
 * (`OvertimePolicyListPage` and `OvertimePolicyFormPage` do it themselves; the departments' and the
 * approver's overtime pages with their own words); the shell does not.
 */
export const kitOvertimeCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
