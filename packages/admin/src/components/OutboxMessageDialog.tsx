import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { Banner, Button, DescriptionList, Dialog, formatDateTime, useToast } from '@staffdesk/ui';
import { type OutboxMessage, useRetryMail } from '../hooks/useEmail';
import { LinkifiedText } from './LinkifiedText';
import { MailStatusBadge } from './StatusBadges';

export const NO_SMTP_NOTE = msg`Staffdesk sends queued mail through its SMTP server. Without one (no SMTP_URL on the server), mail stays here in the outbox as Queued and is never sent; you can still read it here.`;

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
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const retry = useRetryMail();

  async function retryNow() {
    if (!message) return;
    try {
      const updated = await retry.mutateAsync({ params: { path: { id: message.id } } });
      onChange(updated);
      toast({
        tone: 'success',
        title: t`Mail queued again`,
        description: t`Staffdesk tries to send it in a moment.`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The mail was not queued`,
        description: describeFailure(error).message,
      });
    }
  }

  const recipients = message?.to.join(', ');
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={message?.subject ?? ''}
      description={message ? t`To ${recipients}` : undefined}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {message && canRetry && message.status !== 'sent' ? (
            <Button variant="primary" onClick={() => void retryNow()} loading={retry.isPending}>
              <Trans>Retry</Trans>
            </Button>
          ) : null}
        </>
      }
    >
      {message ? (
        <div className="sd-stack">
          {message.status === 'queued' && !message.sentAt ? (
            <Banner tone="info" title={t`Not sent yet`}>
              {i18n._(NO_SMTP_NOTE)}
            </Banner>
          ) : null}
          {message.status === 'failed' ? (
            <Banner tone="error" title={t`Sending failed`}>
              {message.lastError ?? t`The mail server refused the mail.`}
            </Banner>
          ) : null}
          <DescriptionList
            items={[
              { label: t`Status`, value: <MailStatusBadge status={message.status} /> },
              { label: t`To`, value: message.to.join(', ') },
              ...(message.cc.length > 0 ? [{ label: t`Cc`, value: message.cc.join(', ') }] : []),
              { label: t`Subject`, value: message.subject },
              { label: t`Event`, value: <code>{message.templateKey}</code> },
              { label: t`Created`, value: formatDateTime(message.createdAt), numeric: true },
              {
                label: t({ message: 'Sent', context: 'when the mail was sent' }),
                value: message.sentAt ? formatDateTime(message.sentAt) : t`Not sent`,
                numeric: true,
              },
              { label: t`Attempts`, value: String(message.attempts), numeric: true },
              ...(message.nextAttemptAt && message.attempts > 0
                ? [
                    {
                      label: t`Next attempt`,
                      value: formatDateTime(message.nextAttemptAt),
                      numeric: true,
                    },
                  ]
                : []),
              ...(message.lastError ? [{ label: t`Last error`, value: message.lastError }] : []),
            ]}
          />
          <LinkifiedText text={message.body} label={t`Message body`} />
        </div>
      ) : null}
    </Dialog>
  );
}
