import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges(
        { name: 'Rina', roles: ['HR'], status: 'active' },
        { name: 'Rina Wulandari', roles: ['HR', 'Finance'], status: 'active' },
      ),
    ).toEqual([
      { field: 'name', before: 'Rina', after: 'Rina Wulandari' },
      { field: 'roles', before: 'HR', after: 'HR, Finance' },
    ]);
  });

  it('shows a creation and a deletion against nothing', () => {
    expect(auditChanges(null, { enabled: true })).toEqual([
      { field: 'enabled', before: '—', after: 'Yes' },
    ]);
    expect(auditChanges({ sections: [] }, null)).toEqual([]);
    expect(auditChanges({ name: 'Auditor' }, undefined)).toEqual([
      { field: 'name', before: 'Auditor', after: '—' },
    ]);
  });

  it('treats plain values as one field', () => {
    expect(auditChanges('queued', 'failed')).toEqual([
      { field: 'value', before: 'queued', after: 'failed' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
