import type { ClockInput } from './types';

/** How long the clock waits for the browser's position before clocking without it. */
export const POSITION_TIMEOUT_MS = 10_000;

export type Position = { where: ClockInput; shared: boolean };

/**
 * Where the browser says the device is, or `{}` when it will not tell (no permission, no
 * geolocation, a time-out): clocking never waits on it for more than `timeoutMs`.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = POSITION_TIMEOUT_MS,
): Promise<Position> {
  if (!geolocation) return Promise.resolve({ where: {}, shared: false });
  return new Promise((resolve) => {
    const fallback = setTimeout(() => resolve({ where: {}, shared: false }), timeoutMs + 500);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(fallback);
        resolve({
          where: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: Math.round(coords.accuracy),
          },
          shared: true,
        });
      },
      () => {
        clearTimeout(fallback);
        resolve({ where: {}, shared: false });
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** A map of a position (no key needed to open it); shown only when the company set a maps key. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
