import type { Messages } from '@lingui/core';
import type { LanguageCode } from '../languages';

/** @staffdesk/ui's messages, one lazy module per language (see `MessageCatalog` in core). */
export const uiCatalog: Readonly<Record<LanguageCode, () => Promise<{ messages: Messages }>>> = {
  en: () => import('./en'),
  id: () => import('./id'),
};
