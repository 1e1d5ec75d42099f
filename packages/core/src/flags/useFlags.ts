import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTokenStore } from '../session/useToken';
import { type Flags, readFlags } from './flags';

function cookieSnapshot(): string {
  return document.cookie;
}

/**
 * The permission flags from the cookies; read again when the token changes (sign-in sets the
 * cookies, sign-out clears them) and when the window regains focus.
 */
export function useFlags(): Flags {
  const store = useTokenStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = store.subscribe(onChange);
      window.addEventListener('focus', onChange);
      return () => {
        unsubscribe();
        window.removeEventListener('focus', onChange);
      };
    },
    [store],
  );
  const cookies = useSyncExternalStore(subscribe, cookieSnapshot, () => '');
  return useMemo(() => readFlags(cookies), [cookies]);
}
