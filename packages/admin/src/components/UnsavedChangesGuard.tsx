import { ConfirmDialog, useBeforeUnloadWarning } from '@staffdesk/ui';
import { useCallback, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Guards a form against leaving with unsaved changes: the browser asks before the tab closes, and
 * a dialog asks before another page opens. Call `allowNavigation()` right before navigating
 * away on purpose (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useBeforeUnloadWarning(dirty);
  const allowed = useRef(false);
  const proceeding = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    proceeding.current = false;
    return dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname;
  });
  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !proceeding.current && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes on this page are not saved. If you leave, they are lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      destructive
      onConfirm={() => {
        if (blocker.state !== 'blocked') return;
        proceeding.current = true;
        blocker.proceed();
      }}
    />
  );
  return { allowNavigation, dialog };
}
