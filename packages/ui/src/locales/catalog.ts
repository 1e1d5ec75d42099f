import type { Messages } from '@lingui/core';

/** @staffdesk/ui's messages, one lazy module per language (see `MessageCatalog` in core). */
export const uiCatalog: Readonly<Record<'en' | 'id', () => Promise<{ messages: Messages }>>> = {
  en: () => import('./en'),
  id: () => import('./id'),
};
