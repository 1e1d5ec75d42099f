import { Trans } from '@lingui/react/macro';

/**
 * The client PIC's comment on a day or a whole sheet, set apart so it is seen at a glance (also
 * on a phone, in a table cell or inside a banner).
 */
export function DisputeComment({ comment }: { comment: string }) {
  return (
    <p
      style={{
        margin: 0,
        padding: 'var(--sd-space-2) var(--sd-space-3)',
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
