import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '@staffdesk/ui';
import type { ChangeRequest } from '../hooks/types';
import { useRejectChangeRequest } from '../hooks/useChangeRequests';
import { CHANGE_REQUEST_PHRASE } from '../lib/labels';
import { ReasonDialog } from './ReasonDialog';

export type RejectDialogProps = {
  request: ChangeRequest;
  employeeName: string;
  onClose: () => void;
};

/** Rejects a change request; the reason is required and reaches the employee. */
export function RejectDialog({ request, employeeName, onClose }: RejectDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const reject = useRejectChangeRequest();
  const what = CHANGE_REQUEST_PHRASE[request.kind];
  return (
    <ReasonDialog
      title={t`Reject ${employeeName}’s ${what} change?`}
      description={t`Nothing changes on their record. They see your reason and may ask again.`}
      formLabel={t`Reject the request`}
      submitLabel={<Trans>Reject request</Trans>}
      field="reason"
      maxLength={500}
      onSend={async (reason) => {
        await reject.mutateAsync({ params: { path: { id: request.id } }, body: { reason } });
        toast({
          tone: 'success',
          title: t`Request rejected`,
          description: t`${employeeName}’s ${what} change stays as it was.`,
        });
      }}
      onClose={onClose}
    />
  );
}
