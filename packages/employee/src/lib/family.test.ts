import { describe, expect, it } from 'vitest';
import { familyChanges, familyProposal } from './family';
import type { FamilyMember } from './types';

const BUDI: FamilyMember = {
  id: 'f1',
  kind: 'family',
  name: 'Budi Santoso',
  relationship: 'spouse',
  birthDate: '1993-02-11',
  nik: '3174011102930004',
  dependent: false,
};
const RARA: FamilyMember = {
  id: 'f2',
  kind: 'family',
  name: 'Rara',
  relationship: 'child',
  birthDate: '2021-05-01',
  nik: null,
  dependent: true,
};
const NEW_CHILD = {
  name: 'Dimas',
  relationship: 'child' as const,
  birthDate: '2026-10-02',
  nik: null,
  dependent: true,
};

describe('family requests', () => {
  it('proposes the whole family as it should be', () => {
    expect(familyProposal([BUDI], { action: 'add', member: NEW_CHILD }).members).toEqual([
      {
        id: 'f1',
        name: 'Budi Santoso',
        relationship: 'spouse',
        birthDate: '1993-02-11',
        nik: '3174011102930004',
        dependent: false,
      },
      NEW_CHILD,
    ]);
    expect(familyProposal([BUDI, RARA], { action: 'remove', id: 'f1' }).members).toEqual([
      {
        id: 'f2',
        name: 'Rara',
        relationship: 'child',
        birthDate: '2021-05-01',
        nik: null,
        dependent: true,
      },
    ]);
    expect(
      familyProposal([BUDI], { action: 'update', id: 'f1', member: { ...BUDI, dependent: true } })
        .members[0],
    ).toMatchObject({ id: 'f1', dependent: true });
  });

  it('reads what a request changes against the family when it was asked', () => {
    const current = { members: [BUDI, RARA] };
    const proposed = familyProposal([BUDI, RARA], { action: 'add', member: NEW_CHILD });
    expect(familyChanges(current, proposed)).toEqual([{ action: 'add', member: NEW_CHILD }]);
    const removed = familyProposal([BUDI, RARA], { action: 'remove', id: 'f2' });
    expect(familyChanges(current, removed)).toEqual([{ action: 'remove', member: RARA }]);
    const changed = familyProposal([BUDI, RARA], {
      action: 'update',
      id: 'f1',
      member: { ...BUDI, dependent: true },
    });
    expect(familyChanges(current, changed).map((change) => change.action)).toEqual(['change']);
  });
});
