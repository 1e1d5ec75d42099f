import { t } from '@lingui/core/macro';
import { labelOf, type Word } from '@staffdesk/kit';
import { formatDate } from '@staffdesk/ui';
import type { RegisterOptions } from 'react-hook-form';

/** One field of a small form, described as data so forms, lists and proposals share it. */
export type FieldSpec = {
  /** The API's field name. */
  name: string;
  /** The field's label: a message (`msg\`Name\``) or a code (`NIK`). */
  label: Word;
  type: 'text' | 'email' | 'tel' | 'date' | 'year' | 'select' | 'textarea' | 'checkbox' | 'digits';
  required?: boolean;
  /** An empty value is sent as null (otherwise as ''). */
  nullable?: boolean;
  /** The codes of a select and their words: its choices, and how a value is shown. */
  labels?: Readonly<Record<string, Word>>;
  description?: Word;
  maxLength?: number;
  autoComplete?: string;
  rules?: RegisterOptions;
};

/** What a form holds: strings for text, booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>;

const YEAR = /^\d{4}$/;

/** The rules of a field beyond "required" (years, digits). */
export function rulesOf(spec: FieldSpec): RegisterOptions | undefined {
  if (spec.type === 'year') {
    return {
      ...spec.rules,
      validate: (value: unknown) =>
        typeof value !== 'string' ||
        value.trim() === '' ||
        YEAR.test(value.trim()) ||
        t`Enter a year of four digits, like 2019.`,
    } as RegisterOptions;
  }
  return spec.rules;
}

/** An API item as form values ('' for null, booleans kept). */
export function toFormValues(
  specs: readonly FieldSpec[],
  item: Record<string, unknown> | null | undefined,
): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const value = item?.[spec.name];
    if (spec.type === 'checkbox') values[spec.name] = value === true;
    else values[spec.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** Form values as an API body: trimmed text, numbers for years, null for empty nullable fields. */
export function toBody(specs: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of specs) {
    const raw = values[spec.name];
    if (spec.type === 'checkbox') {
      body[spec.name] = raw === true;
      continue;
    }
    let text = typeof raw === 'string' ? raw.trim() : '';
    if (spec.type === 'digits') text = text.replace(/[\s.-]/g, '');
    if (text === '') {
      body[spec.name] = spec.nullable || spec.type === 'year' ? null : '';
      continue;
    }
    body[spec.name] = spec.type === 'year' ? Number(text) : text;
  }
  return body;
}

/** A value as the lists show it: dates `21 Nov 2026`, codes by their label, yes/no. */
export function displayValue(spec: FieldSpec | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (!spec) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (spec.type === 'checkbox') return value === true ? t`Yes` : t`No`;
  if (spec.type === 'date') return formatDate(String(value)) || String(value);
  if (spec.labels) return labelOf(spec.labels, value);
  return String(value);
}
