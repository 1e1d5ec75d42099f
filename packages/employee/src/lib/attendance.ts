import { t } from '@lingui/core/macro';

/** The month `YYYY-MM` of a date `YYYY-MM-DD`. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** `addMonths('2026-01', -1)` is `2025-12`. */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole minutes from one instant to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 60_000);
}

/** `9 h 15 min` / `9 j 15 mnt`; `45 min`; `0 min`. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t({ message: `${rest} min`, comment: 'a duration in minutes' });
  return t({ message: `${hours} h ${rest} min`, comment: 'a duration in hours and minutes' });
}
