import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { Button, useToast } from '@staffdesk/ui';
import { Download } from 'lucide-react';
import { isSettled, type PayrollRun } from './payroll';
import { useDownloadBankFile } from './usePayroll';

export type BankFileButtonProps = {
  run: Pick<PayrollRun, 'id' | 'period' | 'state'>;
  /**
   * After a download: how many payslips the file leaves out (no bank account, or a net of zero or
   * below), as the pay dialog lists them.
   */
  onDownloaded: (leftOut: number) => void;
};

/**
 * "Bank file (CSV)": downloads the bulk transfer file of an approved, paid or closed run (nothing
 * before approval, when the net pay may still change); a failure says why in a toast.
 */
export function BankFileButton({ run, onDownloaded }: BankFileButtonProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const download = useDownloadBankFile();
  if (!isSettled(run.state)) return null;

  async function save() {
    try {
      const missing = await download.mutateAsync(run);
      toast({ tone: 'success', title: t`Bank file downloaded` });
      onDownloaded(missing);
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The bank file could not be downloaded`,
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <Button onClick={() => void save()} loading={download.isPending}>
      <Download aria-hidden="true" size={16} />
      <Trans>Bank file (CSV)</Trans>
    </Button>
  );
}
