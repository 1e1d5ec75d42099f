import { describeFailure, failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  daysText,
  type LeaveRequest,
  leaveDates,
  useLeaveTypeName,
} from '@staffdesk/kit';
import {
  Button,
  Card,
  type ColumnDef,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  SimpleTable,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useExportBalances, useLeaveDashboard } from '../hooks/useLeave';
import { todayInJakarta } from '../lib/labels';
import type { BalanceRow } from '../lib/leave';

const AWAY_COLUMNS = [
  {
    header: 'Employee',
    cell: (row: LeaveRequest) => (
      <span style={{ display: 'grid' }}>
        <span>{row.employee.fullName}</span>
        <span className="sd-text-muted">{row.employee.clientName ?? ''}</span>
      </span>
    ),
  },
  { header: 'Type', cell: (row: LeaveRequest) => row.typeName },
  {
    header: 'Dates',
    cell: (row: LeaveRequest) => <span className="sd-num">{leaveDates(row)}</span>,
  },
];

function nameOf(row: BalanceRow) {
  return row.employee.fullName;
}

/**
 * `/human-resource/leaves/dashboard`: who is away today and this week, pending requests by age,
 * and every employee's annual balance with an Excel export.
 */
export function Component() {
  const me = useCurrentUser().data;
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const dashboard = useLeaveDashboard(page);
  const exportBalances = useExportBalances();
  const leaveTypeName = useLeaveTypeName();
  const year = Number(todayInJakarta().slice(0, 4));

  if (me && !hasPermission(me, 'leave.manage')) return <AccessDenied />;
  if (failureStatus(dashboard.error) === 403) return <AccessDenied />;

  const columns: ColumnDef<BalanceRow>[] = [
    {
      id: 'employee',
      header: 'Employee',
      cell: ({ row }) => (
        <span style={{ display: 'grid' }}>
          <span>{nameOf(row.original)}</span>
          <span className="sd-text-muted sd-num">{row.original.employee.employeeNumber}</span>
        </span>
      ),
    },
    { id: 'type', header: 'Type', cell: ({ row }) => leaveTypeName(row.original.type) },
    ...(
      [
        ['entitlement', 'Entitlement'],
        ['carriedOver', 'Carried over'],
        ['adjustments', 'Adjustments'],
        ['taken', 'Taken'],
        ['pending', 'Pending'],
        ['available', 'Available'],
      ] as const
    ).map(
      ([key, header]) =>
        ({
          id: key,
          header,
          meta: { align: 'right' },
          cell: ({ row }) => <span className="sd-num">{daysText(row.original[key])}</span>,
        }) satisfies ColumnDef<BalanceRow>,
    ),
  ];

  async function exportNow() {
    try {
      await exportBalances.mutateAsync(year);
    } catch (error) {
      toast({
        tone: 'error',
        title: 'The export failed',
        description: describeFailure(error).message,
      });
    }
  }

  const data = dashboard.data;
  return (
    <div className="sd-stack">
      <PageHeader
        title="Leave dashboard"
        description="Who is away, what waits for a decision, and everyone’s balance."
      />
      {dashboard.isPending ? (
        <LoadingState rows={4} label="Loading the leave dashboard…" />
      ) : dashboard.isError || !data ? (
        <ErrorState
          message={describeFailure(dashboard.error).message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 'var(--sd-space-4)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
          }}
        >
          <Card title="Away today">
            <SimpleTable
              label="Away today"
              columns={AWAY_COLUMNS}
              rows={data.awayToday}
              getRowKey={(row) => row.id}
              empty="Nobody is on leave today."
            />
          </Card>
          <Card title="Away this week">
            <SimpleTable
              label="Away this week"
              columns={AWAY_COLUMNS}
              rows={data.awayThisWeek}
              getRowKey={(row) => row.id}
              empty="Nobody is on leave this week."
            />
          </Card>
          <Card title="Pending by age">
            <SimpleTable
              label="Pending by age"
              columns={[
                { header: 'Waiting', cell: (row) => row.bucket },
                {
                  header: 'Requests',
                  align: 'right',
                  cell: (row) => <span className="sd-num">{row.count}</span>,
                },
              ]}
              rows={data.pendingByAge}
              getRowKey={(row) => row.bucket}
              empty="Nothing waits for a decision."
            />
          </Card>
        </div>
      )}
      <DataTable
        label={`Leave balances ${year}`}
        columns={columns}
        data={data?.balances.items ?? []}
        total={data?.balances.total ?? 0}
        page={page}
        pageSize={data?.balances.pageSize ?? 20}
        onPageChange={setPage}
        loading={dashboard.isPending}
        error={dashboard.isError ? describeFailure(dashboard.error).message : null}
        onRetry={() => void dashboard.refetch()}
        getRowId={(row) => `${row.employee.id}-${row.type}`}
        getRowLabel={nameOf}
        emptyState={<EmptyState title="No balances yet" />}
        toolbar={
          <Button loading={exportBalances.isPending} onClick={() => void exportNow()}>
            Export to Excel
          </Button>
        }
      />
    </div>
  );
}
