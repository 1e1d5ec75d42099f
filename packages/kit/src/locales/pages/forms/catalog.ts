import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's form words: what a field's value breaks ("At most 200 characters.") and the entity
 * form's buttons. `EntityFormPage` (or `FormMessages`) loads them when a form opens; the shell
 * does not.
 */
export const kitFormsCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
