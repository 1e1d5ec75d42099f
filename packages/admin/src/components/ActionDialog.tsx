import { Trans } from '@lingui/react/macro';
import { Banner, Button, Dialog } from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';

export type ActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question that names the action: "Disable Rina Wulandari?" */
  title: string;
  /** What happens, and whether it can be undone. */
  description: ReactNode;
  /** The confirm button says what happens: "Disable user". */
  confirmLabel: string;
  destructive?: boolean;
  /** Runs the action; the dialog closes when it resolves and stays open when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** Why the server refused, shown in the dialog. */
  error?: string | null;
};

/**
 * Confirms a reversible action (disable, enable) in a dialog whose confirm button repeats the
 * action's name. Destructive actions that cannot be undone use `ConfirmDialog` with the name typed.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
  error,
}: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stays open: the caller shows the server's message through `error`.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      size="sm"
      title={title}
      description={description}
      hideClose={busy}
      footer={
        <>
          <Button onClick={() => change(false)} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Banner tone="error">{error}</Banner> : null}
    </Dialog>
  );
}
