import { useLingui } from '@lingui/react/macro';
import { textOf } from '@staffdesk/core';
import { optionsOf } from '@staffdesk/kit';
import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from '@staffdesk/ui';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { type FieldSpec, rulesOf } from '../lib/fields';

/** The fields of a form described by specs (labels above, required marked, phone keyboards). */
export function SpecFields({ fields }: { fields: readonly FieldSpec[] }) {
  return (
    <>
      {fields.map((spec) => (
        <SpecField key={spec.name} spec={spec} />
      ))}
    </>
  );
}

function SpecField({ spec }: { spec: FieldSpec }) {
  const { t } = useLingui();
  const common = {
    name: spec.name,
    label: textOf(spec.label),
    required: spec.required,
    description: spec.description === undefined ? undefined : textOf(spec.description),
    rules: rulesOf(spec),
  };
  const autoComplete = spec.autoComplete as HTMLInputAutoCompleteAttribute | undefined;
  switch (spec.type) {
    case 'select':
      return (
        <SelectField
          {...common}
          options={spec.labels ? optionsOf(spec.labels) : []}
          placeholder={t`Choose…`}
        />
      );
    case 'date':
      return <DateField {...common} />;
    case 'textarea':
      return <TextAreaField {...common} rows={3} maxLength={spec.maxLength} />;
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'year':
      return <TextField {...common} inputMode="numeric" maxLength={4} autoComplete="off" />;
    case 'digits':
      return (
        <TextField
          {...common}
          inputMode="numeric"
          maxLength={spec.maxLength ?? 24}
          autoComplete={autoComplete ?? 'off'}
        />
      );
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          inputMode="email"
          maxLength={spec.maxLength}
          autoComplete={autoComplete ?? 'off'}
        />
      );
    case 'tel':
      return (
        <TextField
          {...common}
          type="tel"
          inputMode="tel"
          maxLength={spec.maxLength ?? 30}
          autoComplete={autoComplete ?? 'off'}
        />
      );
    default:
      return <TextField {...common} maxLength={spec.maxLength} autoComplete={autoComplete} />;
  }
}
