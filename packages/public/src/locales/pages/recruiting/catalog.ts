import type { MessageCatalog } from '@staffdesk/core';

/**
 * The words of the recruiting links (the PIC's CV list, CV answer and interview feedback, the
 * candidate's confirmation and answer, their thank-you page), loaded when one of them opens.
 */
export const recruitingCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
