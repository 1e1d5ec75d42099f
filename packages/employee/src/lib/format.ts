import { formatDate, formatMoney } from '@staffdesk/ui';

/** A day as `21 Nov 2026`, or '' when there is none. */
export function formatDay(value: string | null | undefined): string {
  return value ? formatDate(value) : '';
}

/** Whole rupiah as `Rp 5.000.000`, or '' when there is none. */
export function formatRupiah(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : formatMoney(value);
}
