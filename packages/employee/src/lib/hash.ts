import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element the address's `#hash` names once the page has drawn it. */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'start' });
    }
  }, [ready, hash]);
}
