import { t } from '@lingui/core/macro';

const jakartaHour = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Jakarta',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour (0-23) in Asia/Jakarta (WIB), whatever the browser's zone. */
export function hourInJakarta(now: Date): number {
  const hour = jakartaHour.formatToParts(now).find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}

/**
 * "Good morning, Ayu" before noon, "Good afternoon, Ayu" until 18:00, "Good evening, Ayu" after,
 * in WIB, in the language shown.
 */
export function greetingFor(now: Date, name: string): string {
  const hour = hourInJakarta(now);
  if (hour >= 4 && hour < 12) return t`Good morning, ${name}`;
  if (hour >= 12 && hour < 18) return t`Good afternoon, ${name}`;
  return t`Good evening, ${name}`;
}

/** The first word of a name ("Ayu" of "Ayu Lestari"); the name itself when it has one word. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
