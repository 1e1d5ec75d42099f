import { t } from '@lingui/core/macro';

/** One changed field of an audit entry: what it was and what it became. */
export type FieldChange = { field: string; before: string; after: string };

const NOTHING = '—';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a short, readable text: lists joined, booleans as Yes/No, nothing as a dash. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return NOTHING;
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? NOTHING : value.map((item) => describeValue(item)).join(', ');
  }
  return JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields that differ between an audit entry's `before` and `after` (either may be missing:
 * a creation has no before, a deletion no after). Objects are compared field by field; any
 * other value counts as one field named "value". Nothing to nothing (`[]` to missing) is no change.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields
      .filter((field) => !same(b[field], a[field]))
      .map((field) => ({ field, before: describeValue(b[field]), after: describeValue(a[field]) }))
      .filter((change) => change.before !== change.after);
  }
  if (same(before, after)) return [];
  return [{ field: 'value', before: describeValue(before), after: describeValue(after) }];
}
