import { useUnsavedChangesBlocker } from '@staffdesk/core';
import { UnsavedChangesDialog, useBeforeUnloadWarning } from '@staffdesk/ui';

/**
 * Guards a form against leaving with unsaved changes: the browser asks before the tab closes, and
 * a dialog asks before another page opens. Call `allowNavigation()` right before navigating
 * away on purpose (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useBeforeUnloadWarning(dirty);
  const { blocked, stay, leave, allowNavigation } = useUnsavedChangesBlocker(dirty);
  const dialog = <UnsavedChangesDialog open={blocked} onStay={stay} onLeave={leave} />;
  return { allowNavigation, dialog };
}
