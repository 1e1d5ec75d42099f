import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DescriptionList, Dialog } from '@staffdesk/ui';
import type { EmailPreview } from '../hooks/useEmail';
import { LinkifiedText } from './LinkifiedText';

/** A template rendered with the event's sample data: recipients, subject and body. */
export function EmailPreviewDialog({
  preview,
  onClose,
}: {
  preview: EmailPreview | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t`Preview with sample data`}
      description={t`How the mail reads when the event happens. The names, links and dates are samples.`}
      footer={
        <Button onClick={onClose}>
          <Trans>Close preview</Trans>
        </Button>
      }
    >
      {preview ? (
        <div className="sd-stack">
          <DescriptionList
            items={[
              { label: t`To`, value: preview.to.join(', ') || '—' },
              { label: t`Cc`, value: preview.cc.join(', ') || '—' },
              { label: t`Subject`, value: preview.subject },
            ]}
          />
          <LinkifiedText text={preview.body} label={t`Preview body`} />
        </div>
      ) : null}
    </Dialog>
  );
}
