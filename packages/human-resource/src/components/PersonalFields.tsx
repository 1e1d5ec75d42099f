import { useLingui } from '@lingui/react/macro';
import {
  formatNpwp,
  type Gender,
  isValidNpwp,
  type MaritalStatus,
  NIK_MESSAGE,
  NIK_PATTERN,
  NPWP_MESSAGE,
  normalizeNpwp,
  type PtkpStatus,
  type Religion,
} from '@staffdesk/kit';
import {
  DateField,
  FormRow,
  FormSection,
  LANGUAGE_OPTIONS,
  SelectField,
  TextAreaField,
  TextField,
} from '@staffdesk/ui';
import type { EmployeeDetail } from '../hooks/types';
import {
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  PTKP_STATUS_OPTIONS,
  RELIGION_OPTIONS,
  todayInJakarta,
} from '../lib/labels';

/** Personal, bank and BPJS data as the form holds it ('' for nothing chosen). */
export type PersonalValues = {
  fullName: string;
  nik: string;
  npwp: string;
  birthPlace: string;
  birthDate: string;
  gender: Gender | '';
  religion: Religion | '';
  maritalStatus: MaritalStatus | '';
  ptkpStatus: PtkpStatus | '';
  address: string;
  phone: string;
  personalEmail: string;
  bankName: string;
  bankAccountNumber: string;
  bankAccountName: string;
  bpjsKesehatanNumber: string;
  bpjsKetenagakerjaanNumber: string;
  /** The language of their mail, payslips and documents (their account speaks it too). */
  preferredLanguage: EmployeeDetail['preferredLanguage'];
};

export const EMPTY_PERSONAL: PersonalValues = {
  fullName: '',
  nik: '',
  npwp: '',
  birthPlace: '',
  birthDate: '',
  gender: '',
  religion: '',
  maritalStatus: '',
  ptkpStatus: '',
  address: '',
  phone: '',
  personalEmail: '',
  bankName: '',
  bankAccountNumber: '',
  bankAccountName: '',
  bpjsKesehatanNumber: '',
  bpjsKetenagakerjaanNumber: '',
  preferredLanguage: 'id',
};

export const PERSONAL_FIELDS = Object.keys(EMPTY_PERSONAL) as (keyof PersonalValues)[];

export function personalValuesOf(employee: EmployeeDetail): PersonalValues {
  return {
    fullName: employee.fullName,
    nik: employee.nik,
    npwp: employee.npwp ? formatNpwp(employee.npwp) : '',
    birthPlace: employee.birthPlace ?? '',
    birthDate: employee.birthDate ?? '',
    gender: employee.gender ?? '',
    religion: employee.religion ?? '',
    maritalStatus: employee.maritalStatus ?? '',
    ptkpStatus: employee.ptkpStatus ?? '',
    address: employee.address ?? '',
    phone: employee.phone ?? '',
    personalEmail: employee.personalEmail ?? '',
    bankName: employee.bankName ?? '',
    bankAccountNumber: employee.bankAccountNumber ?? '',
    bankAccountName: employee.bankAccountName ?? '',
    bpjsKesehatanNumber: employee.bpjsKesehatanNumber ?? '',
    bpjsKetenagakerjaanNumber: employee.bpjsKetenagakerjaanNumber ?? '',
    preferredLanguage: employee.preferredLanguage,
  };
}

function orNull<T extends string>(value: T | ''): T | null {
  const trimmed = value.trim() as T | '';
  return trimmed === '' ? null : trimmed;
}

