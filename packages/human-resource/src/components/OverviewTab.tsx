import { paths } from '@staffdesk/core';
import {
  CONTRACT_TYPE_LABELS,
  formatNpwp,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  RELIGION_LABELS,
} from '@staffdesk/kit';
import { Card, DescriptionList, formatDate, formatMoney } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { EmployeeDetail } from '../hooks/types';
import { useClientPics } from '../hooks/useClients';
import { EmployeeStatusBadge } from './StatusBadges';

function muted(text = 'Not set') {
  return <span className="sd-text-muted">{text}</span>;
}

function orMuted(value: string | null | undefined) {
  return value ? value : muted();
}

function Approvers({ employee }: { employee: EmployeeDetail }) {
  const { clientId, approverPicIds } = employee.placement;
  const client = useClientPics(clientId);
  if (!clientId) return muted('Not needed for internal staff');
  if (approverPicIds.length === 0) return muted('None chosen');
  if (client.isPending) return <span className="sd-text-muted">Loading…</span>;
  const pics = client.data?.pics ?? [];
  const names = approverPicIds.map(
    (id) => pics.find((pic) => pic.id === id)?.name ?? 'A PIC no longer at the client',
  );
  return (
    <>
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; order is stable
        <span key={index} style={{ display: 'block' }}>
          {name}
        </span>
      ))}
    </>
  );
}

/** Personal data, placement with money, and account of an employee. */
export function OverviewTab({ employee }: { employee: EmployeeDetail }) {
  const placement = employee.placement;
  return (
    <div className="sd-stack">
      <Card title="Placement">
        <DescriptionList
          items={[
            { label: 'Status', value: <EmployeeStatusBadge status={employee.status} /> },
            {
              label: 'Client',
              value: placement.clientId ? (
                (employee.clientName ?? 'Client')
              ) : (
                <span>Internal staff</span>
              ),
            },
            { label: 'Position', value: placement.position },
            { label: 'Contract', value: CONTRACT_TYPE_LABELS[placement.contractType] },
            { label: 'Start date', value: formatDate(placement.startDate), numeric: true },
            {
              label: 'End date',
              value: placement.endDate ? formatDate(placement.endDate) : muted('No end date'),
              numeric: true,
            },
            { label: 'Work week', value: `${placement.workWeek} days` },
            { label: 'Base salary', value: formatMoney(placement.baseSalary), numeric: true },
            {
              label: 'Fixed allowances',
              value: formatMoney(placement.fixedAllowances),
              numeric: true,
            },
            { label: 'Approving PICs', value: <Approvers employee={employee} /> },
          ]}
        />
      </Card>
      <Card title="Personal data">
        <DescriptionList
          items={[
            { label: 'Employee number', value: employee.employeeNumber, numeric: true },
            { label: 'NIK', value: employee.nik, numeric: true },
            {
              label: 'NPWP',
              value: employee.npwp ? formatNpwp(employee.npwp) : muted('None'),
              numeric: true,
            },
            {
              label: 'Born',
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
            { label: 'Gender', value: employee.gender ? GENDER_LABELS[employee.gender] : muted() },
            {
              label: 'Religion',
              value: employee.religion ? RELIGION_LABELS[employee.religion] : muted(),
            },
            {
              label: 'Marital status',
              value: employee.maritalStatus
                ? MARITAL_STATUS_LABELS[employee.maritalStatus]
                : muted(),
            },
            { label: 'PTKP status', value: orMuted(employee.ptkpStatus) },
            { label: 'Address', value: orMuted(employee.address) },
            { label: 'Phone', value: orMuted(employee.phone) },
            { label: 'Personal email', value: orMuted(employee.personalEmail) },
          ]}
        />
      </Card>
      <Card title="Bank account">
        <DescriptionList
          items={[
            { label: 'Bank name', value: orMuted(employee.bankName) },
            { label: 'Account number', value: orMuted(employee.bankAccountNumber), numeric: true },
            { label: 'Account name', value: orMuted(employee.bankAccountName) },
          ]}
        />
      </Card>
      <Card title="Staffdesk account">
        <DescriptionList
          items={[
            {
              label: 'Account',
              value:
                employee.hasAccount && employee.userId ? (
                  <Link to={paths.userManagement.user('view', employee.userId)}>
                    Has an account
                  </Link>
                ) : employee.hasAccount ? (
                  'Has an account'
                ) : (
                  muted('No account yet')
                ),
            },
            { label: 'Added on', value: formatDate(employee.createdAt), numeric: true },
            { label: 'Last changed', value: formatDate(employee.updatedAt), numeric: true },
          ]}
        />
      </Card>
    </div>
  );
}
