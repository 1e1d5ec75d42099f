import { Trans, useLingui } from '@lingui/react/macro';
import { createRequirementBody, updateRequirementBody } from '@staffdesk/api/rules';
import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  CONTRACT_TYPE_LABELS,
  EntityForm,
  EntityFormPage,
  optionsOf,
  RequirementStatusBadge,
  useClientChoices,
  useEntityForm,
} from '@staffdesk/kit';
import {
  Card,
  CheckboxGroupField,
  DateField,
  FormRow,
  FormSection,
  MoneyField,
  PageHeader,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useCreateRequirement,
  useRecruiters,
  useRequirement,
  useUpdateRequirement,
} from '../hooks/useRequirements';
import {
  isRecordId,
  REQUIREMENT_STATUS_LABELS,
  type Requirement,
  type RequirementBody,
  type RequirementStatus,
} from '../lib/requirements';

type ContractType = RequirementBody['contractType'];

export type RequirementValues = {
  clientId: string;
  position: string;
  /** Digits as typed; sent as a number. */
  headcount: string;
  description: string;
  qualifications: string;
  salaryMin: number | null;
  salaryMax: number | null;
  location: string;
  contractType: ContractType;
  /** 'YYYY-MM-DD' or '' for none. */
  deadline: string;
  status: RequirementStatus;
  recruiterIds: string[];
};

const EMPTY: RequirementValues = {
  clientId: '',
  position: '',
  headcount: '1',
  description: '',
  qualifications: '',
  salaryMin: null,
  salaryMax: null,
  location: '',
  contractType: 'pkwt',
  deadline: '',
  status: 'open',
  recruiterIds: [],
};

function valuesOf(requirement: Requirement): RequirementValues {
  return {
    clientId: requirement.clientId,
    position: requirement.position,
    headcount: String(requirement.headcount),
    description: requirement.description,
    qualifications: requirement.qualifications,
    salaryMin: requirement.salaryMin,
    salaryMax: requirement.salaryMax,
    location: requirement.location,
    contractType: requirement.contractType,
    deadline: requirement.deadline ?? '',
    status: requirement.status,
    recruiterIds: requirement.recruiters.map((recruiter) => recruiter.id),
  };
}

function bodyOf(values: RequirementValues): RequirementBody {
  return {
    clientId: values.clientId,
    position: values.position.trim(),
    headcount: Number(values.headcount),
    description: values.description.trim(),
    qualifications: values.qualifications.trim(),
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    location: values.location.trim(),
    contractType: values.contractType,
    deadline: values.deadline || null,
    status: values.status,
    recruiterIds: values.recruiterIds,
  };
}

/** The server names an item of a list (`recruiterIds.2`); the form shows it on the list. */
const fieldOf = (field: string) => field.replace(/\.\d+$/, '');

/**
 * `/recruiter/requirement/form/:type/:requirementId?`: open a requirement (`add`) or change one
 * (`edit`). `recruiting.manage` only; saved, it opens the requirement's page.
 */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const back = { to: paths.recruiter.requirement.list(), label: t`Back to requirements` };
  if (me && !hasPermission(me, 'recruiting.manage')) return <AccessDenied action={back} />;
  return (
    <EntityFormPage
      idParam="requirementId"
      isId={isRecordId}
      useRecord={useRequirement}
      loadingLabel={t`Loading the requirement…`}
      back={back}
    >
      {({ record }) => <RequirementForm requirement={record} />}
    </EntityFormPage>
  );
}