/** The API's personal fields from the form's: trimmed, empty as null, NPWP as digits. */
export function personalBodyOf(values: PersonalValues) {
  return {
    fullName: values.fullName.trim(),
    nik: values.nik.trim(),
    npwp: normalizeNpwp(values.npwp),
    birthPlace: orNull(values.birthPlace),
    birthDate: orNull(values.birthDate),
    gender: orNull(values.gender),
    religion: orNull(values.religion),
    maritalStatus: orNull(values.maritalStatus),
    ptkpStatus: orNull(values.ptkpStatus),
    address: orNull(values.address),
    phone: orNull(values.phone),
    personalEmail: orNull(values.personalEmail),
    bankName: orNull(values.bankName),
    bankAccountNumber: orNull(values.bankAccountNumber),
    bankAccountName: orNull(values.bankAccountName),
    bpjsKesehatanNumber: orNull(values.bpjsKesehatanNumber),
    bpjsKetenagakerjaanNumber: orNull(values.bpjsKetenagakerjaanNumber),
    preferredLanguage: values.preferredLanguage,
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The personal data, bank account and BPJS sections of the employee form. */
export function PersonalFields() {
  const { t } = useLingui();
  return (
    <>
      <FormSection title={t`Personal data`}>
        <TextField
          name="fullName"
          label={t`Full name`}
          required
          maxLength={150}
          autoComplete="off"
        />
        <FormRow>
          <TextField
            name="nik"
            label={t`NIK`}
            required
            inputMode="numeric"
            maxLength={16}
            autoComplete="off"
            description={t`The 16 digits of the KTP.`}
            rules={{ pattern: { value: NIK_PATTERN, message: NIK_MESSAGE } }}
          />
          <TextField
            name="npwp"
            label={t`NPWP`}
            inputMode="numeric"
            autoComplete="off"
            description={t`15 or 16 digits; leave empty when none.`}
            rules={{
              validate: (value: unknown) => isValidNpwp(String(value ?? '')) || NPWP_MESSAGE,
            }}
          />
        </FormRow>
        <FormRow>
          <TextField name="birthPlace" label={t`Birth place`} maxLength={100} />
          <DateField name="birthDate" label={t`Birth date`} max={todayInJakarta()} />
        </FormRow>
        <FormRow>
          <SelectField
            name="gender"
            label={t`Gender`}
            placeholder={t`Choose…`}
            options={GENDER_OPTIONS}
          />
          <SelectField
            name="religion"
            label={t`Religion`}
            placeholder={t`Choose…`}
            options={RELIGION_OPTIONS}
          />
        </FormRow>
        <FormRow>
          <SelectField
            name="maritalStatus"
            label={t`Marital status`}
            placeholder={t`Choose…`}
            options={MARITAL_STATUS_OPTIONS}
          />
          <SelectField
            name="ptkpStatus"
            label={t`PTKP status`}
            placeholder={t`Choose…`}
            description={t`The tax status for PPh 21.`}
            options={PTKP_STATUS_OPTIONS}
          />
        </FormRow>
        <TextAreaField name="address" label={t`Address`} rows={3} maxLength={500} />
        <FormRow>
          <TextField name="phone" label={t`Phone`} type="tel" inputMode="tel" maxLength={30} />
          <TextField
            name="personalEmail"
            label={t`Personal email`}
            type="email"
            autoComplete="off"
            description={t`Their Staffdesk account invitation goes here.`}
            rules={{ pattern: { value: EMAIL_PATTERN, message: t`Enter a valid email address.` } }}
          />
        </FormRow>
        <SelectField
          name="preferredLanguage"
          label={t`Language`}
          options={LANGUAGE_OPTIONS}
          description={t`Their mail, payslips and documents are written in it; their account speaks it too.`}
        />
      </FormSection>
      <FormSection title={t`Bank account`} description={t`Where the salary is paid.`}>
        <TextField name="bankName" label={t`Bank name`} maxLength={100} />
        <FormRow>
          <TextField
            name="bankAccountNumber"
            label={t`Account number`}
            inputMode="numeric"
            maxLength={30}
            autoComplete="off"
          />
          <TextField name="bankAccountName" label={t`Account name`} maxLength={150} />
        </FormRow>
      </FormSection>
      <FormSection title={t`BPJS`}>
        <FormRow>
          <TextField
            name="bpjsKesehatanNumber"
            label={t`BPJS Kesehatan number`}
            inputMode="numeric"
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            name="bpjsKetenagakerjaanNumber"
            label={t`BPJS Ketenagakerjaan number`}
            inputMode="numeric"
            maxLength={20}
            autoComplete="off"
          />
        </FormRow>
      </FormSection>
    </>
  );
}
