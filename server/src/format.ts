import type { Locale } from './i18n/locale.js';

/** The Intl locale of each language: en-US writes `Sep` (en-GB would write `Sept`). */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', id: 'id-ID' };

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** `Jan` … `Dec` in English; `Jan` … `Des` (`Mei`, `Agu`, `Okt`) in Indonesian. */
function shortMonth(month: number, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'short', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  // Intl may add a full stop (`Sep.` in some data): the mail shows the bare abbreviation.
  return format.format(Date.UTC(2000, month - 1, 15)).replace(/\.$/, '');
}

const jakartaFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function jakartaParts(date: Date) {
  const parts = jakartaFormat.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: Number(get('month')),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * `21 Nov 2026, 14:05 WIB` (Indonesian: `21 Agu 2026, 14.05 WIB`): instants in mail and
 * documents, always in Asia/Jakarta.
 */
export function formatDateTimeWib(date: Date, locale: Locale = 'en'): string {
  const p = jakartaParts(date);
  const time = locale === 'id' ? `${p.hour}.${p.minute}` : `${p.hour}:${p.minute}`;
  return `${p.day} ${shortMonth(p.month, locale)} ${p.year}, ${time} WIB`;
}

/** `29 May 2026` (Indonesian: `29 Mei 2026`) for a `YYYY-MM-DD` day. */
export function formatDay(day: string, locale: Locale = 'en'): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return `${date} ${shortMonth(month, locale)} ${year}`;
}

/** `Rp 5.000.000`. */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(Math.round(amount))
    .toString()
    // eslint-disable-next-line regexp/no-super-linear-move -- the digits of a number (at most ~16), never outside text
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}
