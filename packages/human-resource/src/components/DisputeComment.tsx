import { Trans } from '@lingui/react/macro';

/** The client PIC's comment on a day or a sheet, set apart so it is seen at a glance. */
export function DisputeComment({ comment }: { comment: string }) {
  return (
    <p
      className="sd-hr-dispute-comment"
      style={{
        margin: 0,
        padding: 'var(--sd-space-1) var(--sd-space-2)',
        borderRadius: 'var(--sd-radius-md)',
        border: '1px solid var(--sd-color-warning-border)',
        background: 'var(--sd-color-warning-bg)',
        color: 'var(--sd-color-warning-fg)',
        overflowWrap: 'anywhere',
      }}
    >
      <strong>
        <Trans>Client PIC:</Trans>
      </strong>{' '}
      {comment}
    </p>
  );
}
