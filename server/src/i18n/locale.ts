/** The languages Staffdesk speaks: English and Indonesian. */
export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/**
 * The language of a reader Staffdesk does not know (an employee or candidate without a stored
 * choice, an address of nobody on record): Indonesian, the language of the people it serves.
 * `DEFAULT_LOCALE` stays the language of an API answer when the request names none.
 */
export const READER_LOCALE: Locale = 'id';

/** A stored or sent language tag as one of ours: `id`, `id-ID`, `in` → `id`; else `en`. */
export function toLocale(value: string | null | undefined): Locale {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'id' || primary === 'in' ? 'id' : 'en';
}

/**
 * The language of an `Accept-Language` header: the one of ours with the highest weight
 * (`id`/`in` → `id`, `en` → `en`; the first listed on a tie), `en` when it names neither.
 */
export function negotiateLocale(header: string | string[] | null | undefined): Locale {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { locale: Locale; q: number } | null = null;
  for (const part of text.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = (tag ?? '').trim().toLowerCase().split('-')[0];
    const locale: Locale | null =
      primary === 'id' || primary === 'in' ? 'id' : primary === 'en' ? 'en' : null;
    if (!locale) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name?.trim().toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** A value that reads differently per language (e.g. a decision in a mail). */
export type Localized = { readonly localized: Record<Locale, string> };

export function localized(texts: Record<Locale, string>): Localized {
  return { localized: texts };
}

export function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    'localized' in value &&
    typeof (value as Localized).localized === 'object'
  );
}
