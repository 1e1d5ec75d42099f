import type { EmployeeProfileForm } from '@staffdesk/core';
import { isValidNik, labelOf, NIK_MESSAGE } from '@staffdesk/kit';
import { formatDate } from '@staffdesk/ui';
import type { FieldSpec } from './fields';
import {
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVEL_OPTIONS,
  FAMILY_RELATIONSHIP_LABELS,
  FAMILY_RELATIONSHIP_OPTIONS,
  PROFICIENCY_LABELS,
  PROFICIENCY_OPTIONS,
} from './labels';
import type { ProfileKind } from './types';

const PHONE_RULES = {
  pattern: {
    value: /^\+?[0-9 ()-]{6,30}$/,
    message: 'Enter a phone number of digits, like +62 812 3456 7890.',
  },
};
const EMAIL_RULES = {
  pattern: {
    value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: 'Enter an email like name@example.com.',
  },
};
const NIK_RULES = {
  validate: (value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || isValidNik(value) || NIK_MESSAGE,
};

/** The card list and the form of one profile sub-form. */
export type ProfileKindConfig = {
  /** The API's kind (`/me/employee/profile/{kind}`). */
  kind: ProfileKind;
  /** The route's sub-form name (`/employee/profile/{form}/...`). */
  form: EmployeeProfileForm;
  /** The section title: "Languages". */
  title: string;
  /** One item in a sentence: "language". */
  noun: string;
  /** The id of the section on the profile page (for `#languages`). */
  anchor: string;
  /** What the empty list says. */
  empty: string;
  fields: FieldSpec[];
  /** The item's name in one line ("English"), for lists and confirmations. */
  name: (item: Record<string, unknown>) => string;
  /** A second line ("Fluent"). */
  detail: (item: Record<string, unknown>) => string;
};

const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');
const span = (start: string, end: string, open: string) =>
  start ? `${start} – ${end || open}` : end;

export const PROFILE_KINDS: Readonly<Record<ProfileKind, ProfileKindConfig>> = {
  languages: {
    kind: 'languages',
    form: 'language',
    title: 'Languages',
    noun: 'language',
    anchor: 'languages',
    empty: 'No languages yet.',
    fields: [
      { name: 'language', label: 'Language', type: 'text', required: true, maxLength: 60 },
      {
        name: 'proficiency',
        label: 'Proficiency',
        type: 'select',
        required: true,
        options: PROFICIENCY_OPTIONS,
        labels: PROFICIENCY_LABELS,
      },
    ],
    name: (item) => text(item.language),
    detail: (item) => labelOf(PROFICIENCY_LABELS, item.proficiency),
  },
  experiences: {
    kind: 'experiences',
    form: 'experience',
    title: 'Work experience',
    noun: 'work experience',
    anchor: 'experience',
    empty: 'No work experience yet.',
    fields: [
      { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 120 },
      { name: 'position', label: 'Position', type: 'text', required: true, maxLength: 120 },
      { name: 'startDate', label: 'Start date', type: 'date', required: true },
      {
        name: 'endDate',
        label: 'End date',
        type: 'date',
        nullable: true,
        description: 'Leave empty if you still work there.',
      },
      { name: 'description', label: 'What you did', type: 'textarea', maxLength: 2000 },
    ],
    name: (item) => join(text(item.position), text(item.company)),
    detail: (item) =>
      span(
        item.startDate ? formatDate(text(item.startDate)) : '',
        item.endDate ? formatDate(text(item.endDate)) : '',
        'now',
      ),
  },
  references: {
    kind: 'references',
    form: 'reference',
    title: 'References',
    noun: 'reference',
    anchor: 'references',
    empty: 'No references yet.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
      {
        name: 'relationship',
        label: 'Relationship',
        type: 'text',
        required: true,
        maxLength: 60,
        description: 'Like former manager or lecturer.',
      },
      { name: 'company', label: 'Company', type: 'text', maxLength: 120 },
      { name: 'phone', label: 'Phone', type: 'tel', rules: PHONE_RULES },
      { name: 'email', label: 'Email', type: 'email', rules: EMAIL_RULES, maxLength: 254 },
    ],
    name: (item) => text(item.name),
    detail: (item) => join(text(item.relationship), text(item.company), text(item.phone)),
  },
  educations: {
    kind: 'educations',
    form: 'education',
    title: 'Education',
    noun: 'education',
    anchor: 'education',
    empty: 'No education yet.',
    fields: [
      {
        name: 'level',
        label: 'Level',
        type: 'select',
        required: true,
        options: EDUCATION_LEVEL_OPTIONS,
        labels: EDUCATION_LEVEL_LABELS,
      },
      { name: 'institution', label: 'School or university', type: 'text', required: true },
      { name: 'major', label: 'Major', type: 'text', maxLength: 120 },
      { name: 'startYear', label: 'Start year', type: 'year', required: true },
      {
        name: 'endYear',
        label: 'End year',
        type: 'year',
        nullable: true,
        description: 'Leave empty if you still study there.',
      },
    ],
    name: (item) => text(item.institution),
    detail: (item) =>
      join(
        labelOf(EDUCATION_LEVEL_LABELS, item.level),
        text(item.major),
        span(text(item.startYear), text(item.endYear), 'now'),
      ),
  },
  courses: {
    kind: 'courses',
    form: 'course',
    title: 'Courses and certificates',
    noun: 'course',
    anchor: 'courses',
    empty: 'No courses yet.',
    fields: [
      { name: 'name', label: 'Course', type: 'text', required: true, maxLength: 120 },
      { name: 'provider', label: 'Provider', type: 'text', maxLength: 150 },
      { name: 'year', label: 'Year', type: 'year', required: true },
      { name: 'certificateNumber', label: 'Certificate number', type: 'text', maxLength: 60 },
    ],
    name: (item) => text(item.name),
    detail: (item) => join(text(item.provider), text(item.year), text(item.certificateNumber)),
  },
  'emergency-contacts': {
    kind: 'emergency-contacts',
    form: 'emergency-contact',
    title: 'Emergency contacts',
    noun: 'emergency contact',
    anchor: 'emergency-contacts',
    empty: 'No emergency contacts yet. Add someone HR can call if something happens to you.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
      {
        name: 'relationship',
        label: 'Relationship',
        type: 'text',
        required: true,
        maxLength: 60,
        description: 'Like mother, husband or friend.',
      },
      { name: 'phone', label: 'Phone', type: 'tel', required: true, rules: PHONE_RULES },
      { name: 'address', label: 'Address', type: 'textarea', maxLength: 500 },
    ],
    name: (item) => text(item.name),
    detail: (item) => join(text(item.relationship), text(item.phone)),
  },
  family: {
    kind: 'family',
    form: 'family',
    title: 'Family',
    noun: 'family member',
    anchor: 'family',
    empty: 'No family members yet.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
      {
        name: 'relationship',
        label: 'Relationship',
        type: 'select',
        required: true,
        options: FAMILY_RELATIONSHIP_OPTIONS,
        labels: FAMILY_RELATIONSHIP_LABELS,
      },
      { name: 'birthDate', label: 'Birth date', type: 'date', required: true },
      {
        name: 'nik',
        label: 'NIK',
        type: 'digits',
        nullable: true,
        description:
          '16 digits, from their KTP or family card (KK). Leave empty if they have none.',
        rules: NIK_RULES,
      },
      {
        name: 'dependent',
        label: 'Dependant for tax (PTKP)',
        type: 'checkbox',
        description: 'They live on your income. It may change your PTKP status.',
      },
    ],
    name: (item) => text(item.name),
    detail: (item) =>
      join(
        labelOf(FAMILY_RELATIONSHIP_LABELS, item.relationship),
        item.birthDate ? `Born ${formatDate(text(item.birthDate))}` : '',
        item.dependent === true ? 'Dependant' : '',
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
