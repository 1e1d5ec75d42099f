import { useCallback, useRef } from 'react';
import { useBlocker } from 'react-router';

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
 * Blocks navigation to another page (a different path) while `when` is true, until the user
 * decides: `leave()` goes on, `stay()` cancels. Needs a data router.
 */
export function useUnsavedChangesBlocker(when: boolean): UnsavedChangesBlocker {
  const allowed = useRef(false);
  const proceeding = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    proceeding.current = false;
    return when && !allowed.current && currentLocation.pathname !== nextLocation.pathname;
  });
  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return {
    blocked: blocker.state === 'blocked',
    stay: () => {
      if (!proceeding.current && blocker.state === 'blocked') blocker.reset();
    },
    leave: () => {
      if (blocker.state !== 'blocked') return;
      proceeding.current = true;
      blocker.proceed();
    },
    allowNavigation,
  };
}
