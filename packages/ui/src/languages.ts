/**
 * Each language named in itself (an endonym), the same whatever language is shown, with its
 * short code: what a language switch or a "language" select offers.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', short: 'EN' },
  { code: 'id', name: 'Bahasa Indonesia', short: 'ID' },
] as const;

/** The languages Staffdesk speaks (core's `StaffdeskLocale`). */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The languages as select options, each by its own name. */
export const LANGUAGE_OPTIONS: { value: LanguageCode; label: string }[] = LANGUAGES.map(
  (language) => ({ value: language.code, label: language.name }),
);
