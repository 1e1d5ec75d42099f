import { auditChanges } from '../lib/audit-diff';

/** An audit entry's changes, folded: "2 changes" opens to "field: before → after" lines. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="sd-text-muted">—</span>;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        {changes.length === 1 ? '1 change' : `${changes.length} changes`}
      </summary>
      <ul style={{ margin: 'var(--sd-space-2) 0 0', paddingLeft: 'var(--sd-space-4)' }}>
        {changes.map((change) => (
          <li key={change.field}>
            <strong>{change.field}</strong>: <span className="sd-visually-hidden">from </span>
            <del>{change.before}</del>
            <span aria-hidden="true">{' → '}</span>
            <span className="sd-visually-hidden"> to </span>
            <ins style={{ textDecoration: 'none' }}>{change.after}</ins>
          </li>
        ))}
      </ul>
    </details>
  );
}
