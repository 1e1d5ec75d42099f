import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
  label: MessageDescriptor;
  type: ProfileFieldType;
  required?: boolean;
  /** Empty is sent as null (an end date of a current job, an unknown NIK). */
  nullable?: boolean;
  options?: { value: string; label: MessageDescriptor }[];
  /** Shown in the card's table (default true). */
  listed?: boolean;
  description?: MessageDescriptor;
};

export type ProfileKindSpec = {
  kind: ProfileKind;
  /** The card's title: "Languages". */
  title: MessageDescriptor;
  /** One item, in a sentence: "language". */
  one: MessageDescriptor;
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

const options = (labels: Record<string, MessageDescriptor>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const PROFICIENCY: Record<string, MessageDescriptor> = {
  basic: msg`Basic`,
  intermediate: msg`Intermediate`,
  fluent: msg`Fluent`,
  native: msg`Native`,
};
export const EDUCATION_LEVEL: Record<string, MessageDescriptor> = {
  sd: msg`SD (primary)`,
  smp: msg`SMP (junior high)`,
  sma: msg`SMA (senior high)`,
  smk: msg`SMK (vocational)`,
  d3: msg`D3 (diploma)`,
  s1: msg`S1 (bachelor)`,
  s2: msg`S2 (master)`,
  s3: msg`S3 (doctorate)`,
};
export const FAMILY_RELATIONSHIP: Record<string, MessageDescriptor> = {
  spouse: msg`Spouse`,
  child: msg`Child`,
  parent: msg`Parent`,
  sibling: msg`Sibling`,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The seven profile sub-forms (product-spec §2.2), in the order the tab shows them. */
export const PROFILE_KINDS: readonly ProfileKindSpec[] = [
  {
    kind: 'languages',
    title: msg`Languages`,
    one: msg({
      message: 'language',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      { name: 'language', label: msg`Language`, type: 'text', required: true },
      {
        name: 'proficiency',
        label: msg`Proficiency`,
        type: 'select',
        required: true,
        options: options(PROFICIENCY),
      },
    ],
    name: (item) => text(item.language),
  },
  {
    kind: 'experiences',
    title: msg`Work experience`,
    one: msg({
      message: 'work experience',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      { name: 'company', label: msg`Company`, type: 'text', required: true },
      { name: 'position', label: msg`Position`, type: 'text', required: true },
      { name: 'startDate', label: msg`Start date`, type: 'date', required: true },
      {
        name: 'endDate',
        label: msg`End date`,
        type: 'date',
        nullable: true,
        description: msg`Leave empty while they still work there.`,
      },
      { name: 'description', label: msg`Description`, type: 'textarea', listed: false },
    ],
    name: (item) => text(item.company),
  },
  {
    kind: 'references',
    title: msg`References`,
    one: msg({
      message: 'reference',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      { name: 'name', label: msg`Name`, type: 'text', required: true },
      { name: 'relationship', label: msg`Relationship`, type: 'text', required: true },
      { name: 'company', label: msg`Company`, type: 'text' },
      { name: 'phone', label: msg`Phone`, type: 'tel' },
      { name: 'email', label: msg`Email`, type: 'email' },
    ],
    name: (item) => text(item.name),
  },
  {
    kind: 'educations',
    title: msg`Education`,
    one: msg({
      message: 'education',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      {
        name: 'level',
        label: msg`Level`,
        type: 'select',
        required: true,
        options: options(EDUCATION_LEVEL),
      },
      { name: 'institution', label: msg`Institution`, type: 'text', required: true },
      { name: 'major', label: msg`Major`, type: 'text' },
      { name: 'startYear', label: msg`Start year`, type: 'year', required: true },
      {
        name: 'endYear',
        label: msg`End year`,
        type: 'year',
        nullable: true,
        description: msg`Leave empty while still studying.`,
      },
    ],
    name: (item) => text(item.institution),
  },
  {
    kind: 'courses',
    title: msg`Courses`,
    one: msg({
      message: 'course',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      { name: 'name', label: msg`Course`, type: 'text', required: true },
      { name: 'provider', label: msg`Provider`, type: 'text' },
      { name: 'year', label: msg`Year`, type: 'year', required: true },
      { name: 'certificateNumber', label: msg`Certificate number`, type: 'text' },
    ],
    name: (item) => text(item.name),
  },
  {
    kind: 'emergency-contacts',
    title: msg`Emergency contacts`,
    one: msg({
      message: 'emergency contact',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      { name: 'name', label: msg`Name`, type: 'text', required: true },
      { name: 'relationship', label: msg`Relationship`, type: 'text', required: true },
      { name: 'phone', label: msg`Phone`, type: 'tel', required: true },
      { name: 'address', label: msg`Address`, type: 'textarea' },
    ],
    name: (item) => text(item.name),
  },
  {
    kind: 'family',
    title: msg`Family`,
    one: msg({
      message: 'family member',
      comment: 'One profile item inside a sentence: Add …, Edit …, Delete …',
    }),
    fields: [
      { name: 'name', label: msg`Name`, type: 'text', required: true },
      {
        name: 'relationship',
        label: msg`Relationship`,
        type: 'select',
        required: true,
        options: options(FAMILY_RELATIONSHIP),
      },
      { name: 'birthDate', label: msg`Birth date`, type: 'date', required: true },
      {
        name: 'nik',
        label: msg`NIK`,
        type: 'text',
        nullable: true,
        description: msg`16 digits; leave empty when unknown.`,
      },
      {
        name: 'dependent',
        label: msg`Dependant for PTKP`,
        type: 'checkbox',
        description: msg`Counts towards the PTKP status (up to 3).`,
      },
    ],
    name: (item) => text(item.name),
  },
];

/** An item's field as the table shows it. */
export function formatProfileValue(field: ProfileField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.type === 'checkbox') return value ? t`Yes` : t`No`;
  if (field.type === 'date' && typeof value === 'string') return formatDate(value);
  if (field.type === 'select') {
    const option = field.options?.find((choice) => choice.value === value);
    return option ? i18n._(option.label) : String(value);
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
