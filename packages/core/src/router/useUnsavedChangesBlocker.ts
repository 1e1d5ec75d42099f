import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { isGuardedHistory } from './guarded-history';

/** A form's guard against leaving with unsaved changes; feed it to ui's `UnsavedChangesDialog`. */
export type UnsavedChangesBlocker = {
  /** A navigation to another page waits for the user's answer. */
  blocked: boolean;
  /** Cancels the waiting navigation. */
  stay: () => void;
  /** Lets the waiting navigation go on. */
  leave: () => void;
  /** Call right before navigating away on purpose (after a save): nothing is blocked after. */
  allowNavigation: () => void;
};

/**
 * Holds a navigation to another page (a different path) while `when` is true, until the user
 * decides: `leave()` goes on, `stay()` cancels. Needs the router to navigate a guarded history
 * (`GuardedBrowserRouter`, or `guardHistory` in tests); under any other router it holds nothing.
 */
export function useUnsavedChangesBlocker(when: boolean): UnsavedChangesBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const allowed = useRef(false);
  const dirty = useRef(when);
  dirty.current = when;

  useEffect(() => {
    if (!isGuardedHistory(navigator)) return;
    return navigator.guard(({ from, to, proceed }) => {
      if (!dirty.current || allowed.current || from === to) return false;
      setWaiting(() => proceed);
      return true;
    });
  }, [navigator]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return {
    blocked: waiting !== null,
    stay: () => setWaiting(null),
    leave: () => {
      if (!waiting) return;
      setWaiting(null);
      waiting();
    },
    allowNavigation,
  };
}
