import { describeFailure } from '@staffdesk/core';
import { ConfirmDialog, type ConfirmDialogProps } from '@staffdesk/ui';
import { useState } from 'react';

export type ConfirmActionDialogProps = Omit<ConfirmDialogProps, 'onOpenChange' | 'error'> & {
  /** Closes the dialog (Cancel, Escape, or once `onConfirm` has succeeded). */
  onClose: () => void;
};

/**
 * A confirmation whose action can fail on the server: while `onConfirm` runs the dialog waits;
 * when it throws, the failure shows in the dialog in the server's words and the dialog stays
 * open to try again; closing it clears the failure.
 */
export function ConfirmActionDialog({ onClose, onConfirm, ...props }: ConfirmActionDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      {...props}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      error={error}
      onConfirm={async () => {
        setError(null);
        try {
          await onConfirm();
        } catch (failure) {
          setError(describeFailure(failure).message);
          throw failure;
        }
      }}
    />
  );
}
