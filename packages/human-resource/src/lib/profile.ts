import type { MainPaths } from '@staffdesk/api';
import type { EmployeeProfileForm } from '@staffdesk/core';
import { formatDate } from '@staffdesk/ui';

/** The `{kind}` of `/employees/{id}/profile/{kind}`. */
export type ProfileKind =
  MainPaths['/employees/{id}/profile/{kind}']['get']['parameters']['path']['kind'];

export type ProfileFieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'year'
  | 'select'
  | 'checkbox'
  | 'textarea';

export type ProfileField = {
  name: string;
  label: string;
  type: ProfileFieldType;
  required?: boolean;
  /** Empty is sent as null (an end date of a current job, an unknown NIK). */
  nullable?: boolean;
  options?: { value: string; label: string }[];
  /** Shown in the card's table (default true). */
  listed?: boolean;
  description?: string;
};

export type ProfileKindSpec = {
  kind: ProfileKind;
  /** The card's title: "Languages". */
  title: string;
  /** One item, in a sentence: "language". */
  one: string;
  fields: ProfileField[];
  /** The name of an item, for buttons and questions ("English", "PT Maju Jaya"). */
  name: (item: ProfileItem) => string;
};

/** The product-spec's name of each profile sub-form, as in `…/profile/:form/:type/:id?`. */
export const PROFILE_FORM_OF_KIND: Readonly<Record<ProfileKind, EmployeeProfileForm>> = {
  languages: 'language',
  experiences: 'experience',
  references: 'reference',
  educations: 'education',
  courses: 'course',
  'emergency-contacts': 'emergency-contact',
  family: 'family',
};

/** One saved item: its id and its fields. */
export type ProfileItem = { id: string } & Record<string, unknown>;

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const PROFICIENCY: Record<string, string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  fluent: 'Fluent',
  native: 'Native',
};
export const EDUCATION_LEVEL: Record<string, string> = {
  sd: 'SD (primary)',
  smp: 'SMP (junior high)',
  sma: 'SMA (senior high)',
  smk: 'SMK (vocational)',
  d3: 'D3 (diploma)',
  s1: 'S1 (bachelor)',
  s2: 'S2 (master)',
  s3: 'S3 (doctorate)',
};
export const FAMILY_RELATIONSHIP: Record<string, string> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The seven profile sub-forms (product-spec §2.2), in the order the tab shows them. */
export const PROFILE_KINDS: readonly ProfileKindSpec[] = [
  {
    kind: 'languages',
    title: 'Languages',
    one: 'language',
    fields: [
      { name: 'language', label: 'Language', type: 'text', required: true },
      {
        name: 'proficiency',
        label: 'Proficiency',
        type: 'select',
        required: true,
        options: options(PROFICIENCY),
      },
    ],
    name: (item) => text(item.language),
  },
  {
    kind: 'experiences',
    title: 'Work experience',
    one: 'work experience',
    fields: [
      { name: 'company', label: 'Company', type: 'text', required: true },
      { name: 'position', label: 'Position', type: 'text', required: true },
      { name: 'startDate', label: 'Start date', type: 'date', required: true },
      {
        name: 'endDate',
        label: 'End date',
        type: 'date',
        nullable: true,
        description: 'Leave empty while they still work there.',
      },
      { name: 'description', label: 'Description', type: 'textarea', listed: false },
    ],
    name: (item) => text(item.company),
  },
  {
    kind: 'references',
    title: 'References',
    one: 'reference',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'relationship', label: 'Relationship', type: 'text', required: true },
      { name: 'company', label: 'Company', type: 'text' },
      { name: 'phone', label: 'Phone', type: 'tel' },
      { name: 'email', label: 'Email', type: 'email' },
    ],
    name: (item) => text(item.name),
  },
  {
    kind: 'educations',
    title: 'Education',
    one: 'education',
    fields: [
      {
        name: 'level',
        label: 'Level',
        type: 'select',
        required: true,
        options: options(EDUCATION_LEVEL),
      },
      { name: 'institution', label: 'Institution', type: 'text', required: true },
      { name: 'major', label: 'Major', type: 'text' },
      { name: 'startYear', label: 'Start year', type: 'year', required: true },
      {
        name: 'endYear',
        label: 'End year',
        type: 'year',
        nullable: true,
        description: 'Leave empty while still studying.',
      },
    ],
    name: (item) => text(item.institution),
  },
  {
    kind: 'courses',
    title: 'Courses',
    one: 'course',
    fields: [
      { name: 'name', label: 'Course', type: 'text', required: true },
      { name: 'provider', label: 'Provider', type: 'text' },
      { name: 'year', label: 'Year', type: 'year', required: true },
      { name: 'certificateNumber', label: 'Certificate number', type: 'text' },
    ],
    name: (item) => text(item.name),
  },
  {
    kind: 'emergency-contacts',
    title: 'Emergency contacts',
    one: 'emergency contact',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'relationship', label: 'Relationship', type: 'text', required: true },
      { name: 'phone', label: 'Phone', type: 'tel', required: true },
      { name: 'address', label: 'Address', type: 'textarea' },
    ],
    name: (item) => text(item.name),
  },
  {
    kind: 'family',
    title: 'Family',
    one: 'family member',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      {
        name: 'relationship',
        label: 'Relationship',
        type: 'select',
        required: true,
        options: options(FAMILY_RELATIONSHIP),
      },
      { name: 'birthDate', label: 'Birth date', type: 'date', required: true },
      {
        name: 'nik',
        label: 'NIK',
        type: 'text',
        nullable: true,
        description: '16 digits; leave empty when unknown.',
      },
      {
        name: 'dependent',
        label: 'Dependant for PTKP',
        type: 'checkbox',
        description: 'Counts towards the PTKP status (up to 3).',
      },
    ],
    name: (item) => text(item.name),
  },
];

/** An item's field as the table shows it. */
export function formatProfileValue(field: ProfileField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.type === 'checkbox') return value ? 'Yes' : 'No';
  if (field.type === 'date' && typeof value === 'string') return formatDate(value);
  if (field.type === 'select') {
    return field.options?.find((option) => option.value === value)?.label ?? String(value);
  }
  return String(value);
}

/** Form values (strings and booleans) for an item, or an empty form. */
export function profileFormValues(
  spec: ProfileKindSpec,
  item: ProfileItem | null,
): Record<string, string | boolean> {
  return Object.fromEntries(
    spec.fields.map((field) => {
      const value = item?.[field.name];
      if (field.type === 'checkbox') return [field.name, Boolean(value)];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** The API body of an item from the form: years as numbers, empty nullable fields as null. */
export function profileBody(
  spec: ProfileKindSpec,
  values: Record<string, string | boolean>,
): Record<string, unknown> {
  return Object.fromEntries(
    spec.fields.map((field) => {
      const value = values[field.name];
      if (field.type === 'checkbox') return [field.name, Boolean(value)];
      const trimmed = typeof value === 'string' ? value.trim() : '';
      if (trimmed === '') return [field.name, field.nullable || field.type === 'year' ? null : ''];
      if (field.type === 'year') return [field.name, Number(trimmed)];
      return [field.name, trimmed];
    }),
  );
}
