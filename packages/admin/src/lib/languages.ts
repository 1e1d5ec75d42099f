import type { MainSchema } from '@staffdesk/api';

export type PreferredLanguage = MainSchema<'UserDetail'>['preferredLanguage'];

/** Each language by its own name, the same whatever language is shown: never translated. */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name, the same in every language */
export const LANGUAGE_NAMES: Readonly<Record<PreferredLanguage, string>> = {
  en: 'English',
  id: 'Bahasa Indonesia',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The languages for a select, each by its own name. */
export const LANGUAGE_OPTIONS = (Object.keys(LANGUAGE_NAMES) as PreferredLanguage[]).map(
  (value) => ({
    value,
    label: LANGUAGE_NAMES[value],
  }),
);
