import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import type { ContractType } from '@staffdesk/kit';
import { useClientChoices } from '@staffdesk/kit';
import {
  Banner,
  CheckboxGroupField,
  DateField,
  FormRow,
  LoadingState,
  MoneyField,
  SelectField,
  TextField,
} from '@staffdesk/ui';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Placement, PlacementBody } from '../hooks/types';
import { useClientPics } from '../hooks/useClients';
import { useEmployeeList } from '../hooks/useEmployees';
import { CONTRACT_TYPE_OPTIONS, INTERNAL_STAFF, WORK_WEEK_OPTIONS } from '../lib/labels';

/** A placement as the form holds it (strings for choices, numbers for money). */
export type PlacementValues = {
  /** A client id, `internal`, or '' before a choice. */
  clientId: string;
  position: string;
  contractType: ContractType | '';
  startDate: string;
  endDate: string;
  workWeek: '5' | '6';
  baseSalary: number | null;
  fixedAllowances: number | null;
  approverPicIds: string[];
  /** The line manager's employee id, or '' for none. */
  managerEmployeeId: string;
};

export const EMPTY_PLACEMENT: PlacementValues = {
  clientId: '',
  position: '',
  contractType: '',
  startDate: '',
  endDate: '',
  workWeek: '5',
  baseSalary: null,
  fixedAllowances: 0,
  approverPicIds: [],
  managerEmployeeId: '',
};

/** The field names of a placement, for server errors (`placement.baseSalary`). */
export const PLACEMENT_FIELDS = [
  'clientId',
  'position',
  'contractType',
  'startDate',
  'endDate',
  'workWeek',
  'baseSalary',
  'fixedAllowances',
  'approverPicIds',
  'managerEmployeeId',
] as const;

export function placementValuesOf(placement: Placement): PlacementValues {
  return {
    clientId: placement.clientId ?? INTERNAL_STAFF,
    position: placement.position,
    contractType: placement.contractType,
    startDate: placement.startDate,
    endDate: placement.endDate ?? '',
    workWeek: String(placement.workWeek) as '5' | '6',
    // Absent for those who may not see pay.
    baseSalary: placement.baseSalary ?? null,
    fixedAllowances: placement.fixedAllowances ?? null,
    approverPicIds: [...placement.approverPicIds],
    managerEmployeeId: placement.managerEmployeeId ?? '',
  };
}

/** The API's placement from the form's. Call only with validated values. */
export function placementBodyOf(values: PlacementValues): PlacementBody['placement'] {
  const internal = values.clientId === INTERNAL_STAFF;
  return {
    clientId: internal ? null : values.clientId,
    position: values.position.trim(),
    contractType: values.contractType as ContractType,
    startDate: values.startDate,
    endDate: values.contractType === 'pkwt' ? values.endDate : null,
    workWeek: Number(values.workWeek) as 5 | 6,
    baseSalary: values.baseSalary ?? 0,
    fixedAllowances: values.fixedAllowances ?? 0,
    approverPicIds: internal ? [] : values.approverPicIds,
    managerEmployeeId: values.managerEmployeeId || null,
  };
}

/** A placement field's name in the form: `placement.startDate`. */
function fieldName(prefix: string, field: keyof PlacementValues) {
  return `${prefix}.${field}`;
}

function ApproverChoice({ prefix, clientId }: { prefix: string; clientId: string }) {
  const { t } = useLingui();
  const client = useClientPics(clientId);
  if (client.isPending) return <LoadingState rows={2} label={t`Loading the client’s PICs…`} />;
  if (client.isError) {
    const { message } = describeFailure(client.error);
    return (
      <Banner tone="error">
        <Trans>The client’s PICs could not be loaded: {message}</Trans>
      </Banner>
    );
  }
  if (client.data.pics.length === 0) {
    const { legalName } = client.data;
    return (
      <Banner tone="info">
        <Trans>
          {legalName} has no PICs yet. Business development adds them on the client’s page.
        </Trans>
      </Banner>
    );
  }
  return (
    <CheckboxGroupField
      name={`${prefix}.approverPicIds`}
      legend={t`Approving PICs`}
      description={t`Who approves this employee’s timesheets, overtime and leave at the client.`}
      options={client.data.pics.map((pic) => ({
        value: pic.id,
        label: pic.name,
        description: [pic.position, pic.email].filter(Boolean).join(' · '),
      }))}
      columns
    />
  );
}

/** The most people one list answer holds (the server's largest page). */
const MANAGER_CHOICES = 200;

/**
 * The line manager: an employee with a user account, at the same client or internal staff, not
 * the employee. Decides the employee's leave when the client has no PIC leave approver.
 */
