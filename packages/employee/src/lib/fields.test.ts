import { describe, expect, it } from 'vitest';
import { displayValue, type FieldSpec, toBody, toFormValues } from './fields';

const SPECS: FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'nik', label: 'NIK', type: 'digits', nullable: true },
  { name: 'startYear', label: 'Start year', type: 'year' },
  { name: 'birthDate', label: 'Birth date', type: 'date' },
  { name: 'dependent', label: 'Dependant', type: 'checkbox' },
  { name: 'note', label: 'Note', type: 'textarea' },
];

describe('form values and API bodies', () => {
  it('reads an item into strings and booleans', () => {
    expect(
      toFormValues(SPECS, { name: 'Sari', nik: null, startYear: 2019, dependent: true }),
    ).toEqual({
      name: 'Sari',
      nik: '',
      startYear: '2019',
      birthDate: '',
      dependent: true,
      note: '',
    });
  });

  it('sends trimmed text, digits only, numbers for years and null for empty nullable fields', () => {
    expect(
      toBody(SPECS, {
        name: '  Sari ',
        nik: '3174 0123-4567.8901',
        startYear: '2019',
        birthDate: '',
        dependent: false,
        note: '',
      }),
    ).toEqual({
      name: 'Sari',
      nik: '3174012345678901',
      startYear: 2019,
      birthDate: '',
      dependent: false,
      note: '',
    });
    expect(toBody(SPECS, { nik: ' ', startYear: '' })).toMatchObject({
      nik: null,
      startYear: null,
    });
  });

  it('shows dates, codes and yes/no', () => {
    expect(displayValue(SPECS[3], '2026-11-21')).toBe('21 Nov 2026');
    expect(displayValue(SPECS[4], true)).toBe('Yes');
    expect(
      displayValue({ name: 'r', label: 'R', type: 'select', labels: { child: 'Child' } }, 'child'),
    ).toBe('Child');
    expect(displayValue(undefined, 'x')).toBe('x');
  });
});