function RequirementForm({ requirement }: { requirement: Requirement | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const create = useCreateRequirement();
  const update = useUpdateRequirement();
  const clients = useClientChoices(hasPermission(me, 'clients.read'));
  const recruiters = useRecruiters();
  const entity = useEntityForm<RequirementValues, Requirement>({
    defaultValues: requirement ? valuesOf(requirement) : EMPTY,
    rules: requirement ? updateRequirementBody : createRequirementBody,
    save: (values) => {
      // A disabled field is left out of the values: the locked client is the requirement's own.
      const body = bodyOf({
        ...values,
        clientId: values.clientId || (requirement?.clientId ?? ''),
      });
      return requirement
        ? update.mutateAsync({ params: { path: { id: requirement.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      const { number: savedNumber, position } = saved;
      toast({
        tone: 'success',
        title: requirement ? t`Requirement saved` : t`Requirement opened`,
        description: t`${savedNumber}: ${position}`,
      });
      navigate(paths.recruiter.requirement.detail(saved.id));
    },
    fieldOf,
  });
  const { form, field } = entity;
  const number = requirement?.number;
  const title = requirement ? t`Edit requirement ${number}` : t`New requirement`;
  const listPath = paths.recruiter.requirement.list();
  const cancelPath = requirement ? paths.recruiter.requirement.detail(requirement.id) : listPath;
  const clientLocked = Boolean(requirement && requirement.candidates > 0);
  const minimumHeadcount = Math.max(1, requirement?.filled ?? 0);

  // Inactive clients take no new requirement; the requirement's own client stays listed.
  const clientOptions = (clients.data?.items ?? [])
    .filter((client) => client.status !== 'inactive' || client.id === requirement?.clientId)
    .map((client) => ({ value: client.id, label: `${client.legalName} (${client.code})` }));
  if (requirement && !clientOptions.some((option) => option.value === requirement.clientId)) {
    clientOptions.unshift({
      value: requirement.clientId,
      label: `${requirement.clientName} (${requirement.clientCode})`,
    });
  }
  // A new requirement opened from a client's page (`?clientId=`) starts with that client, once
  // the clients are in the list (a client that cannot take one is not chosen).
  const [searchParams] = useSearchParams();
  const askedClient = requirement ? '' : (searchParams.get('clientId') ?? '');
  const askedClientListed = clientOptions.some((option) => option.value === askedClient);
  useEffect(() => {
    if (askedClientListed) form.resetField('clientId', { defaultValue: askedClient });
  }, [askedClientListed, askedClient, form]);
  const recruiterOptions = (recruiters.data?.items ?? []).map((recruiter) => ({
    value: recruiter.id,
    label: recruiter.name,
    description: recruiter.email,
  }));

  const headcountMessage = t`Enter a number from ${minimumHeadcount} to 10,000.`;

  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        status={requirement ? <RequirementStatusBadge status={requirement.status} /> : undefined}
        breadcrumbs={
          requirement
            ? [
                { label: t`Requirements`, href: listPath },
                {
                  label: requirement.number,
                  href: paths.recruiter.requirement.detail(requirement.id),
                },
                { label: t`Edit` },
              ]
            : [{ label: t`Requirements`, href: listPath }, { label: t`New requirement` }]
        }
        description={t`What the client asks for, the terms offered and who recruits for it.`}
        linkComponent={RouterLink}
      />
      <Card>
        <EntityForm
          entity={entity}
          label={title}
          cancelTo={cancelPath}
          saveLabel={
            requirement ? <Trans>Save requirement</Trans> : <Trans>Open requirement</Trans>
          }
        >
          <FormSection title={t`The position`}>
            <SelectField
              label={t`Client`}
              {...field('clientId')}
              placeholder={t`Choose a client…`}
              options={clientOptions}
              disabled={clientLocked}
              description={
                clientLocked
                  ? t`The client cannot change once candidates are in the pipeline.`
                  : undefined
              }
            />
            <TextField label={t`Position`} {...field('position')} />
            <FormRow>
              <TextField
                label={t`Headcount`}
                inputMode="numeric"
                maxLength={5}
                description={
                  requirement && requirement.filled > 0
                    ? t`At least ${minimumHeadcount}: the candidates already hired.`
                    : t`How many people the client needs.`
                }
                {...field('headcount', {
                  messages: { type: headcountMessage, range: headcountMessage },
                  // The server keeps the headcount at or above the candidates already hired.
                  validate: (value) => Number(value) >= minimumHeadcount || headcountMessage,
                })}
              />
              <SelectField
                name="status"
                label={t`Status`}
                required
                options={optionsOf(REQUIREMENT_STATUS_LABELS)}
              />
            </FormRow>
            <TextAreaField
              label={t`Description`}
              rows={5}
              {...field('description')}
              description={t`The work, the team and the place, as the candidates should read it.`}
            />
            <TextAreaField
              label={t`Qualifications`}
              rows={5}
              {...field('qualifications')}
              description={t`Education, experience, skills and certificates the client asks for.`}
            />
          </FormSection>
          <FormSection title={t`Terms`}>
            <FormRow>
              <MoneyField
                name="salaryMin"
                label={t`Salary from`}
                description={t`A month’s gross salary in rupiah; empty when not disclosed.`}
              />
              <MoneyField
                label={t`Salary up to`}
                {...field('salaryMax', {
                  // The server's check across two fields, which the schema cannot say.
                  validate: (value, all) => {
                    const minimum = all.salaryMin;
                    return (
                      typeof value !== 'number' ||
                      typeof minimum !== 'number' ||
                      value >= minimum ||
                      t`The maximum salary is below the minimum.`
                    );
                  },
                })}
              />
            </FormRow>
            <FormRow>
              <SelectField
                label={t`Contract type`}
                {...field('contractType')}
                options={optionsOf(CONTRACT_TYPE_LABELS)}
              />
              <TextField
                label={t`Location`}
                {...field('location')}
                description={t`The city or site where the work is.`}
              />
            </FormRow>
            <DateField
              name="deadline"
              label={t`Deadline`}
              description={t`When the client wants the positions filled.`}
            />
          </FormSection>
          {recruiterOptions.length > 0 ? (
            <CheckboxGroupField
              name="recruiterIds"
              legend={t`Assigned recruiters`}
              description={t`Who works on this requirement; up to 20.`}
              options={recruiterOptions}
              columns
            />
          ) : null}
        </EntityForm>
      </Card>
    </div>
  );
}
