import { type I18n, i18n, setupI18n } from '@lingui/core';
import { messages as english } from '../locales/en';

let englishOnly: I18n | undefined;

/**
 * The i18n for what can show outside `StaffdeskProvider` (the loading overlay, the chunk-error
 * view, the frame refusal, error messages made before a language is active): Lingui's own once a
 * language is active (core's messages always load with it), English from core's catalog before.
 */
export function standaloneI18n(): I18n {
  if (i18n.locale) return i18n;
  englishOnly ??= setupI18n({ locale: 'en', messages: { en: english } });
  return englishOnly;
}
