/**
 * Formatting for money, numbers, dates and times, fixed to Staffdesk's conventions whatever the
 * browser's locale or time zone: `Rp 5.000.000`, `1.234,5`, `21 Nov 2026`, `21 Nov 2026, 14:05`
 * (24-hour, Asia/Jakarta). Month and day names follow the language Staffdesk shows (`7 Dec 2026`
 * in English, `7 Des 2026` in Indonesian); money and numbers are written the Indonesian way in both.
 */
import { i18n } from '@lingui/core';

/** The zone every business date and deadline is reckoned in (WIB, UTC+7). */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

/** The Intl locale for the language shown: `id-ID` for Indonesian, else `en-US` (`Sep`, not `Sept`). */
export function intlLocale(): string {
  return i18n.locale === 'id' ? 'id-ID' : 'en-US';
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

function nameFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    nameFormats.set(key, format);
  }
  return format;
}

/** A month's name in the language shown: `monthName(12)` is `Dec` / `Des`; `'long'`: `December` / `Desember`. */
export function monthName(month: number, style: 'short' | 'long' = 'short'): string {
  return nameFormat({ month: style })
    .format(Date.UTC(2026, month - 1, 15))
    .replace('.', '');
}

/** A weekday's name, 0 = Sunday: `weekdayName(1)` is `Mon` / `Sen`; `'long'`: `Monday` / `Senin`. */
export function weekdayName(day: number, style: 'short' | 'long' = 'short'): string {
  // 4 Jan 2026 was a Sunday.
  return nameFormat({ weekday: style }).format(Date.UTC(2026, 0, 4 + day));
}

/** The rupiah's symbol, the same in every language. */
export const RUPIAH = 'Rp';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A number or an integer string; money from the API is integer rupiah. */
export type NumericInput = number | bigint | string;

/** Anything that names a day or an instant: a `Date`, epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

const groupedInteger = new Intl.NumberFormat('en-US', {
  useGrouping: true,
  maximumFractionDigits: 0,
});

function toFiniteNumberOrBigInt(value: NumericInput): number | bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return BigInt(text);
  const parsed = Number(text);
  return text !== '' && Number.isFinite(parsed) ? parsed : null;
}

/** Builds the string from Intl parts with '.' for thousands and ',' for decimals. */
function fromParts(parts: Intl.NumberFormatPart[]): string {
  return parts
    .map((part) => {
      if (part.type === 'group') return '.';
      if (part.type === 'decimal') return ',';
      if (part.type === 'minusSign' || part.type === 'plusSign') return '';
      return part.value;
    })
    .join('');
}

function isNegative(value: number | bigint): boolean {
  return typeof value === 'bigint' ? value < 0n : value < 0;
}

function abs(value: number | bigint): number | bigint {
  if (typeof value === 'bigint') return value < 0n ? -value : value;
  return Math.abs(value);
}

/**
 * Rupiah without decimals: `formatMoney(1500000) === 'Rp 1.500.000'`,
 * `formatMoney(-1500000) === '-Rp 1.500.000'`. Fractions are rounded to whole rupiah, unless
 * `decimals` asks for sen: `formatMoney(28901.734, { decimals: 2 }) === 'Rp 28.901,73'`.
 * Returns '' for input that is not a number.
 */
export function formatMoney(value: NumericInput, options: { decimals?: number } = {}): string {
  const amount = toFiniteNumberOrBigInt(value);
  if (amount === null) return '';
  if (options.decimals && typeof amount === 'number') {
    // Sen shown as the law's sums carry them before rounding: `Rp 28.901,73`.
    const text = formatNumber(Math.abs(amount), { decimals: options.decimals });
    return `${amount < 0 && /[1-9]/.test(text) ? '-' : ''}${RUPIAH} ${text}`;
  }
  const rounded = typeof amount === 'number' ? Math.round(amount) : amount;
  const digits = fromParts(groupedInteger.formatToParts(abs(rounded)));
  return `${isNegative(rounded) ? '-' : ''}${RUPIAH} ${digits}`;
}

export interface FormatNumberOptions {
  /** Fixed number of decimals (default 0 for integers, up to 2 otherwise). */
  decimals?: number;
}

/**
 * A plain number the Indonesian way: `formatNumber(1234567) === '1.234.567'`,
 * `formatNumber(1234.5) === '1.234,5'`. Returns '' for input that is not a number.
 */
export function formatNumber(value: NumericInput, options: FormatNumberOptions = {}): string {
  const number = toFiniteNumberOrBigInt(value);
  if (number === null) return '';
  const formatter = new Intl.NumberFormat('en-US', {
    useGrouping: true,
    minimumFractionDigits: options.decimals ?? 0,
    maximumFractionDigits: options.decimals ?? 2,
  });
  const text = fromParts(formatter.formatToParts(abs(number)));
  const negative = /[1-9]/.test(text) && isNegative(number);
  return `${negative ? '-' : ''}${text}`;
}

const jakartaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function partsOfInstant(date: Date): CalendarParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of jakartaParts.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

/** Reads a value as calendar parts in Jakarta; 'YYYY-MM-DD' is taken as that day, unshifted. */
function toCalendarParts(value: DateInput): CalendarParts | null {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year, month, day] = match;
      const parts = {
        year: Number(year),
        month: Number(month),
        day: Number(day),
        hour: 0,
        minute: 0,
      };
      return parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= 31
        ? parts
        : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return partsOfInstant(date);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A day as `21 Nov 2026`. A 'YYYY-MM-DD' string is that calendar day (never shifted); an instant
 * (`Date`, epoch ms, ISO date-time) is shown as its day in Asia/Jakarta. Returns '' when invalid.
 */
export function formatDate(value: DateInput): string {
  const parts = toCalendarParts(value);
  if (!parts) return '';
  return `${parts.day} ${monthName(parts.month)} ${parts.year}`;
}

/** A month of a year: `formatMonthYear('2026-12-01')` is `December 2026` / `Desember 2026`. */
export function formatMonthYear(value: DateInput): string {
  const parts = toCalendarParts(value);
  if (!parts) return '';
  return `${monthName(parts.month, 'long')} ${parts.year}`;
}

/** An instant as `21 Nov 2026, 14:05`: 24-hour clock, Asia/Jakarta (WIB). '' when invalid. */
export function formatDateTime(value: DateInput): string {
  const parts = toCalendarParts(value);
  if (!parts) return '';
  return `${formatDate(value)}, ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** An instant's time of day as `14:05` in Asia/Jakarta. '' when invalid. */
export function formatTime(value: DateInput): string {
  const parts = toCalendarParts(value);
  if (!parts) return '';
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** The Jakarta calendar day of an instant as 'YYYY-MM-DD' (what a date input and the API use). */
export function toBusinessDate(value: DateInput = new Date()): string {
  const parts = toCalendarParts(value);
  if (!parts) return '';
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}
