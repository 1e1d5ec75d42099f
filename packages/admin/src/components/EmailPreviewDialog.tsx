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
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title="Preview with sample data"
      description="How the mail reads when the event happens. The names, links and dates are samples."
      footer={<Button onClick={onClose}>Close preview</Button>}
    >
      {preview ? (
        <div className="sd-stack">
          <DescriptionList
            items={[
              { label: 'To', value: preview.to.join(', ') || '—' },
              { label: 'Cc', value: preview.cc.join(', ') || '—' },
              { label: 'Subject', value: preview.subject },
            ]}
          />
          <LinkifiedText text={preview.body} label="Preview body" />
        </div>
      ) : null}
    </Dialog>
  );
}