function ManagerChoice({
  prefix,
  clientId,
  employeeId,
}: {
  prefix: string;
  clientId: string;
  employeeId: string | undefined;
}) {
  const { t } = useLingui();
  const sameClient = useEmployeeList(
    { clientId, pageSize: MANAGER_CHOICES },
    { enabled: clientId !== INTERNAL_STAFF },
  );
  const internal = useEmployeeList({ clientId: INTERNAL_STAFF, pageSize: MANAGER_CHOICES });
  const people = [
    ...(clientId !== INTERNAL_STAFF ? (sameClient.data?.items ?? []) : []),
    ...(internal.data?.items ?? []),
  ].filter(
    (person) =>
      person.hasAccount &&
      person.id !== employeeId &&
      (person.status === 'active' || person.status === 'onboarding'),
  );
  if (internal.isPending || (clientId !== INTERNAL_STAFF && sameClient.isPending)) {
    return <LoadingState rows={1} />;
  }
  return (
    <SelectField
      name={`${prefix}.managerEmployeeId`}
      label={t`Line manager`}
      description={t`Decides their leave when the client has no PIC leave approver.`}
      placeholder={t`No line manager`}
      options={people.map((person) => ({
        value: person.id,
        label: `${person.fullName} · ${person.employeeNumber}${
          person.clientName ? '' : ` · ${t`Internal staff`}`
        }`,
      }))}
    />
  );
}

/**
 * The placement fields, named under `prefix` (default `placement`): client or internal staff,
 * position, contract (PKWT needs an end date after the start), work week, base salary, fixed
 * allowances, the client's approving PICs and the line manager.
 */
export function PlacementFields({
  prefix = 'placement',
  employeeId,
}: {
  prefix?: string;
  /** The employee being changed (not a choice of their own manager); none when adding. */
  employeeId?: string;
}) {
  const { t } = useLingui();
  const { setValue, getValues } = useFormContext();
  const clients = useClientChoices();
  const clientId = useWatch({ name: `${prefix}.clientId` }) as string;
  const contractType = useWatch({ name: `${prefix}.contractType` }) as string;
  const previousClient = useRef(clientId);
  const clientsError = clients.isError ? describeFailure(clients.error).message : '';

  // Another client has other PICs: the chosen approvers no longer apply.
  useEffect(() => {
    if (previousClient.current !== clientId) {
      previousClient.current = clientId;
      setValue(fieldName(prefix, 'approverPicIds'), [], { shouldDirty: true });
      setValue(fieldName(prefix, 'managerEmployeeId'), '', { shouldDirty: true });
    }
  }, [clientId, prefix, setValue]);

  const clientOptions = [
    { value: INTERNAL_STAFF, label: t`Internal staff (not placed at a client)` },
    ...(clients.data?.items ?? []).map((client) => ({
      value: client.id,
      label: client.legalName,
    })),
  ];

  return (
    <>
      <FormRow>
        {clients.isPending ? (
          // The choice waits for the clients, so a saved client is not lost before its option exists.
          <LoadingState rows={1} label={t`Loading clients…`} />
        ) : (
          <SelectField
            name={`${prefix}.clientId`}
            label={t`Client`}
            required
            requiredMessage={t`Choose the client, or internal staff.`}
            placeholder={t`Choose a client…`}
            options={clientOptions}
          />
        )}
        <TextField name={`${prefix}.position`} label={t`Position`} required maxLength={120} />
      </FormRow>
      {clients.isError ? (
        <Banner tone="error">
          <Trans>The clients could not be loaded: {clientsError}</Trans>
        </Banner>
      ) : null}
      <FormRow>
        <SelectField
          name={`${prefix}.contractType`}
          label={t`Contract type`}
          required
          placeholder={t`Choose a contract…`}
          options={CONTRACT_TYPE_OPTIONS}
        />
        <SelectField
          name={`${prefix}.workWeek`}
          label={t`Work week`}
          required
          options={WORK_WEEK_OPTIONS}
        />
      </FormRow>
      <FormRow>
        <DateField name={`${prefix}.startDate`} label={t`Start date`} required />
        <DateField
          name={`${prefix}.endDate`}
          label={t`End date`}
          required={contractType === 'pkwt'}
          disabled={contractType !== 'pkwt'}
          description={
            contractType === 'pkwt'
              ? t`A PKWT ends on this day.`
              : t`Only a PKWT (fixed-term) contract has an end date.`
          }
          rules={{
            validate: (value: unknown) => {
              if (getValues(fieldName(prefix, 'contractType')) !== 'pkwt') return true;
              const start = getValues(fieldName(prefix, 'startDate')) as string;
              return (
                !start ||
                !value ||
                String(value) > start ||
                t`The end date must be after the start date.`
              );
            },
          }}
        />
      </FormRow>
      <FormRow>
        <MoneyField
          name={`${prefix}.baseSalary`}
          label={t`Base salary`}
          required
          description={t`Per month, in whole rupiah.`}
          rules={{
            validate: (value: unknown) =>
              (typeof value === 'number' && value > 0) || t`Enter a base salary above zero.`,
          }}
        />
        <MoneyField
          name={`${prefix}.fixedAllowances`}
          label={t`Fixed allowances`}
          description={t`Per month; counts for BPJS and THR.`}
        />
      </FormRow>
      {clientId && clientId !== INTERNAL_STAFF ? (
        <ApproverChoice prefix={prefix} clientId={clientId} />
      ) : null}
      {clientId ? (
        <ManagerChoice prefix={prefix} clientId={clientId} employeeId={employeeId} />
      ) : null}
    </>
  );
}
