import { Trans, useLingui } from '@lingui/react/macro';
import {
  failureStatus,
  hasPermission,
  RouterLink,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  Banner,
  Card,
  DescriptionList,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDate,
  formatMoney,
  LoadingState,
  PageHeader,
  Stack,
  UnsavedChangesDialog,
} from '@staffdesk/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { AccessDenied, QueryFailure } from '../components/StatusPages';
import {
  CONTRACT_TYPE_LABELS,
  GENDER_LABELS,
  labelOf,
  MARITAL_STATUS_LABELS,
  PTKP_STATUS_LABELS,
  RELIGION_LABELS,
} from '../labels/labels';
import { formatNpwp } from '../lib/identity-numbers';
import { JoiningInfoForm } from './JoiningInfoForm';
import { OnboardingMessages } from './OnboardingMessages';
import { CANDIDATE_PARAM, type HireResult, type OnboardingEntry } from './onboarding';
import { ALL_ONBOARDING, useOnboardingList } from './useOnboarding';

export type OnboardingJoiningInfoPageProps = {
  /** The accepted offers: the way back. */
  offeredPath: string;
  /** The candidates made employees. */
  hiredPath: string;
  /** The employee's page, linked once the candidate is made one. */
  employeeHref: (employeeId: string) => string;
};

/**
 * A candidate's joining info (`?candidate=<applicationId>`, chosen from the accepted offers): the
 * data they confirmed and the offer, the joining date, documents checklist and notes (saved with
 * `employees.manage`), and "Create employee"; once made, the employee number with a link to the
 * employee and how much of the requirement's headcount is filled. Needs `employees.read`; loads
 * its own words.
 */
export function OnboardingJoiningInfoPage(props: OnboardingJoiningInfoPageProps) {
  return (
    <OnboardingMessages>
      <JoiningInfo {...props} />
    </OnboardingMessages>
  );
}

type Hired = { entry: OnboardingEntry; result: HireResult };

function JoiningInfo({ offeredPath, hiredPath, employeeHref }: OnboardingJoiningInfoPageProps) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const { values, update } = useListParams([CANDIDATE_PARAM] as const);
  const chosen = values[CANDIDATE_PARAM];
  const list = useOnboardingList({ state: 'offered', pageSize: ALL_ONBOARDING });
  const [hired, setHired] = useState<Hired | null>(null);
  const [dirty, setDirty] = useState(false);
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  const back = { to: offeredPath, label: t`Back to the accepted offers` };

  if (failureStatus(list.error) === 403 || (me && !hasPermission(me, 'employees.read'))) {
    return <AccessDenied action={back} />;
  }
  const canManage = hasPermission(me, 'employees.manage');
  const entries = list.data?.items ?? [];
  // The candidate just made an employee has left the accepted offers: keep showing them.
  const justHired = hired && hired.entry.applicationId === chosen ? hired : null;
  const entry = justHired?.entry ?? entries.find((one) => one.applicationId === chosen);

  const choose = (next: string) => {
    if (next === chosen) return;
    if (dirty) setSwitchTo(next);
    else update({ [CANDIDATE_PARAM]: next });
  };
  const options = entries.map((one) => ({
    value: one.applicationId,
    label: `${one.candidateName} · ${one.position} · ${one.clientName}`,
  }));
  if (justHired && !options.some((option) => option.value === chosen)) {
    const one = justHired.entry;
    options.unshift({
      value: one.applicationId,
      label: `${one.candidateName} · ${one.position} · ${one.clientName}`,
    });
  }

  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingState label={t`Loading the accepted offers…`} />;
  } else if (list.isError && !entry) {
    body = <QueryFailure error={list.error} onRetry={() => void list.refetch()} action={back} />;
  } else if (!chosen) {
    body =
      entries.length === 0 ? (
        <EmptyState
          title={t`No accepted offers waiting`}
          description={t`Candidates appear here once they accept an offer, until they are made employees.`}
        />
      ) : (
        <EmptyState
          title={t`Choose a candidate`}
          description={t`Pick a candidate who accepted an offer to record their joining date and documents.`}
        />
      );
  } else if (!entry) {
    body = (
      <EmptyState
        title={t`This candidate is not waiting to join`}
        description={
          <Trans>
            They may have been made an employee already: see the{' '}
            <Link to={hiredPath}>candidates made employees</Link>, or choose another candidate.
          </Trans>
        }
      />
    );
  } else {
    body = (
      <div className="sd-stack">
        {justHired ? (
          <HiredNotice hired={justHired} employeeHref={employeeHref} hiredPath={hiredPath} />
        ) : null}
        <ConfirmedData entry={entry} />
        <Offer entry={entry} />
        {justHired ? null : (
          <JoiningInfoForm
            key={entry.applicationId}
            entry={entry}
            canManage={canManage}
            onDirtyChange={onDirtyChange}
            onHired={(result) => {
              setDirty(false);
              setHired({ entry, result });
            }}
          />
        )}
      </div>
    );
  }

  const name = entry?.candidateName;
  return (
    <div className="sd-stack">
      <PageHeader
        title={name ? t`Joining info of ${name}` : t`Joining info`}
        description={t`What a candidate who accepted an offer brings before the first day, and making them an employee.`}
        breadcrumbs={[{ label: t`Offered`, href: offeredPath }, { label: name ?? t`Joining info` }]}
        linkComponent={RouterLink}
      />
      <FilterBar>
        <FilterSelect
          label={t`Candidate`}
          allLabel={t`Choose a candidate`}
          options={options}
          value={chosen}
          onChange={choose}
        />
      </FilterBar>
      {body}
      <UnsavedChangesDialog
        open={switchTo !== null}
        onStay={() => setSwitchTo(null)}
        onLeave={() => {
          const next = switchTo;
          setSwitchTo(null);
          setDirty(false);
          update({ [CANDIDATE_PARAM]: next });
        }}
      />
    </div>
  );
}

