import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  NotFound,
  optionsOf,
  QueryFailure,
  useUnsavedChangesGuard,
} from '@staffdesk/kit';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  LANGUAGE_OPTIONS,
  LoadingState,
  MoneyField,
  PageHeader,
  SelectField,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
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

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'city',
  'skills',
  'experienceYears',
  'expectedSalary',
  'source',
  'notes',
  'preferredLanguage',
];
const ROW_FIELD =
  /^(experience\.\d+\.(company|title|from|to|description)|education\.\d+\.(school|degree|field|year))$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,30}$/;
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

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

/** `/recruiter/candidate/form/:type/:candidateId?`: add a candidate (`add`) or edit one (`edit`). */
export function Component() {
  const { type, candidateId } = useParams();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'recruiting.manage');
  if (type === 'view' && candidateId) {
    return <Navigate to={paths.recruiter.candidate.detail(candidateId)} replace />;
  }
  if (type === 'add' && !candidateId) {
    return me && !canManage ? <AccessDenied /> : <CandidateForm candidate={null} />;
  }
  if (type === 'edit' && candidateId) {
    return me && !canManage ? <AccessDenied /> : <CandidateEdit id={candidateId} />;
  }
  return <NotFound />;
}

function CandidateEdit({ id }: { id: string }) {
  const { t } = useLingui();
  const candidate = useCandidate(id);
  if (candidate.isPending) return <LoadingState label={t`Loading the candidate…`} />;
  if (candidate.isError) {
    return <QueryFailure error={candidate.error} onRetry={() => void candidate.refetch()} />;
  }
  return <CandidateForm candidate={candidate.data} />;
}

function ExperienceRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const number = index + 1;
  const monthRule = {
    pattern: { value: MONTH_PATTERN, message: t`Write the month as YYYY-MM, e.g. 2024-03.` },
  };
  return (
    <fieldset className="sd-form-section">
      <legend className="sd-form-section__title">{t`Job ${number}`}</legend>
      <FormRow>
        <TextField
          name={`experience.${index}.company`}
          label={t`Company`}
          required
          maxLength={120}
        />
        <TextField
          name={`experience.${index}.title`}
          label={t`Job title`}
          required
          maxLength={120}
        />
      </FormRow>
      <FormRow>
        <TextField
          name={`experience.${index}.from`}
          label={t`From (YYYY-MM)`}
          placeholder="2022-01"
          maxLength={7}
          rules={monthRule}
        />
        <TextField
          name={`experience.${index}.to`}
          label={t`To (YYYY-MM)`}
          placeholder="2024-06"
          description={t`Empty while still working there.`}
          maxLength={7}
          rules={monthRule}
        />
      </FormRow>
      <TextAreaField
        name={`experience.${index}.description`}
        label={t`What they did`}
        rows={2}
        maxLength={2000}
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
  const number = index + 1;
  return (
    <fieldset className="sd-form-section">
      <legend className="sd-form-section__title">{t`School ${number}`}</legend>
      <FormRow>
        <TextField name={`education.${index}.school`} label={t`School`} required maxLength={160} />
        <TextField
          name={`education.${index}.degree`}
          label={t`Degree`}
          placeholder={t`e.g. S1, D3, SMK`}
          maxLength={60}
        />
      </FormRow>
      <FormRow>
        <TextField name={`education.${index}.field`} label={t`Field of study`} maxLength={120} />
        <TextField
          name={`education.${index}.year`}
          label={t`Year finished`}
          inputMode="numeric"
          maxLength={4}
          rules={{
            validate: (value: unknown) => {
              const text = String(value ?? '').trim();
              if (!text) return true;
              const year = Number(text);
              return (
                (/^\d{4}$/.test(text) && year >= 1950 && year <= 2100) ||
                t`Enter a year from 1950 to 2100.`
              );
            },
          }}
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
  const form = useForm<CandidateValues>({
    defaultValues: candidate ? valuesOf(candidate) : EMPTY,
  });
  const experience = useFieldArray({ control: form.control, name: 'experience', keyName: 'key' });
  const education = useFieldArray({ control: form.control, name: 'education', keyName: 'key' });
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [refusedAsDuplicate, setRefusedAsDuplicate] = useState(false);
  const guard = useUnsavedChangesGuard(form.formState.isDirty || cvFile !== null);

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

  async function onSubmit(values: CandidateValues) {
    let saved: Candidate;
    try {
      const body = bodyOf(values);
      saved = candidate
        ? await update.mutateAsync({ params: { path: { id: candidate.id } }, body })
        : await create.mutateAsync({ body });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.code === 'duplicate-candidate') setRefusedAsDuplicate(true);
      const rowFields = Object.keys(failure.fields).filter((field) => ROW_FIELD.test(field));
      showFailureInForm(form, failure, [...FIELDS, ...rowFields]);
      return;
    }
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
        guard.allowNavigation();
        navigate(paths.recruiter.candidate.detail(saved.id));
        return;
      }
    }
    toast({
      tone: 'success',
      title: candidate ? t`Candidate saved` : t`Candidate added`,
      description: savedName,
    });
    guard.allowNavigation();
    navigate(paths.recruiter.candidate.detail(saved.id));
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        breadcrumbs={
          candidate
            ? [
                listCrumb,
                {
                  label: candidate.fullName,
                  href: paths.recruiter.candidate.detail(candidate.id),
                },
                { label: t`Edit` },
              ]
            : [listCrumb, { label: t`New candidate` }]
        }
        description={t`Who the candidate is, what they can do, what they expect, and their CV.`}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={title}>
          <FormError />
          <FormSection title={t`Profile`}>
            <TextField name="fullName" label={t`Full name`} required maxLength={120} />
            <FormRow>
              <TextField
                name="email"
                label={t`Email`}
                type="email"
                autoComplete="off"
                maxLength={254}
                rules={{
                  pattern: { value: EMAIL_PATTERN, message: t`Enter a valid email address.` },
                }}
              />
              <TextField
                name="phone"
                label={t`Phone`}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={30}
                placeholder="+62 812 3456 7890"
                rules={{
                  pattern: {
                    value: PHONE_PATTERN,
                    message: t`Use digits, spaces, brackets, dashes and a leading +.`,
                  },
                }}
              />
            </FormRow>
            <DuplicateWarning matches={matches} refused={refusedAsDuplicate} />
            <FormRow>
              <TextField name="city" label={t`City`} maxLength={80} />
              <SelectField
                name="source"
                label={t`Source`}
                required
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
                name="experienceYears"
                label={t`Years of experience`}
                inputMode="numeric"
                maxLength={2}
                rules={{
                  validate: (value: unknown) => {
                    const text = String(value ?? '').trim();
                    return (
                      text === '' ||
                      (/^\d{1,2}$/.test(text) && Number(text) <= 60) ||
                      t`Enter a number of years from 0 to 60.`
                    );
                  },
                }}
              />
              <MoneyField name="expectedSalary" label={t`Expected monthly salary`} />
            </FormRow>
          </FormSection>
          <section className="sd-stack">
            <h2 className="sd-form-section__title" style={{ margin: 0 }}>
              <Trans>Work experience</Trans>
            </h2>
            {experience.fields.length === 0 ? (
              <p className="sd-text-muted" style={{ margin: 0 }}>
                <Trans>No jobs yet.</Trans>
              </p>
            ) : null}
            {experience.fields.map((field, index) => (
              <ExperienceRow
                key={field.key}
                index={index}
                onRemove={() => experience.remove(index)}
              />
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
          </section>
          <section className="sd-stack">
            <h2 className="sd-form-section__title" style={{ margin: 0 }}>
              <Trans>Education</Trans>
            </h2>
            {education.fields.length === 0 ? (
              <p className="sd-text-muted" style={{ margin: 0 }}>
                <Trans>No schools yet.</Trans>
              </p>
            ) : null}
            {education.fields.map((field, index) => (
              <EducationRow
                key={field.key}
                index={index}
                onRemove={() => education.remove(index)}
              />
            ))}
            <div>
              <Button
                onClick={() => education.append({ school: '', degree: '', field: '', year: '' })}
              >
                <Trans>Add school</Trans>
              </Button>
            </div>
          </section>
          <FormSection title={t`CV and notes`}>
            <CvFileInput
              onChange={setCvFile}
              description={
                cvName
                  ? t`Now: ${cvName}. Choose a file to replace it; up to 10 MB.`
                  : t`Up to 10 MB. Its words become searchable in the CV database.`
              }
            />
            <TextAreaField name="notes" label={t`Notes`} rows={4} maxLength={5000} />
          </FormSection>
          <FormActions>
            <Button asChild>
              <Link to={cancelPath}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Save candidate</Trans>
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}
