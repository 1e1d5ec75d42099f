import { useLingui } from '@lingui/react/macro';
import { failureStatus, paths, queryString } from '@staffdesk/core';
import { AccessDenied, QueryFailure } from '@staffdesk/kit';
import {
  Card,
  EmptyState,
  formatDate,
  formatNumber,
  Grid,
  LoadingState,
  PageHeader,
  SimpleTable,
  Skeleton,
} from '@staffdesk/ui';
import { Link } from 'react-router';
import { EmployeeStatusBadge } from '../components/StatusBadges';
import type { EmployeeSummary } from '../hooks/types';
import { useEmployeeList, useStatusCounts } from '../hooks/useEmployees';
import { CONTRACT_TYPE_SHORT, EMPLOYEE_STATUSES } from '../lib/labels';

const ENDING_SOON = 30;
/** How many of the contracts ending soon the page lists (the list shows them all). */
const ENDING_SHOWN = 50;

/** The skeleton's width while a count loads. */
const COUNT_WIDTH = '3rem';

function listWith(query: Record<string, string | number>) {
  return `${paths.humanResource.employee.list()}${queryString(query)}`;
}

function StatusCards() {
  const { t } = useLingui();
  const counts = useStatusCounts();
  if (counts.isError) {
    return (
      <QueryFailure
        error={counts.error}
        title={t`The counts could not be loaded`}
        onRetry={() => void counts.refetch()}
      />
    );
  }
  return (
    <Grid min="sm" fill>
      {EMPLOYEE_STATUSES.map((status) => (
        <Card key={status}>
          {/* The link's name is its visible text ("Active 212 employees"), so voice control finds it. */}
          <Link
            to={listWith({ status })}
            style={{ display: 'grid', gap: 'var(--sd-space-2)', textDecoration: 'none' }}
          >
            <span>
              <EmployeeStatusBadge status={status} />
            </span>{' '}
            <span className="sd-num" style={{ fontSize: '1.75rem', fontWeight: 600 }}>
              {counts.data ? formatNumber(counts.data[status]) : <Skeleton width={COUNT_WIDTH} />}{' '}
              <span className="sd-visually-hidden">
                {t({
                  message: 'employees',
                  comment: 'After a count, for screen readers: "Active 212 employees"',
                })}
              </span>
            </span>
          </Link>
        </Card>
      ))}
    </Grid>
  );
}

function EndingSoon() {
  const { t } = useLingui();
  const days = ENDING_SOON;
  const ending = useEmployeeList({
    contractEndingWithinDays: ENDING_SOON,
    sort: 'contractEnd',
    page: 1,
    pageSize: ENDING_SHOWN,
  });
  const counts = useStatusCounts();
  const total = counts.data?.contractsEndingIn30Days ?? ending.data?.total;
  const count = total === undefined ? null : formatNumber(total);
  const title = t`Contracts ending in ${days} days`;
  return (
    <Card
      title={count === null ? title : t`Contracts ending in ${days} days (${count})`}
      actions={
        <Link to={listWith({ endingWithin: ENDING_SOON, sort: 'contractEnd' })}>
          {t`See them in the list`}
        </Link>
      }
      flush
    >
      {ending.isPending ? (
        <LoadingState rows={3} label={t`Loading the contracts ending soon…`} />
      ) : ending.isError ? (
        <QueryFailure error={ending.error} onRetry={() => void ending.refetch()} />
      ) : (
        <SimpleTable<EmployeeSummary>
          label={title}
          columns={[
            {
              header: t`Name`,
              cell: (employee) => (
                <Link to={paths.humanResource.employee.detail(employee.id)}>
                  {employee.fullName}
                </Link>
              ),
            },
            { header: t`Client`, cell: (employee) => employee.clientName ?? t`Internal staff` },
            { header: t`Position`, cell: (employee) => employee.position },
            { header: t`Contract`, cell: (employee) => CONTRACT_TYPE_SHORT[employee.contractType] },
            {
              header: t`Ends on`,
              cell: (employee) => (
                <span className="sd-num">
                  {employee.contractEnd ? formatDate(employee.contractEnd) : '—'}
                </span>
              ),
            },
            {
              header: t`Status`,
              cell: (employee) => <EmployeeStatusBadge status={employee.status} />,
            },
          ]}
          rows={ending.data.items}
          getRowKey={(employee) => employee.id}
          empty={
            <EmptyState
              title={t`No contract ends in the next ${days} days`}
              description={t`PKWT contracts ending soon appear here, so they can be extended or ended in time.`}
            />
          }
        />
      )}
    </Card>
  );
}

/** `/human-resource/employee-status`: how many employees have each status, and contracts ending soon. */
export function Component() {
  const { t } = useLingui();
  const counts = useStatusCounts();
  if (failureStatus(counts.error) === 403) return <AccessDenied />;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Employee status`}
        description={t`Employees by status; open one to see them in the list.`}
      />
      <StatusCards />
      <EndingSoon />
    </div>
  );
}
