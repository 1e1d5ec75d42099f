import type { MainSchema } from '@staffdesk/api';

/** A language Staffdesk speaks: a user's `preferredLanguage`. */
export type StaffdeskLocale = MainSchema<'UserDetail'>['preferredLanguage'];

/** The languages Staffdesk speaks: English (the source) and Bahasa Indonesia. */
export const STAFFDESK_LOCALES: readonly StaffdeskLocale[] = ['en', 'id'];

export function isStaffdeskLocale(value: unknown): value is StaffdeskLocale {
  return value === 'en' || value === 'id';
}

/**
 * The first of a reader's languages (an `Accept-Language` header or `navigator.languages`) that
 * Staffdesk speaks, by primary subtag (`id-ID` → `id`, `en-GB` → `en`); `fallback` when none is.
 */
export function negotiateLocale(
  preferences: string | readonly string[] | undefined,
  fallback: StaffdeskLocale = 'en',
): StaffdeskLocale {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => part.split(';')[0]?.trim() ?? '')
          .filter(Boolean)
      : (preferences ?? []);
  for (const tag of list) {
    const primary = tag.toLowerCase().split('-')[0];
    // `in` is the old ISO code for Indonesian that some Android browsers still send.
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return fallback;
}

const CHOSEN_LOCALE_KEY = 'staffdesk.locale';

/** The language this browser's reader last chose with the switch, if any. */
export function readChosenLocale(): StaffdeskLocale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(CHOSEN_LOCALE_KEY);
    return isStaffdeskLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the reader's choice for the next signed-out page in this browser. */
export function rememberChosenLocale(locale: StaffdeskLocale): void {
  try {
    globalThis.localStorage?.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
}
