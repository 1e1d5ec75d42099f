import { formatDate, weekdayName } from '@staffdesk/ui';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day `YYYY-MM-DD` with its weekday, in the language shown: `Tuesday, 3 Nov 2026` /
 * `Selasa, 3 Nov 2026`; with `'short'` (tables), `Tue, 3 Nov 2026` / `Sel, 3 Nov 2026`. Text that
 * is not such a day is only formatted as a date.
 */
export function dayLabel(date: string, weekday: 'long' | 'short' = 'long'): string {
  const match = DATE_ONLY.exec(date);
  if (!match) return formatDate(date);
  const midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return `${weekdayName(new Date(midnight).getUTCDay(), weekday)}, ${formatDate(date)}`;
}
