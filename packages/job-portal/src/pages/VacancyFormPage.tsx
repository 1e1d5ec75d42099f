import { Trans, useLingui } from '@lingui/react/macro';
import { createVacancyBody, updateVacancyBody } from '@staffdesk/api/rules';
import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  CONTRACT_TYPE_LABELS,
  EntityForm,
  EntityFormPage,
  labelOf,
  optionsOf,
  useEntityForm,
} from '@staffdesk/kit';
import {
  Button,
  Card,
  CheckboxField,
  DateField,
  DescriptionList,
  FormRow,
  FormSection,
  formatDate,
  formatMoney,
  LoadingState,
  PageHeader,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { SkillTagsField } from '../components/SkillTagsField';
import { VacancyStatusBadge } from '../components/VacancyStatusBadge';
import {
  useCreateVacancy,
  useJobTaxonomy,
  useRequirementChoices,
  useUpdateVacancy,
  useVacancy,
  useVacancyList,
} from '../hooks/useJobPortal';
import {
  isRecordId,
  type JobTaxonomy,
  PUBLISHABLE_REQUIREMENT_STATUSES,
  type Requirement,
  VACANCY_STATUS_LABELS,
  type Vacancy,
  type VacancyBody,
  type VacancyStatus,
} from '../lib/vacancies';

export type VacancyValues = {
  requirementId: string;
  title: string;
  categoryId: string;
  roleId: string;
  skills: string[];
  description: string;
  qualifications: string;
  location: string;
  showSalary: boolean;
  status: VacancyStatus;
  /** 'YYYY-MM-DD' or '' for none. */
  closesOn: string;
};

const EMPTY: VacancyValues = {
  requirementId: '',
  title: '',
  categoryId: '',
  roleId: '',
  skills: [],
  description: '',
  qualifications: '',
  location: '',
  showSalary: false,
  status: 'draft',
  closesOn: '',
};

function valuesOf(vacancy: Vacancy): VacancyValues {
  return {
    requirementId: vacancy.requirementId,
    title: vacancy.title,
    categoryId: vacancy.categoryId ?? '',
    roleId: vacancy.roleId ?? '',
    skills: vacancy.skills,
    description: vacancy.description,
    qualifications: vacancy.qualifications,
    location: vacancy.location,
    showSalary: vacancy.showSalary,
    status: vacancy.status,
    closesOn: vacancy.closesOn ?? '',
  };
}

function bodyOf(values: VacancyValues): VacancyBody {
  return {
    requirementId: values.requirementId,
    title: values.title.trim(),
    categoryId: values.categoryId || null,
    roleId: values.roleId || null,
    skills: values.skills,
    description: values.description.trim(),
    qualifications: values.qualifications.trim(),
    location: values.location.trim(),
    showSalary: values.showSalary,
    status: values.status,
    closesOn: values.closesOn || null,
  };
}

/** The server names an item of a list (`skills.2`); the form shows it on the list. */
const fieldOf = (field: string) => field.replace(/\.\d+$/, '');

function salaryText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatMoney(min)} – ${formatMoney(max)}`;
  if (min !== null) return formatMoney(min);
  return max !== null ? formatMoney(max) : '';
}

/**
 * `/job-portal/job-vacancies/:type/:id?`: publish an open requirement as a vacancy (`add`),
 * change one (`edit`, `recruiting.manage`) or read it (`view`, `recruiting.read`).
 */
export function Component() {
  const { t } = useLingui();
  const { type } = useParams();
  const me = useCurrentUser().data;
  const back = { to: paths.jobPortal.jobVacancies.list(), label: t`Back to vacancies` };
  if (type === 'view' && me && !hasPermission(me, 'recruiting.read')) {
    return <AccessDenied action={back} />;
  }
  return (
    <EntityFormPage
      modes={['add', 'edit', 'view']}
      isId={isRecordId}
      useRecord={useVacancy}
      loadingLabel={t`Loading the vacancy…`}
      canEdit={me ? hasPermission(me, 'recruiting.manage') : undefined}
      back={back}
    >
      {({ mode, record }) =>
        mode === 'view' && record ? (
          <VacancyView vacancy={record} />
        ) : (
          <VacancyFormReady vacancy={record} />
        )
      }
    </EntityFormPage>
  );
}

function PublicAddress({ slug }: { slug: string }) {
  return (
    <p>
      <Trans>
        Address on the website: <code className="sd-num">{slug}</code>
      </Trans>
    </p>
  );
}

function VacancyView({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const listPath = paths.jobPortal.jobVacancies.list();
  const salary = salaryText(vacancy.salaryMin, vacancy.salaryMax);
  return (
    <div className="sd-stack">
      <PageHeader
        title={vacancy.title}
        status={<VacancyStatusBadge status={vacancy.status} />}
        breadcrumbs={[{ label: t`Job vacancies`, href: listPath }, { label: vacancy.title }]}
        linkComponent={RouterLink}
        actions={
          hasPermission(me, 'recruiting.manage') ? (
            <Button asChild variant="primary">
              <Link to={paths.jobPortal.jobVacancies.form('edit', vacancy.id)}>
                <Trans>Edit vacancy</Trans>
              </Link>
            </Button>
          ) : null
        }
      />
      <Card>
        <div className="sd-stack">
          <PublicAddress slug={vacancy.slug} />
          <DescriptionList
            items={[
              {
                label: t`Requirement`,
                value: `${vacancy.requirementNumber} · ${vacancy.clientName}`,
              },
              { label: t`Category`, value: vacancy.categoryName ?? '—' },
              { label: t`Role`, value: vacancy.roleName ?? '—' },
              { label: t`Skills`, value: vacancy.skills.join(', ') || '—' },
              { label: t`Location`, value: vacancy.location || '—' },
              {
                label: t`Contract type`,
                value: labelOf(CONTRACT_TYPE_LABELS, vacancy.contractType),
              },
              {
                label: t`Salary`,
                value: vacancy.showSalary ? salary || '—' : t`Not shown on the website`,
              },
              {
                label: t`Published`,
                value: vacancy.publishedAt ? formatDate(vacancy.publishedAt) : '—',
              },
              { label: t`Closes on`, value: vacancy.closesOn ? formatDate(vacancy.closesOn) : '—' },
              {
                label: t`Applicants`,
                value: (
                  <Link to={paths.jobPortal.jobVacancies.listCandidates(vacancy.id)}>
                    {vacancy.applicants}
                  </Link>
                ),
              },
            ]}
          />
          <section className="sd-wrap-pre-line" aria-label={t`Description`}>
            {vacancy.description}
          </section>
          <section className="sd-wrap-pre-line" aria-label={t`Qualifications`}>
            {vacancy.qualifications}
          </section>
        </div>
      </Card>
    </div>
  );
}

/** The requirement picker: open requirements without a vacancy, newest first. */
function useRequirementOptions(enabled: boolean) {
  const requirements = useRequirementChoices(enabled);
  const vacancies = useVacancyList({ page: 1, pageSize: 200 }, enabled);
  const taken = new Set((vacancies.data?.items ?? []).map((vacancy) => vacancy.requirementId));
  const choices = (requirements.data?.items ?? []).filter(
    (requirement) =>
      PUBLISHABLE_REQUIREMENT_STATUSES.includes(requirement.status) && !taken.has(requirement.id),
  );
  return {
    choices,
    loading: requirements.isPending || vacancies.isPending,
    options: choices.map((requirement) => ({
      value: requirement.id,
      label: `${requirement.number} · ${requirement.position} · ${requirement.clientName}`,
    })),
  };
}

/** The form once the taxonomy is in, so the saved category and role are among the choices. */
function VacancyFormReady({ vacancy }: { vacancy: Vacancy | null }) {
  const { t } = useLingui();
  const taxonomy = useJobTaxonomy();
  if (taxonomy.isPending) return <LoadingState label={t`Loading the job taxonomy…`} />;
  return <VacancyForm vacancy={vacancy} taxonomy={taxonomy.data} />;
}

type VacancyFormProps = { vacancy: Vacancy | null; taxonomy: JobTaxonomy | undefined };

function VacancyForm({ vacancy, taxonomy }: VacancyFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const requirements = useRequirementOptions(vacancy === null);
  const listPath = paths.jobPortal.jobVacancies.list();
  const entity = useEntityForm<VacancyValues, Vacancy>({
    defaultValues: vacancy ? valuesOf(vacancy) : EMPTY,
    rules: vacancy ? updateVacancyBody : createVacancyBody,
    save: (values) => {
      const body = bodyOf(values);
      return vacancy
        ? update.mutateAsync({ params: { path: { id: vacancy.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      const savedTitle = saved.title;
      const slug = saved.slug;
      toast({
        tone: 'success',
        title: vacancy ? t`Vacancy saved` : t`Vacancy created`,
        description: t`${savedTitle} is at ${slug} on the website.`,
      });
      if (vacancy) navigate(listPath);
      else navigate(paths.jobPortal.jobVacancies.form('edit', saved.id), { replace: true });
    },
    fieldOf,
  });
  const { form, field } = entity;
  const [categoryId, showSalary] = useWatch({
    control: form.control,
    name: ['categoryId', 'showSalary'],
  });
  const number = vacancy?.requirementNumber;
  const title = vacancy ? t`Edit vacancy ${number}` : t`New vacancy`;
  const categories = taxonomy?.categories ?? [];
  const roles = categories.find((category) => category.id === categoryId)?.roles ?? [];
  const skills = (taxonomy?.skills ?? []).map((skill) => skill.name);
  const salary = vacancy ? salaryText(vacancy.salaryMin, vacancy.salaryMax) : '';

  function prefillFrom(requirement: Requirement | undefined) {
    if (!requirement) return;
    const options = { shouldDirty: true };
    form.setValue('title', requirement.position, options);
    form.setValue('location', requirement.location, options);
    form.setValue('description', requirement.description, options);
    form.setValue('qualifications', requirement.qualifications, options);
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        status={vacancy ? <VacancyStatusBadge status={vacancy.status} /> : undefined}
        breadcrumbs={[
          { label: t`Job vacancies`, href: listPath },
          { label: vacancy ? vacancy.title : t`New vacancy` },
        ]}
        description={t`A requirement as candidates read it on the website.`}
        linkComponent={RouterLink}
      />
      <Card>
        <EntityForm
          entity={entity}
          label={title}
          cancelTo={listPath}
          saveLabel={vacancy ? <Trans>Save vacancy</Trans> : <Trans>Create vacancy</Trans>}
        >
          {vacancy ? <PublicAddress slug={vacancy.slug} /> : null}
          <FormSection title={t`The requirement`}>
            {vacancy ? (
              <p>
                {vacancy.requirementNumber} · {vacancy.clientName}
              </p>
            ) : (
              <SelectField
                name="requirementId"
                label={t`Requirement`}
                required
                placeholder={
                  requirements.loading ? t`Loading requirements…` : t`Choose a requirement…`
                }
                options={requirements.options}
                description={t`Open requirements without a vacancy; choosing one fills in its title, location, description and qualifications.`}
                rules={{
                  onChange: (event: { target: { value: string } }) =>
                    prefillFrom(
                      requirements.choices.find((choice) => choice.id === event.target.value),
                    ),
                }}
              />
            )}
            <TextField label={t`Title`} {...field('title')} />
            <FormRow>
              <SelectField
                name="categoryId"
                label={t`Category`}
                placeholder={t`No category`}
                options={categories.map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
                rules={{
                  onChange: () => form.setValue('roleId', '', { shouldDirty: true }),
                }}
              />
              <SelectField
                name="roleId"
                label={t`Role`}
                placeholder={categoryId ? t`No role` : t`Choose a category first`}
                disabled={!categoryId}
                options={roles.map((role) => ({ value: role.id, label: role.name }))}
              />
            </FormRow>
            <SkillTagsField
              name="skills"
              label={t`Skills`}
              description={t`Up to 30; the taxonomy’s skills are suggested as you type.`}
              suggestions={skills}
            />
            <TextField
              label={t`Location`}
              {...field('location')}
              description={t`The city or site where the work is.`}
            />
            <TextAreaField label={t`Description`} rows={6} {...field('description')} />
            <TextAreaField label={t`Qualifications`} rows={5} {...field('qualifications')} />
          </FormSection>
          <FormSection title={t`Publishing`}>
            <CheckboxField
              name="showSalary"
              label={t`Show the salary on the website`}
              description={
                salary
                  ? t`The requirement’s range: ${salary}.`
                  : t`The requirement’s salary range is shown when it has one.`
              }
            />
            {showSalary && vacancy && !salary ? (
              <p className="sd-text-muted">
                <Trans>The requirement has no salary range, so none is shown.</Trans>
              </p>
            ) : null}
            <FormRow>
              <SelectField
                name="status"
                label={t`Status`}
                required
                options={optionsOf(VACANCY_STATUS_LABELS)}
                description={t`Only published vacancies are on the website.`}
              />
              <DateField
                label={t`Closes on`}
                {...field('closesOn')}
                description={t`The last day candidates can apply; empty for none.`}
              />
            </FormRow>
          </FormSection>
        </EntityForm>
      </Card>
    </div>
  );
}
