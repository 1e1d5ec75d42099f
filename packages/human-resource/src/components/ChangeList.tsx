import { Trans } from '@lingui/react/macro';
import { Stack } from '@staffdesk/ui';
import type { ChangeLine } from '../lib/changes';

/** Change lines as a small list: `Base salary: Rp 5.396.761 → Rp 6.000.000`. */
export function ChangeList({ lines }: { lines: ChangeLine[] }) {
  if (lines.length === 0) {
    return (
      <span className="sd-text-muted">
        <Trans>No change</Trans>
      </span>
    );
  }
  return (
    <Stack as="ul" gap={0}>
      {lines.map((line) => (
        <li key={line.key || 'value'} className="sd-num">
          {line.label ? <span className="sd-text-muted">{`${line.label}: `}</span> : null}
          {line.before === null ? line.after : `${line.before} → ${line.after}`}
        </li>
      ))}
    </Stack>
  );
}