function ConfirmedData({ entry }: { entry: OnboardingEntry }) {
  const { t } = useLingui();
  const data = entry.confirmation;
  const name = entry.candidateName;
  if (!data) {
    return (
      <Card title={t`Confirmed data`}>
        <Banner tone="warning">
          <Trans>
            {name} has not confirmed their data yet. They confirm it from the offer link; the
            employee is made from it.
          </Trans>
        </Banner>
      </Card>
    );
  }
  // The birth date and place are absent for those who may not see them: no row then.
  const birthDate = data.birthDate === undefined ? null : formatDate(data.birthDate);
  const birthPlace = data.birthPlace;
  // What payroll needs, as the candidate gave it with the confirmation (it fills the employee
  // record on hiring). The bank account is absent for those who may not see pay: "given" then.
  const { payroll } = entry;
  const marital = payroll ? labelOf(MARITAL_STATUS_LABELS, payroll.maritalStatus) : '';
  const dependants = payroll?.dependants ?? 0;
  const payrollItems = !payroll
    ? [{ label: t`Payroll data`, value: t`Not given` }]
    : [
        {
          label: t`NPWP`,
          value: payroll.npwp ? formatNpwp(payroll.npwp) : t`None (PPh 21 20 % higher)`,
          numeric: true,
        },
        {
          label: t`PTKP status`,
          value: `${labelOf(PTKP_STATUS_LABELS, payroll.ptkpStatus)} (${t`${marital}, ${dependants} supported`})`,
        },
        { label: t`Religion`, value: labelOf(RELIGION_LABELS, payroll.religion) },
        {
          label: t`Bank account`,
          value:
            payroll.bankAccountNumber === undefined
              ? t`Given`
              : `${payroll.bankName} ${payroll.bankAccountNumber} (${payroll.bankAccountName})`,
        },
        {
          label: t`Emergency contact`,
          value: `${payroll.emergencyContact.name} (${payroll.emergencyContact.relationship}), ${payroll.emergencyContact.phone}`,
        },
      ];
  return (
    <Card title={t`Confirmed data`}>
      <DescriptionList
        items={[
          { label: t`Full name`, value: data.fullName },
          { label: t`NIK`, value: data.nik, numeric: true },
          ...(birthDate === null
            ? []
            : [
                {
                  label: t`Birth date`,
                  value: birthPlace ? t`${birthPlace}, ${birthDate}` : birthDate,
                },
              ]),
          { label: t`Gender`, value: labelOf(GENDER_LABELS, data.gender) },
          { label: t`Address`, value: data.address || '—' },
          { label: t`Phone`, value: data.phone || '—', numeric: true },
          { label: t`Email`, value: data.email },
          ...payrollItems,
        ]}
      />
    </Card>
  );
}

function Offer({ entry }: { entry: OnboardingEntry }) {
  const { t } = useLingui();
  const { offer } = entry;
  return (
    <Card title={t`Offer`}>
      <DescriptionList
        items={[
          { label: t`Position`, value: entry.position },
          { label: t`Client`, value: entry.clientName },
          { label: t`Requirement`, value: entry.requirementNumber, numeric: true },
          { label: t`Contract type`, value: labelOf(CONTRACT_TYPE_LABELS, entry.contractType) },
          // The salary is absent for those who may not see pay: no row then.
          ...(offer.salary === undefined
            ? []
            : [{ label: t`Salary`, value: formatMoney(offer.salary), numeric: true }]),
          { label: t`Offered join date`, value: formatDate(offer.joinDate), numeric: true },
          ...(offer.contractEnd
            ? [{ label: t`Contract end`, value: formatDate(offer.contractEnd), numeric: true }]
            : []),
          { label: t`Accepted`, value: formatDate(entry.acceptedAt), numeric: true },
          ...(offer.notes ? [{ label: t`Offer notes`, value: offer.notes }] : []),
        ]}
      />
    </Card>
  );
}

function HiredNotice({
  hired: { entry, result },
  employeeHref,
  hiredPath,
}: {
  hired: Hired;
  employeeHref: OnboardingJoiningInfoPageProps['employeeHref'];
  hiredPath: string;
}) {
  const { t } = useLingui();
  const name = entry.candidateName;
  const number = result.employeeNumber;
  const requirement = entry.requirementNumber;
  const filled = result.filled;
  const headcount = result.headcount;
  return (
    <Banner tone="success" title={t`${name} is now employee ${number}`}>
      <Stack as="span" gap={2}>
        <span>{t`Requirement ${requirement}: ${filled} of ${headcount} filled`}</span>
        <span className="sd-inline">
          <Link to={employeeHref(result.employeeId)}>{t`Open employee ${number}`}</Link>
          <Link to={hiredPath}>{t`See everyone hired`}</Link>
        </span>
      </Stack>
    </Banner>
  );
}
