import type { FamilyMember } from './types';

/** A family member as a change request carries it (`id` for one already on record). */
export type FamilyMemberInput = {
  id?: string;
  name: string;
  relationship: FamilyMember['relationship'];
  birthDate: string;
  nik: string | null;
  dependent: boolean;
};

const FIELDS = ['name', 'relationship', 'birthDate', 'nik', 'dependent'] as const;

/** A member on record as the input of a request (its `id` kept, other API fields left out). */
export function memberInput(member: FamilyMember | FamilyMemberInput): FamilyMemberInput {
  return {
    ...(member.id ? { id: member.id } : {}),
    name: member.name,
    relationship: member.relationship,
    birthDate: member.birthDate,
    nik: member.nik ?? null,
    dependent: member.dependent === true,
  };
}

/**
 * The `proposed` of a family request: the whole family as it should be (members with `id` are
 * changed, without are added, missing ones are removed).
 */
export function familyProposal(
  members: readonly FamilyMember[],
  change:
    | { action: 'add'; member: Omit<FamilyMemberInput, 'id'> }
    | { action: 'update'; id: string; member: Omit<FamilyMemberInput, 'id'> }
    | { action: 'remove'; id: string },
): { members: FamilyMemberInput[] } {
  const list = members.map(memberInput);
  if (change.action === 'add') return { members: [...list, memberInput(change.member)] };
  if (change.action === 'remove') {
    return { members: list.filter((member) => member.id !== change.id) };
  }
  return {
    members: list.map((member) =>
      member.id === change.id ? memberInput({ ...change.member, id: change.id }) : member,
    ),
  };
}

export type FamilyChange = { action: 'add' | 'change' | 'remove'; member: FamilyMemberInput };

function membersOf(value: unknown): FamilyMemberInput[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const members = (value as { members?: unknown }).members;
  return Array.isArray(members) ? (members as FamilyMemberInput[]) : null;
}

function differs(a: FamilyMemberInput, b: FamilyMemberInput): boolean {
  return FIELDS.some((field) => (a[field] ?? null) !== (b[field] ?? null));
}

/** What a family request changes, member by member, against the family when it was asked. */
export function familyChanges(current: unknown, proposed: unknown): FamilyChange[] {
  const after = membersOf(proposed) ?? [];
  const before = membersOf(current);
  if (!before) {
    return after.map((member) => ({ action: member.id ? 'change' : 'add', member }));
  }
  const changes: FamilyChange[] = [];
  for (const member of after) {
    const old = member.id ? before.find((candidate) => candidate.id === member.id) : undefined;
    if (!old) changes.push({ action: 'add', member });
    else if (differs(old, member)) changes.push({ action: 'change', member });
  }
  for (const old of before) {
    if (!after.some((member) => member.id === old.id))
      changes.push({ action: 'remove', member: old });
  }
  return changes;
}
