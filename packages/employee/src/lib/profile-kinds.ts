import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { EmployeeProfileForm } from '@staffdesk/core';
import { textOf } from '@staffdesk/core';
import { isValidNik, labelOf, NIK_MESSAGE } from '@staffdesk/kit';
import { formatDate } from '@staffdesk/ui';
import type { FieldSpec } from './fields';
import { EDUCATION_LEVEL_LABELS, FAMILY_RELATIONSHIP_LABELS, PROFICIENCY_LABELS } from './labels';
import type { ProfileKind } from './types';

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: unknown) => typeof value !== 'string' || value === '';

const PHONE_RULES = {
  validate: (value: unknown) =>
    blank(value) ||
    PHONE.test(String(value)) ||
    t`Enter a phone number of digits, like +62 812 3456 7890.`,
};
const EMAIL_RULES = {
  validate: (value: unknown) =>
    blank(value) || EMAIL.test(String(value)) || t`Enter an email like name@example.com.`,
};
const NIK_RULES = {
  validate: (value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || isValidNik(value) || textOf(NIK_MESSAGE),
};

/** The card list and the form of one profile sub-form. */
export type ProfileKindConfig = {
  /** The API's kind (`/me/employee/profile/{kind}`). */
  kind: ProfileKind;
  /** The route's sub-form name (`/employee/profile/{form}/...`). */
  form: EmployeeProfileForm;
  /** The section title: "Languages". */
  title: MessageDescriptor;
  /** One item in a sentence, in lower case: "language". */
  noun: MessageDescriptor;
  /** The id of the section on the profile page (for `#languages`). */
  anchor: string;
  /** What the empty list says. */
  empty: MessageDescriptor;
  fields: FieldSpec[];
  /** The item's name in one line ("English"), for lists and confirmations. */
  name: (item: Record<string, unknown>) => string;
  /** A second line ("Fluent"). */
  detail: (item: Record<string, unknown>) => string;
};

const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');
/** `2019 – 2023`, or `2019 – now` while it lasts. */
const span = (start: string, end: string) =>
  start ? `${start} – ${end || t({ message: 'now', context: 'until now, in a date range' })}` : end;

function born(value: unknown): string {
  if (!value) return '';
  const date = formatDate(text(value));
  return t`Born ${date}`;
}

export const PROFILE_KINDS: Readonly<Record<ProfileKind, ProfileKindConfig>> = {
  languages: {
    kind: 'languages',
    form: 'language',
    title: msg`Languages`,
    noun: msg`language`,
    anchor: 'languages',
    empty: msg`No languages yet.`,
    fields: [
      { name: 'language', label: msg`Language`, type: 'text', required: true, maxLength: 60 },
      {
        name: 'proficiency',
        label: msg`Proficiency`,
        type: 'select',
        required: true,
        labels: PROFICIENCY_LABELS,
      },
    ],
    name: (item) => text(item.language),
    detail: (item) => labelOf(PROFICIENCY_LABELS, item.proficiency),
  },
  experiences: {
    kind: 'experiences',
    form: 'experience',
    title: msg`Work experience`,
    noun: msg`work experience`,
    anchor: 'experience',
    empty: msg`No work experience yet.`,
    fields: [
      { name: 'company', label: msg`Company`, type: 'text', required: true, maxLength: 120 },
      {
        name: 'position',
        label: msg({ message: 'Position', context: 'job title' }),
        type: 'text',
        required: true,
        maxLength: 120,
      },
      { name: 'startDate', label: msg`Start date`, type: 'date', required: true },
      {
        name: 'endDate',
        label: msg`End date`,
        type: 'date',
        nullable: true,
        description: msg`Leave empty if you still work there.`,
      },
      { name: 'description', label: msg`What you did`, type: 'textarea', maxLength: 2000 },
    ],
    name: (item) => join(text(item.position), text(item.company)),
    detail: (item) =>
      span(
        item.startDate ? formatDate(text(item.startDate)) : '',
        item.endDate ? formatDate(text(item.endDate)) : '',
      ),
  },
  references: {
    kind: 'references',
    form: 'reference',
    title: msg`References`,
    noun: msg`reference`,
    anchor: 'references',
    empty: msg`No references yet.`,
    fields: [
      { name: 'name', label: msg`Name`, type: 'text', required: true, maxLength: 120 },
      {
        name: 'relationship',
        label: msg`Relationship`,
        type: 'text',
        required: true,
        maxLength: 60,
        description: msg`Like former manager or lecturer.`,
      },
      { name: 'company', label: msg`Company`, type: 'text', maxLength: 120 },
      { name: 'phone', label: msg`Phone`, type: 'tel', rules: PHONE_RULES },
      { name: 'email', label: msg`Email`, type: 'email', rules: EMAIL_RULES, maxLength: 254 },
    ],
    name: (item) => text(item.name),
    detail: (item) => join(text(item.relationship), text(item.company), text(item.phone)),
  },
  educations: {
    kind: 'educations',
    form: 'education',
    title: msg({ message: 'Education', context: 'profile section' }),
    noun: msg({ message: 'education', context: 'one item of a profile list, lower case' }),
    anchor: 'education',
    empty: msg`No education yet.`,
    fields: [
      {
        name: 'level',
        label: msg({ message: 'Level', context: 'education level' }),
        type: 'select',
        required: true,
        labels: EDUCATION_LEVEL_LABELS,
      },
      { name: 'institution', label: msg`School or university`, type: 'text', required: true },
      {
        name: 'major',
        label: msg({ message: 'Major', context: 'field of study' }),
        type: 'text',
        maxLength: 120,
      },
      { name: 'startYear', label: msg`Start year`, type: 'year', required: true },
      {
        name: 'endYear',
        label: msg`End year`,
        type: 'year',
        nullable: true,
        description: msg`Leave empty if you still study there.`,
      },
    ],
    name: (item) => text(item.institution),
    detail: (item) =>
      join(
        labelOf(EDUCATION_LEVEL_LABELS, item.level),
        text(item.major),
        span(text(item.startYear), text(item.endYear)),
      ),
  },
  courses: {
    kind: 'courses',
    form: 'course',
    title: msg`Courses and certificates`,
    noun: msg`course`,
    anchor: 'courses',
    empty: msg`No courses yet.`,
    fields: [
      { name: 'name', label: msg`Course`, type: 'text', required: true, maxLength: 120 },
      {
        name: 'provider',
        label: msg({ message: 'Provider', context: 'course organiser' }),
        type: 'text',
        maxLength: 150,
      },
      { name: 'year', label: msg`Year`, type: 'year', required: true },
      { name: 'certificateNumber', label: msg`Certificate number`, type: 'text', maxLength: 60 },
    ],
    name: (item) => text(item.name),
    detail: (item) => join(text(item.provider), text(item.year), text(item.certificateNumber)),
  },
  'emergency-contacts': {
    kind: 'emergency-contacts',
    form: 'emergency-contact',
    title: msg`Emergency contacts`,
    noun: msg`emergency contact`,
    anchor: 'emergency-contacts',
    empty: msg`No emergency contacts yet. Add someone HR can call if something happens to you.`,
    fields: [
      { name: 'name', label: msg`Name`, type: 'text', required: true, maxLength: 120 },
      {
        name: 'relationship',
        label: msg`Relationship`,
        type: 'text',
        required: true,
        maxLength: 60,
        description: msg`Like mother, husband or friend.`,
      },
      { name: 'phone', label: msg`Phone`, type: 'tel', required: true, rules: PHONE_RULES },
      { name: 'address', label: msg`Address`, type: 'textarea', maxLength: 500 },
    ],
    name: (item) => text(item.name),
    detail: (item) => join(text(item.relationship), text(item.phone)),
  },
  family: {
    kind: 'family',
    form: 'family',
    title: msg({ message: 'Family', context: 'profile section' }),
    noun: msg`family member`,
    anchor: 'family',
    empty: msg`No family members yet.`,
    fields: [
      { name: 'name', label: msg`Name`, type: 'text', required: true, maxLength: 120 },
      {
        name: 'relationship',
        label: msg`Relationship`,
        type: 'select',
        required: true,
        labels: FAMILY_RELATIONSHIP_LABELS,
      },
      { name: 'birthDate', label: msg`Birth date`, type: 'date', required: true },
      {
        name: 'nik',
        label: 'NIK',
        type: 'digits',
        nullable: true,
        description: msg`16 digits, from their KTP or family card (KK). Leave empty if they have none.`,
        rules: NIK_RULES,
      },
      {
        name: 'dependent',
        label: msg`Dependant for tax (PTKP)`,
        type: 'checkbox',
        description: msg`They live on your income. It may change your PTKP status.`,
      },
    ],
    name: (item) => text(item.name),
    detail: (item) =>
      join(
        labelOf(FAMILY_RELATIONSHIP_LABELS, item.relationship),
        born(item.birthDate),
        item.dependent === true ? t({ message: 'Dependant', context: 'for tax (PTKP)' }) : '',
      ),
  },
};

/** The kinds the employee edits directly, in the order of the profile page. */
export const DIRECT_KINDS = [
  'languages',
  'experiences',
  'educations',
  'courses',
  'references',
  'emergency-contacts',
] as const;

/** The profile kind of a route's sub-form name. */
export function kindOfForm(form: string): ProfileKind | undefined {
  return Object.values(PROFILE_KINDS).find((config) => config.form === form)?.kind;
}

export { NIK_RULES, PHONE_RULES };
