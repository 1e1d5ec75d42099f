import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { Button, useToast } from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';

export type ExportButtonProps = {
  /** Makes and downloads the file (a mutation's `mutateAsync`); a rejection shows the toast. */
  onExport: () => Promise<unknown>;
  /** E.g. while the list is empty. */
  disabled?: boolean;
  /** Default: "Export to Excel". */
  children?: ReactNode;
};

/** "Export to Excel": busy while the file is made; a failure shows the one "export failed" toast. */
export function ExportButton({ onExport, disabled, children }: ExportButtonProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The export failed`,
        description: describeFailure(error).message,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void run()} loading={busy} disabled={disabled}>
      {children ?? <Trans>Export to Excel</Trans>}
    </Button>
  );
}
