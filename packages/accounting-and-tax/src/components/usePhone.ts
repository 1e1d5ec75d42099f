import { useSyncExternalStore } from 'react';

/** Where ui lays tables out as cards (its phone breakpoint). */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (tables are cards there); false without `matchMedia`. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches,
    () => false,
  );
}
