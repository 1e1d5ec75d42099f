import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's overtime regulation words (the list, the form, methods and billing): the overtime pages
 * load them when they open (`OvertimePolicyListPage`, `OvertimePolicyFormPage` and
 * `OvertimeSchemeForm` do it themselves); the shell does not.
 */
export const kitOvertimeCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
