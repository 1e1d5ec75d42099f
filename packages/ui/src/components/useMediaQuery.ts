import { useSyncExternalStore } from 'react';

/** Whether a media query matches; false where `matchMedia` is missing (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones and small tablets: the layout switches to a drawer and stacked headers. */
export const PHONE_QUERY = '(max-width: 767.98px)';
