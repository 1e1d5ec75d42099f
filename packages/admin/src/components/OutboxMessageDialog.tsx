import { describeFailure } from '@staffdesk/core';
import { Banner, Button, DescriptionList, Dialog, formatDateTime, useToast } from '@staffdesk/ui';
import { type OutboxMessage, useRetryMail } from '../hooks/useEmail';
import { LinkifiedText } from './LinkifiedText';
import { MailStatusBadge } from './StatusBadges';

export const NO_SMTP_NOTE =
  'Staffdesk sends queued mail through its SMTP server. Without one (no SMTP_URL on the server), mail stays here in the outbox as Queued and is never sent; you can still read it here.';

export type OutboxMessageDialogProps = {
  message: OutboxMessage | null;
  onClose: () => void;
  /** Called with the mail as it is after a retry. */
  onChange: (message: OutboxMessage) => void;
  canRetry: boolean;
};

/** One mail in full: recipients, delivery state, last error, and the body with its links. */
export function OutboxMessageDialog({
  message,
  onClose,
  onChange,
  canRetry,
}: OutboxMessageDialogProps) {
  const { toast } = useToast();
  const retry = useRetryMail();

  async function retryNow() {
    if (!message) return;
    try {
      const updated = await retry.mutateAsync({ params: { path: { id: message.id } } });
      onChange(updated);
      toast({
        tone: 'success',
        title: 'Mail queued again',
        description: 'Staffdesk tries to send it in a moment.',
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: 'The mail was not queued',
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={message?.subject ?? ''}
      description={message ? `To ${message.to.join(', ')}` : undefined}
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          {message && canRetry && message.status !== 'sent' ? (
            <Button variant="primary" onClick={() => void retryNow()} loading={retry.isPending}>
              Retry
            </Button>
          ) : null}
        </>
      }
    >
      {message ? (
        <div className="sd-stack">
          {message.status === 'queued' && !message.sentAt ? (
            <Banner tone="info" title="Not sent yet">
              {NO_SMTP_NOTE}
            </Banner>
          ) : null}
          {message.status === 'failed' ? (
            <Banner tone="error" title="Sending failed">
              {message.lastError ?? 'The mail server refused the mail.'}
            </Banner>
          ) : null}
          <DescriptionList
            items={[
              { label: 'Status', value: <MailStatusBadge status={message.status} /> },
              { label: 'To', value: message.to.join(', ') },
              ...(message.cc.length > 0 ? [{ label: 'Cc', value: message.cc.join(', ') }] : []),
              { label: 'Subject', value: message.subject },
              { label: 'Event', value: <code>{message.templateKey}</code> },
              { label: 'Created', value: formatDateTime(message.createdAt), numeric: true },
              {
                label: 'Sent',
                value: message.sentAt ? formatDateTime(message.sentAt) : 'Not sent',
                numeric: true,
              },
              { label: 'Attempts', value: String(message.attempts), numeric: true },
              ...(message.nextAttemptAt && message.attempts > 0
                ? [
                    {
                      label: 'Next attempt',
                      value: formatDateTime(message.nextAttemptAt),
                      numeric: true,
                    },
                  ]
                : []),
              ...(message.lastError ? [{ label: 'Last error', value: message.lastError }] : []),
            ]}
          />
          <LinkifiedText text={message.body} label="Message body" />
        </div>
      ) : null}
    </Dialog>
  );
}
