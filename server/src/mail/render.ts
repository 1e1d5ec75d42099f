import { formatDateTimeWib, formatDay } from '../format.js';
import { isLocalized, type Locale } from '../i18n/locale.js';

const VARIABLE = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;

function lookup(values: Record<string, unknown>, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || isLocalized(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Replaces `{{a.b}}` with its value in the mail's language: an instant (Date) as
 * `21 Nov 2026, 14:05 WIB` (`21 Agu 2026, 14.05 WIB`), a calendar day (`2026-12-07`) as
 * `7 Dec 2026` (`7 Des 2026`), a `localized(...)` value in that language; a missing value becomes
 * an empty string.
 */
export function renderTemplate(
  text: string,
  values: Record<string, unknown>,
  locale: Locale = 'en',
): string {
  return text.replace(VARIABLE, (_, path: string) => {
    const value = lookup(values, path);
    if (value === undefined || value === null) return '';
    if (value instanceof Date) return formatDateTimeWib(value, locale);
    if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatDay(value, locale);
    if (isLocalized(value)) return value.localized[locale];
    return String(value);
  });
}

/** The variables a text uses that the event does not offer. */
export function unknownVariables(text: string, offered: string[]): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) {
    if (!offered.includes(match[1]!)) unknown.add(match[1]!);
  }
  return [...unknown];
}

/** Addresses from a to/cc rule after rendering: comma or semicolon separated. */
export function addressesOf(rendered: string): string[] {
  return rendered
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}
