import { Trans, useLingui } from '@lingui/react/macro';
import { dayLabel } from '@staffdesk/kit';
import { useToast } from '@staffdesk/ui';
import type { AttendanceCorrection } from '../hooks/types';
import { useDecideAttendanceCorrection } from '../hooks/useAttendanceCorrections';
import { ReasonDialog } from './ReasonDialog';

export type CorrectionRejectDialogProps = {
  correction: AttendanceCorrection;
  onClose: () => void;
};

/**
 * Rejects an attendance correction; the reason is required and reaches the employee. When someone
 * decided it first (409), says so and closes: the list is read again.
 */
export function CorrectionRejectDialog({ correction, onClose }: CorrectionRejectDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const decide = useDecideAttendanceCorrection();
  const name = correction.employeeName;
  const day = dayLabel(correction.workDate, 'short');
  return (
    <ReasonDialog
      title={t`Reject ${name}’s correction for ${day}?`}
      description={t`Their attendance stays as it was. They see your reason and may ask again.`}
      formLabel={t`Reject the correction`}
      submitLabel={<Trans>Reject correction</Trans>}
      field="comment"
      maxLength={1000}
      onSend={async (comment) => {
        await decide.mutateAsync({ id: correction.id, decision: 'reject', comment });
        toast({
          tone: 'success',
          title: t`Correction rejected`,
          description: t`${name}’s attendance on ${day} stays as it was.`,
        });
      }}
      onFailure={(failure) => {
        if (failure.status !== 409) return false;
        toast({ tone: 'error', title: t`Already decided`, description: failure.message });
        return true;
      }}
      onClose={onClose}
    />
  );
}
