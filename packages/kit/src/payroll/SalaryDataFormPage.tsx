import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  formatDateTime,
  formatMoney,
  LoadingState,
  PageHeader,
  SimpleTable,
  Stack,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AccessDenied, NotFound, QueryFailure } from '../components/StatusPages';
import { labelOf, PTKP_STATUS_LABELS } from '../labels/labels';
import { formatNpwp } from '../lib/identity-numbers';
import { monthYearLabel, thisMonthInJakarta } from '../lib/months';
import { PayrollAdjustmentsCard } from './PayrollAdjustmentsCard';
import { SalaryDataForm, type SalaryDataValues, salaryValuesOf } from './SalaryDataForm';
import { SalaryDataMessages } from './SalaryDataMessages';
import { type EmployeeSalaryData, fixedAllowancesTotal, type SalaryData } from './salary-data';
import { useEmployeeSalaryData } from './useSalaryData';

export type SalaryDataFormPageProps = {
  /** The salary data list: the way back. */
  listPath: string;
  /** The employee's profile, where their PTKP status, NPWP and bank account are changed. */
  profileHref?: (employeeId: string) => string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One employee's salary data at `…/form/edit/:employeeId`: who they are for payroll (PTKP status,
 * NPWP, bank account, changed on their profile), the salary data form from a month on (this month
 * by default), its versions, and the one-off lines of a month. Needs `payroll.read`; without
 * `payroll.run` it is read-only. Loads its own words.
 */
export function SalaryDataFormPage(props: SalaryDataFormPageProps) {
  return (
    <SalaryDataMessages>
      <SalaryDataPage {...props} />
    </SalaryDataMessages>
  );
}

function SalaryDataPage({ listPath, profileHref }: SalaryDataFormPageProps) {
  const { t } = useLingui();
  const { type, employeeId } = useParams();
  const me = useCurrentUser().data;
  const back = { to: listPath, label: t`Back to salary data` };
  if (me && !hasPermission(me, 'payroll.read')) return <AccessDenied action={back} />;
  if (type !== 'edit' || !employeeId || !UUID.test(employeeId)) {
    return <NotFound message={t`There is no such employee.`} action={back} />;
  }
  return (
    <EmployeeSalary
      employeeId={employeeId}
      listPath={listPath}
      profileHref={profileHref}
      canEdit={hasPermission(me, 'payroll.run')}
    />
  );
}

