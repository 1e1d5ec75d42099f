import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { auditChanges } from '../lib/audit-diff';

/** An audit entry's changes, folded: "2 changes" opens to "field: before → after" lines. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useLingui();
  const changes = auditChanges(before, after);
  const count = changes.length;
  if (changes.length === 0) return <span className="sd-text-muted">—</span>;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        {t`${plural(count, { one: '# change', other: '# changes' })}`}
      </summary>
      <ul style={{ margin: 'var(--sd-space-2) 0 0', paddingLeft: 'var(--sd-space-4)' }}>
        {changes.map(({ field, before: was, after: now }) => (
          <li key={field}>
            <Trans>
              <strong>{field}</strong>: <span className="sd-visually-hidden">from </span>
              <del>{was}</del>
              <span aria-hidden="true"> → </span>
              <span className="sd-visually-hidden"> to </span>
              <ins style={{ textDecoration: 'none' }}>{now}</ins>
            </Trans>
          </li>
        ))}
      </ul>
    </details>
  );
}
