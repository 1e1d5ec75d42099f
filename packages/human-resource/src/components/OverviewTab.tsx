import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import {
  CONTRACT_TYPE_LABELS,
  formatNpwp,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  RELIGION_LABELS,
} from '@staffdesk/kit';
import { Card, DescriptionList, formatDate, formatMoney, LANGUAGES, Text } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { EmployeeDetail } from '../hooks/types';
import { useClientPics } from '../hooks/useClients';
import { useEmployee } from '../hooks/useEmployees';
import { endReasonLabel } from '../lib/labels';
import { EmployeeStatusBadge } from './StatusBadges';

function muted(text: string = t`Not set`) {
  return <span className="sd-text-muted">{text}</span>;
}

function orMuted(value: string | null | undefined) {
  return value ? value : muted();
}

function Approvers({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const { clientId, approverPicIds } = employee.placement;
  const client = useClientPics(clientId);
  if (!clientId) return muted(t`Not needed for internal staff`);
  if (approverPicIds.length === 0) return muted(t`None chosen`);
  if (client.isPending)
    return (
      <span className="sd-text-muted">
        <Trans>Loading…</Trans>
      </span>
    );
  const pics = client.data?.pics ?? [];
  const names = approverPicIds.map(
    (id) => pics.find((pic) => pic.id === id)?.name ?? t`A PIC no longer at the client`,
  );
  return (
    <>
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; order is stable
        <Text block key={index}>
          {name}
        </Text>
      ))}
    </>
  );
}

/** The line manager's name, linking to their record; "None chosen" without one. */
function Manager({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const managerId = employee.placement.managerEmployeeId ?? null;
  const manager = useEmployee(managerId ?? undefined);
  if (!managerId) return muted(t`None chosen`);
  if (manager.isPending)
    return (
      <span className="sd-text-muted">
        <Trans>Loading…</Trans>
      </span>
    );
  return manager.data ? (
    <Link to={paths.humanResource.employee.detail(managerId)}>{manager.data.fullName}</Link>
  ) : (
    muted()
  );
}

/** Personal data, placement with money, and account of an employee. */
export function OverviewTab({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const placement = employee.placement;
  const { workWeek } = placement;
  return (
    <div className="sd-stack">
      <Card title={t`Placement`}>
        <DescriptionList
          items={[
            { label: t`Status`, value: <EmployeeStatusBadge status={employee.status} /> },
            {
              label: t`Client`,
              value: placement.clientId ? (
                (employee.clientName ?? t`Client`)
              ) : (
                <span>
                  <Trans>Internal staff</Trans>
                </span>
              ),
            },
            { label: t`Position`, value: placement.position },
            { label: t`Contract`, value: CONTRACT_TYPE_LABELS[placement.contractType] },
            { label: t`Start date`, value: formatDate(placement.startDate), numeric: true },
            {
              label: t`End date`,
              value: placement.endDate ? formatDate(placement.endDate) : muted(t`No end date`),
              numeric: true,
            },
            // Once employment ended: the last day worked (paid up to) and why.
            ...(employee.lastWorkingDay
              ? [
                  {
                    label: t`Last working day`,
                    value: formatDate(employee.lastWorkingDay),
                    numeric: true,
                  },
                  {
                    label: t`Reason employment ended`,
                    value: employee.endReason ? endReasonLabel(employee.endReason) : muted(),
                  },
                ]
              : []),
            { label: t`Work week`, value: t`${workWeek} days` },
            // The salary is absent for those who may not see pay: no rows then.
            ...(placement.baseSalary === undefined
              ? []
              : [
                  {
                    label: t`Base salary`,
                    value: formatMoney(placement.baseSalary),
                    numeric: true,
                  },
                  {
                    label: t`Fixed allowances`,
                    value: formatMoney(placement.fixedAllowances ?? 0),
                    numeric: true,
                  },
                ]),
            { label: t`Approving PICs`, value: <Approvers employee={employee} /> },
            { label: t`Line manager`, value: <Manager employee={employee} /> },
          ]}
        />
      </Card>
      <Card title={t`Personal data`}>
        <DescriptionList
          items={[
            { label: t`Employee number`, value: employee.employeeNumber, numeric: true },
            { label: t`NIK`, value: employee.nik, numeric: true },
            {
              label: t`NPWP`,
              value: employee.npwp
                ? formatNpwp(employee.npwp)
                : muted(t({ message: 'None', context: 'no NPWP' })),
              numeric: true,
            },
            // The birth date and place are absent for those who may not see them: no row then.
            ...(employee.birthDate === undefined && employee.birthPlace === undefined
              ? []
              : [
                  {
                    label: t`Born`,
                    value:
                      employee.birthPlace || employee.birthDate
                        ? [
                            employee.birthPlace,
                            employee.birthDate ? formatDate(employee.birthDate) : null,
                          ]
                            .filter(Boolean)
                            .join(', ')
                        : muted(),
                  },
                ]),
            { label: t`Gender`, value: employee.gender ? GENDER_LABELS[employee.gender] : muted() },
            {
              label: t`Religion`,
              value: employee.religion ? RELIGION_LABELS[employee.religion] : muted(),
            },
            {
              label: t`Marital status`,
              value: employee.maritalStatus
                ? MARITAL_STATUS_LABELS[employee.maritalStatus]
                : muted(),
            },
            { label: t`PTKP status`, value: orMuted(employee.ptkpStatus) },
            { label: t`Address`, value: orMuted(employee.address) },
            { label: t`Phone`, value: orMuted(employee.phone) },
            { label: t`Personal email`, value: orMuted(employee.personalEmail) },
            {
              label: t`Language`,
              value:
                LANGUAGES.find((language) => language.code === employee.preferredLanguage)?.name ??
                employee.preferredLanguage,
            },
          ]}
        />
      </Card>
      {/* Absent for those who may not see bank accounts: no card then. */}
      {employee.bankAccountNumber === undefined ? null : (
        <Card title={t`Bank account`}>
          <DescriptionList
            items={[
              { label: t`Bank name`, value: orMuted(employee.bankName) },
              {
                label: t`Account number`,
                value: orMuted(employee.bankAccountNumber),
                numeric: true,
              },
              { label: t`Account name`, value: orMuted(employee.bankAccountName) },
            ]}
          />
        </Card>
      )}
      <Card title={t`Staffdesk account`}>
        <DescriptionList
          items={[
            {
              label: t`Account`,
              value:
                employee.hasAccount && employee.userId ? (
                  <Link to={paths.userManagement.user('view', employee.userId)}>
                    <Trans>Has an account</Trans>
                  </Link>
                ) : employee.hasAccount ? (
                  t`Has an account`
                ) : (
                  muted(t`No account yet`)
                ),
            },
            { label: t`Added on`, value: formatDate(employee.createdAt), numeric: true },
            { label: t`Last changed`, value: formatDate(employee.updatedAt), numeric: true },
          ]}
        />
      </Card>
    </div>
  );
}
