import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  daysText,
  ExportButton,
  type LeaveRequest,
  leaveDates,
  PagedList,
  QueryFailure,
  useLeaveTypeName,
} from '@staffdesk/kit';
import {
  Card,
  type ColumnDef,
  EmptyState,
  Grid,
  LoadingState,
  PageHeader,
  SimpleTable,
  Stack,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useExportBalances, useLeaveDashboard } from '../hooks/useLeave';
import { todayInJakarta } from '../lib/labels';
import type { BalanceRow } from '../lib/leave';

type BalanceKey = 'entitlement' | 'carriedOver' | 'adjustments' | 'taken' | 'pending' | 'available';

/** The balance columns, in order, with their headers. */
const BALANCE_COLUMNS: readonly (readonly [BalanceKey, MessageDescriptor])[] = [
  ['entitlement', msg`Entitlement`],
  ['carriedOver', msg`Carried over`],
  ['adjustments', msg`Adjustments`],
  ['taken', msg({ message: 'Taken', context: 'leave days taken' })],
  ['pending', msg({ message: 'Pending', context: 'leave days waiting for a decision' })],
  ['available', msg({ message: 'Available', context: 'leave days left' })],
];

/** How long requests have waited (the API's buckets). */
const WAITING: Readonly<Record<string, MessageDescriptor>> = {
  '0-2 days': msg`0-2 days`,
  '3-7 days': msg`3-7 days`,
  'over 7 days': msg`Over 7 days`,
};

function nameOf(row: BalanceRow) {
  return row.employee.fullName;
}

/**
 * `/human-resource/leaves/dashboard`: who is away today and this week, pending requests by age,
 * and every employee's annual balance with an Excel export.
 */
export function Component() {
  const me = useCurrentUser().data;
  const [page, setPage] = useState(1);
  const dashboard = useLeaveDashboard(page);
  const exportBalances = useExportBalances();
  const leaveTypeName = useLeaveTypeName();
  const year = Number(todayInJakarta().slice(0, 4));
  const { t, i18n } = useLingui();

  if (me && !hasPermission(me, 'leave.manage')) return <AccessDenied />;
  if (failureStatus(dashboard.error) === 403) return <AccessDenied />;

  const awayColumns = [
    {
      header: t`Employee`,
      cell: (row: LeaveRequest) => (
        <Stack as="span" gap={0}>
          <span>{row.employee.fullName}</span>
          <span className="sd-text-muted">{row.employee.clientName ?? ''}</span>
        </Stack>
      ),
    },
    {
      header: t({ message: 'Type', context: 'leave type' }),
      cell: (row: LeaveRequest) => row.typeName,
    },
    {
      header: t`Dates`,
      cell: (row: LeaveRequest) => <span className="sd-num">{leaveDates(row)}</span>,
    },
  ];

  const columns: ColumnDef<BalanceRow>[] = [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => (
        <Stack as="span" gap={0}>
          <span>{nameOf(row.original)}</span>
          <span className="sd-text-muted sd-num">{row.original.employee.employeeNumber}</span>
        </Stack>
      ),
    },
    {
      id: 'type',
      header: t({ message: 'Type', context: 'leave type' }),
      cell: ({ row }) => leaveTypeName(row.original.type),
    },
    ...BALANCE_COLUMNS.map(
      ([key, header]) =>
        ({
          id: key,
          header: i18n._(header),
          meta: { align: 'right' },
          cell: ({ row }) => <span className="sd-num">{daysText(row.original[key])}</span>,
        }) satisfies ColumnDef<BalanceRow>,
    ),
  ];

  const data = dashboard.data;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Leave dashboard`}
        description={t`Who is away, what waits for a decision, and everyone’s balance.`}
      />
      {dashboard.isPending ? (
        <LoadingState rows={4} label={t`Loading the leave dashboard…`} />
      ) : dashboard.isError || !data ? (
        <QueryFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Grid min="md">
          <Card title={t`Away today`}>
            <SimpleTable
              label={t`Away today`}
              columns={awayColumns}
              rows={data.awayToday}
              getRowKey={(row) => row.id}
              empty={t`Nobody is on leave today.`}
            />
          </Card>
          <Card title={t`Away this week`}>
            <SimpleTable
              label={t`Away this week`}
              columns={awayColumns}
              rows={data.awayThisWeek}
              getRowKey={(row) => row.id}
              empty={t`Nobody is on leave this week.`}
            />
          </Card>
          <Card title={t`Pending by age`}>
            <SimpleTable
              label={t`Pending by age`}
              columns={[
                {
                  header: t({ message: 'Waiting', context: 'how long requests have waited' }),
                  cell: (row) => {
                    const words = WAITING[row.bucket];
                    return words ? i18n._(words) : row.bucket;
                  },
                },
                {
                  header: t`Requests`,
                  align: 'right',
                  cell: (row) => <span className="sd-num">{row.count}</span>,
                },
              ]}
              rows={data.pendingByAge}
              getRowKey={(row) => row.bucket}
              empty={t`Nothing waits for a decision.`}
            />
          </Card>
        </Grid>
      )}
      <PagedList
        label={t`Leave balances ${year}`}
        columns={columns}
        pageSize={data?.balances.pageSize ?? 20}
        params={{ page, update: (next) => setPage(next.page) }}
        query={{ ...dashboard, data: data?.balances }}
        getRowId={(row) => `${row.employee.id}-${row.type}`}
        getRowLabel={nameOf}
        emptyState={<EmptyState title={t`No balances yet`} />}
        toolbar={<ExportButton onExport={() => exportBalances.mutateAsync(year)} />}
      />
    </div>
  );
}
