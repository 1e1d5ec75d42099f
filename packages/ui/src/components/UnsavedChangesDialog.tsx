import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from './Dialog';

export interface UnsavedChangesDialogProps {
  /** Open while a navigation waits for the answer. */
  open: boolean;
  /** Stay on the page (cancel, Escape, closing the dialog). */
  onStay: () => void;
  /** Leave the page and lose the changes. */
  onLeave: () => void;
  /** Default "Leave without saving?". */
  title?: string;
  /** Default "Your changes on this page are not saved. If you leave, they are lost.". */
  description?: string;
  /** Default "Leave without saving". */
  leaveLabel?: string;
  /** Default "Stay on this page". */
  stayLabel?: string;
}

/**
 * Asks before leaving a page with unsaved changes: a destructive confirm to leave, focus on
 * "Stay on this page". Pair it with a router's blocker (`useUnsavedChangesBlocker` in core).
 */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
  title,
  description,
  leaveLabel,
  stayLabel,
}: UnsavedChangesDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={title ?? t`Leave without saving?`}
      description={
        description ?? t`Your changes on this page are not saved. If you leave, they are lost.`
      }
      confirmLabel={leaveLabel ?? t`Leave without saving`}
      cancelLabel={stayLabel ?? t`Stay on this page`}
      destructive
      onConfirm={() => {
        onLeave();
      }}
    />
  );
}