function EmployeeSalary({
  employeeId,
  listPath,
  profileHref,
  canEdit,
}: {
  employeeId: string;
  listPath: string;
  profileHref: SalaryDataFormPageProps['profileHref'];
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const salary = useEmployeeSalaryData(employeeId);
  if (salary.isPending) return <LoadingState label={t`Loading the salary data…`} />;
  if (salary.isError) {
    return (
      <QueryFailure
        error={salary.error}
        onRetry={() => void salary.refetch()}
        action={{ to: listPath, label: t`Back to salary data` }}
      />
    );
  }
  return (
    <SalaryPage
      data={salary.data}
      listPath={listPath}
      profileHref={profileHref}
      canEdit={canEdit}
    />
  );
}

function SalaryPage({
  data,
  listPath,
  profileHref,
  canEdit,
}: {
  data: EmployeeSalaryData;
  listPath: string;
  profileHref: SalaryDataFormPageProps['profileHref'];
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const { employee, current } = data;
  const fullName = employee.fullName;
  // The form starts from the data in force this month; a version of the history may replace it.
  const [start, setStart] = useState<{ key: number; values: SalaryDataValues }>(() => ({
    key: 0,
    values: salaryValuesOf(current, thisMonthInJakarta()),
  }));
  const fromPlacement = current.source === 'placement';

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Salary data of ${fullName}`}
        status={fromPlacement ? <Badge tone="warning">{t`From placement`}</Badge> : null}
        description={
          fromPlacement
            ? t`No salary data yet: payroll uses the placement’s pay. Saving here sets the salary data.`
            : t`What ${fullName} is paid from a month on. Each save from a month keeps the earlier versions.`
        }
        breadcrumbs={[{ label: t`Salary data`, href: listPath }, { label: fullName }]}
        linkComponent={RouterLink}
      />
      <EmployeeFacts data={data} profileHref={profileHref} />
      <Card title={t`Salary`}>
        <SalaryDataForm key={start.key} data={data} values={start.values} readOnly={!canEdit} />
      </Card>
      <VersionHistory
        data={data}
        canEdit={canEdit}
        onEdit={(version) =>
          setStart((previous) => ({
            key: previous.key + 1,
            values: salaryValuesOf(version, version.effectiveFrom ?? thisMonthInJakarta()),
          }))
        }
      />
      <PayrollAdjustmentsCard employee={{ id: employee.id, fullName }} canEdit={canEdit} />
    </div>
  );
}

function EmployeeFacts({
  data: { employee },
  profileHref,
}: {
  data: EmployeeSalaryData;
  profileHref: SalaryDataFormPageProps['profileHref'];
}) {
  const { t } = useLingui();
  const notSet = <span className="sd-text-muted">{t`Not set`}</span>;
  const bank = [employee.bankName, employee.bankAccountNumber].filter(Boolean).join(' · ');
  const holder = employee.bankAccountName;
  return (
    <Card title={t`Employee`}>
      <div className="sd-stack">
        <DescriptionList
          items={[
            { label: t`Employee number`, value: employee.employeeNumber, numeric: true },
            { label: t`Position`, value: employee.position || notSet },
            { label: t`Client`, value: employee.clientName ?? t`Own staff` },
            {
              label: t`PTKP status`,
              value: employee.ptkpStatus
                ? labelOf(PTKP_STATUS_LABELS, employee.ptkpStatus)
                : notSet,
            },
            {
              label: t`NPWP`,
              value: employee.npwp ? formatNpwp(employee.npwp) : notSet,
              numeric: true,
            },
            {
              label: t`Bank account`,
              value: bank ? (
                <Stack as="span" gap={0}>
                  <span className="sd-num">{bank}</span>
                  {holder ? (
                    <span className="sd-text-muted">{t`In the name of ${holder}`}</span>
                  ) : null}
                </Stack>
              ) : (
                notSet
              ),
            },
          ]}
        />
        <p className="sd-text-muted">
          {profileHref ? (
            <Trans>
              The PTKP status, NPWP and bank account are changed on the{' '}
              <Link to={profileHref(employee.id)}>employee’s profile</Link>.
            </Trans>
          ) : (
            <Trans>
              The PTKP status, NPWP and bank account are changed on the employee’s profile.
            </Trans>
          )}
        </p>
      </div>
    </Card>
  );
}

function VersionHistory({
  data,
  canEdit,
  onEdit,
}: {
  data: EmployeeSalaryData;
  canEdit: boolean;
  onEdit: (version: SalaryData) => void;
}) {
  const { t } = useLingui();
  const fullName = data.employee.fullName;
  const versions = [...data.versions].reverse();
  const placementPay = formatMoney(data.current.baseSalary);
  return (
    <Card title={t`Versions`}>
      <SimpleTable
        label={t`Salary data versions of ${fullName}`}
        rows={versions}
        getRowKey={(version, index) => version.effectiveFrom ?? String(index)}
        empty={
          <EmptyState
            title={t`No versions yet`}
            description={t`Until salary data is saved, payroll uses the placement’s pay: a base salary of ${placementPay}.`}
          />
        }
        columns={[
          {
            header: t`Effective from`,
            cell: (version) => (
              <span className="sd-num">
                {version.effectiveFrom ? monthYearLabel(version.effectiveFrom) : '—'}
              </span>
            ),
          },
          {
            header: t`Base salary`,
            align: 'right',
            cell: (version) => <span className="sd-num">{formatMoney(version.baseSalary)}</span>,
          },
          {
            header: t`Fixed allowances`,
            align: 'right',
            cell: (version) => (
              <span className="sd-num">{formatMoney(fixedAllowancesTotal(version))}</span>
            ),
          },
          {
            header: t`Changed by`,
            cell: (version) => version.updatedByLabel ?? '—',
          },
          {
            header: t`Changed on`,
            cell: (version) => (
              <span className="sd-num">
                {version.updatedAt ? formatDateTime(version.updatedAt) : '—'}
              </span>
            ),
          },
          ...(canEdit
            ? [
                {
                  header: <span className="sd-visually-hidden">{t`Actions`}</span>,
                  cell: (version: SalaryData) => {
                    const month = version.effectiveFrom
                      ? monthYearLabel(version.effectiveFrom)
                      : '';
                    return (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Change the version from ${month}`}
                        onClick={() => onEdit(version)}
                      >
                        <Trans>Change</Trans>
                      </Button>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
