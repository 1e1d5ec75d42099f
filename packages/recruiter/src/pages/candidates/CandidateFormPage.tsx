import { Trans, useLingui } from '@lingui/react/macro';
import { createCandidateBody, updateCandidateBody } from '@staffdesk/api/rules';
import { describeFailure, paths } from '@staffdesk/core';
import {
  EntityForm,
  EntityFormPage,
  optionsOf,
  useEntityForm,
  useSchemaFields,
} from '@staffdesk/kit';
import {
  Button,
  FormRow,
  FormSection,
  LANGUAGE_OPTIONS,
  MoneyField,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CvFileInput } from '../../components/candidates/CvFileInput';
import { DuplicateWarning } from '../../components/candidates/DuplicateWarning';
import { SkillsField } from '../../components/candidates/SkillsField';
import {
  type Candidate,
  type CandidateBody,
  type CandidateSource,
  useCandidate,
  useCandidateDuplicates,
  useCreateCandidate,
  useUpdateCandidate,
  useUploadCandidateCv,
} from '../../hooks/useCandidates';
import { CANDIDATE_SOURCE_LABELS } from '../../lib/candidate-labels';

type ExperienceValues = {
  company: string;
  title: string;
  from: string;
  to: string;
  description: string;
};
type EducationValues = { school: string; degree: string; field: string; year: string };

export type CandidateValues = {
  fullName: string;
  email: string;
  phone: string;
  city: string;
  skills: string[];
  experience: ExperienceValues[];
  education: EducationValues[];
  experienceYears: string;
  expectedSalary: number | null;
  source: CandidateSource;
  notes: string;
  /** The language of their mail (offers, interviews). */
  preferredLanguage: Candidate['preferredLanguage'];
  allowDuplicate: boolean;
};

const EMPTY: CandidateValues = {
  fullName: '',
  email: '',
  phone: '',
  city: '',
  skills: [],
  experience: [],
  education: [],
  experienceYears: '0',
  expectedSalary: null,
  source: 'other',
  notes: '',
  preferredLanguage: 'id',
  allowDuplicate: false,
};

// The server checks an email is one (the schema says only "a text"): asked here too. Both
// patterns also decide when to look for duplicates.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,30}$/;
const trimmed = (value: unknown) => String(value ?? '').trim();

function valuesOf(candidate: Candidate): CandidateValues {
  return {
    fullName: candidate.fullName,
    email: candidate.email ?? '',
    phone: candidate.phone ?? '',
    city: candidate.city,
    skills: [...candidate.skills],
    experience: candidate.experience.map((row) => ({
      company: row.company,
      title: row.title,
      from: row.from ?? '',
      to: row.to ?? '',
      description: row.description,
    })),
    education: candidate.education.map((row) => ({
      school: row.school,
      degree: row.degree,
      field: row.field,
      year: row.year === null ? '' : String(row.year),
    })),
    experienceYears: String(candidate.experienceYears),
    expectedSalary: candidate.expectedSalary,
    source: candidate.source,
    notes: candidate.notes,
    preferredLanguage: candidate.preferredLanguage,
    allowDuplicate: false,
  };
}

function bodyOf(values: CandidateValues): CandidateBody {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    city: values.city.trim(),
    skills: values.skills,
    experience: values.experience.map((row) => ({
      company: row.company.trim(),
      title: row.title.trim(),
      from: row.from.trim() || null,
      to: row.to.trim() || null,
      description: row.description.trim(),
    })),
    education: values.education.map((row) => ({
      school: row.school.trim(),
      degree: row.degree.trim(),
      field: row.field.trim(),
      year: row.year.trim() ? Number(row.year) : null,
    })),
    experienceYears: Number(values.experienceYears || 0),
    expectedSalary: values.expectedSalary,
    source: values.source,
    notes: values.notes.trim(),
    preferredLanguage: values.preferredLanguage,
    ...(values.allowDuplicate ? { allowDuplicate: true } : {}),
  };
}

/** `value` once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function ExperienceRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const field = useSchemaFields(createCandidateBody);
  const number = index + 1;
  const month = {
    asSent: trimmed,
    messages: { pattern: t`Write the month as YYYY-MM, e.g. 2024-03.` },
  };
  return (
    <fieldset className="sd-form-section">
      <legend className="sd-form-section__title">{t`Job ${number}`}</legend>
      <FormRow>
        <TextField label={t`Company`} {...field(`experience.${index}.company`)} />
        <TextField label={t`Job title`} {...field(`experience.${index}.title`)} />
      </FormRow>
      <FormRow>
        <TextField
          label={t`From (YYYY-MM)`}
          placeholder="2022-01"
          maxLength={7}
          {...field(`experience.${index}.from`, month)}
        />
        <TextField
          label={t`To (YYYY-MM)`}
          placeholder="2024-06"
          description={t`Empty while still working there.`}
          maxLength={7}
          {...field(`experience.${index}.to`, month)}
        />
      </FormRow>
      <TextAreaField
        label={t`What they did`}
        rows={2}
        {...field(`experience.${index}.description`)}
      />
      <div>
        <Button variant="ghost" onClick={onRemove} aria-label={t`Remove job ${number}`}>
          <Trans>Remove job</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

function EducationRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const field = useSchemaFields(createCandidateBody);
  const number = index + 1;
  const yearMessage = t`Enter a year from 1950 to 2100.`;
  return (
    <fieldset className="sd-form-section">
      <legend className="sd-form-section__title">{t`School ${number}`}</legend>
      <FormRow>
        <TextField label={t`School`} {...field(`education.${index}.school`)} />
        <TextField
          label={t`Degree`}
          placeholder={t`e.g. S1, D3, SMK`}
          {...field(`education.${index}.degree`)}
        />
      </FormRow>
      <FormRow>
        <TextField label={t`Field of study`} {...field(`education.${index}.field`)} />
        <TextField
          label={t`Year finished`}
          inputMode="numeric"
          maxLength={4}
          {...field(`education.${index}.year`, {
            messages: { type: yearMessage, range: yearMessage },
          })}
        />
      </FormRow>
      <div>
        <Button variant="ghost" onClick={onRemove} aria-label={t`Remove school ${number}`}>
          <Trans>Remove school</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

/** The candidate form: profile, skills, work and schooling, expectations, the CV file. */
function CandidateForm({ candidate }: { candidate: Candidate | null }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { toast } = useToast();
  const create = useCreateCandidate();
  const update = useUpdateCandidate();
  const uploadCv = useUploadCandidateCv();
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [refusedAsDuplicate, setRefusedAsDuplicate] = useState(false);
  const entity = useEntityForm<CandidateValues, Candidate>({
    defaultValues: candidate ? valuesOf(candidate) : EMPTY,
    rules: candidate ? updateCandidateBody : createCandidateBody,
    dirty: cvFile !== null,
    save: (values) => {
      const body = bodyOf(values);
      return candidate
        ? update.mutateAsync({ params: { path: { id: candidate.id } }, body })
        : create.mutateAsync({ body });
    },
    onFailure: (failure) => {
      if (failure.code === 'duplicate-candidate') setRefusedAsDuplicate(true);
    },
    onSaved: async (saved) => {
      const savedName = saved.fullName;
      if (cvFile) {
        try {
          await uploadCv.mutateAsync({ id: saved.id, file: cvFile });
        } catch (error) {
          toast({
            tone: 'error',
            title: t`${savedName} is saved, but the CV was not`,
            description: describeFailure(error).message,
          });
          navigate(paths.recruiter.candidate.detail(saved.id));
          return;
        }
      }
      toast({
        tone: 'success',
        title: candidate ? t`Candidate saved` : t`Candidate added`,
        description: savedName,
      });
      navigate(paths.recruiter.candidate.detail(saved.id));
    },
  });
  const { form, field } = entity;
  const experience = useFieldArray({ control: form.control, name: 'experience', keyName: 'key' });
  const education = useFieldArray({ control: form.control, name: 'education', keyName: 'key' });

  const email = useWatch({ control: form.control, name: 'email' }).trim();
  const phone = useWatch({ control: form.control, name: 'phone' }).trim();
  const checkedEmail = useDebounced(EMAIL_PATTERN.test(email) ? email : '');
  const checkedPhone = useDebounced(PHONE_PATTERN.test(phone) ? phone : '');
  const duplicates = useCandidateDuplicates(checkedEmail, checkedPhone, candidate?.id);
  const matches = checkedEmail || checkedPhone ? (duplicates.data?.items ?? []) : [];

  const name = candidate?.fullName;
  const cvName = candidate?.cv?.fileName;
  const title = candidate ? t`Edit ${name}` : t`New candidate`;
  const listCrumb = { label: t`Candidates`, href: paths.recruiter.candidate.list() };
  const cancelPath = candidate
    ? paths.recruiter.candidate.detail(candidate.id)
    : paths.recruiter.candidate.list();

  return (
    <EntityForm
      entity={entity}
      label={title}
      cancelTo={cancelPath}
      saveLabel={<Trans>Save candidate</Trans>}
      page={{
        title,
        breadcrumbs: candidate
          ? [
              listCrumb,
              {
                label: candidate.fullName,
                href: paths.recruiter.candidate.detail(candidate.id),
              },
              { label: t`Edit` },
            ]
          : [listCrumb, { label: t`New candidate` }],
        description: t`Who the candidate is, what they can do, what they expect, and their CV.`,
      }}
    >
      <FormSection title={t`Profile`}>
        <TextField label={t`Full name`} {...field('fullName')} />
        <FormRow>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="off"
            {...field('email', {
              validate: (value) =>
                !trimmed(value) ||
                EMAIL_PATTERN.test(trimmed(value)) ||
                t`Enter a valid email address.`,
            })}
          />
          <TextField
            label={t`Phone`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+62 812 3456 7890"
            {...field('phone', {
              asSent: trimmed,
              messages: { pattern: t`Use digits, spaces, brackets, dashes and a leading +.` },
            })}
          />
        </FormRow>
        <DuplicateWarning matches={matches} refused={refusedAsDuplicate} />
        <FormRow>
          <TextField label={t`City`} {...field('city')} />
          <SelectField
            label={t`Source`}
            {...field('source')}
            options={optionsOf(CANDIDATE_SOURCE_LABELS)}
          />
        </FormRow>
        <SelectField
          name="preferredLanguage"
          label={t`Language`}
          options={LANGUAGE_OPTIONS}
          description={t`Their offer and interview mails are written in it.`}
        />
        <SkillsField
          name="skills"
          label={t`Skills`}
          description={t`Press Enter or type a comma after each skill.`}
        />
      </FormSection>
      <FormSection title={t`Expectations`}>
        <FormRow>
          <TextField
            label={t`Years of experience`}
            inputMode="numeric"
            maxLength={2}
            {...field('experienceYears', {
              messages: {
                type: t`Enter a number of years from 0 to 60.`,
                range: t`Enter a number of years from 0 to 60.`,
              },
            })}
          />
          <MoneyField label={t`Expected monthly salary`} {...field('expectedSalary')} />
        </FormRow>
      </FormSection>
      <Stack as="section">
        <h2 className="sd-form-section__title" style={{ margin: 0 }}>
          <Trans>Work experience</Trans>
        </h2>
        {experience.fields.length === 0 ? (
          <p className="sd-text-muted">
            <Trans>No jobs yet.</Trans>
          </p>
        ) : null}
        {experience.fields.map((field, index) => (
          <ExperienceRow key={field.key} index={index} onRemove={() => experience.remove(index)} />
        ))}
        <div>
          <Button
            onClick={() =>
              experience.append({ company: '', title: '', from: '', to: '', description: '' })
            }
          >
            <Trans>Add job</Trans>
          </Button>
        </div>
      </Stack>
      <Stack as="section">
        <h2 className="sd-form-section__title" style={{ margin: 0 }}>
          <Trans>Education</Trans>
        </h2>
        {education.fields.length === 0 ? (
          <p className="sd-text-muted">
            <Trans>No schools yet.</Trans>
          </p>
        ) : null}
        {education.fields.map((field, index) => (
          <EducationRow key={field.key} index={index} onRemove={() => education.remove(index)} />
        ))}
        <div>
          <Button onClick={() => education.append({ school: '', degree: '', field: '', year: '' })}>
            <Trans>Add school</Trans>
          </Button>
        </div>
      </Stack>
      <FormSection title={t`CV and notes`}>
        <CvFileInput
          onChange={setCvFile}
          description={
            cvName
              ? t`Now: ${cvName}. Choose a file to replace it; up to 10 MB.`
              : t`Up to 10 MB. Its words become searchable in the CV database.`
          }
        />
        <TextAreaField label={t`Notes`} rows={4} {...field('notes')} />
      </FormSection>
    </EntityForm>
  );
}

/** `/recruiter/candidate/form/:type/:candidateId?`: add a candidate (`add`) or edit one (`edit`). */
export function Component() {
  const { t } = useLingui();
  return (
    <EntityFormPage
      idParam="candidateId"
      viewAt={paths.recruiter.candidate.detail}
      useRecord={useCandidate}
      loadingLabel={t`Loading the candidate…`}
      permission="recruiting.manage"
    >
      {({ record }) => <CandidateForm candidate={record} />}
    </EntityFormPage>
  );
}
