import {
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import {
  Button,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDateTime,
  PageHeader,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChangeList } from '../components/ChangeList';
import { RejectDialog } from '../components/RejectDialog';
import { ChangeKindBadge, DecisionBadge } from '../components/StatusBadges';
import type { ChangeRequest, ChangeRequestQuery } from '../hooks/types';
import { useApproveChangeRequest, useChangeRequests } from '../hooks/useChangeRequests';
import { changeLines } from '../lib/changes';
import { CHANGE_REQUEST_PHRASE } from '../lib/labels';

export const CHANGE_REQUESTS_PAGE_SIZE = 20;

type Decision = NonNullable<ChangeRequestQuery['status']>;
const DECISIONS: { value: Decision; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The field a plain value of each kind stands for. */
const PLAIN_KEY: Readonly<Record<string, string>> = {
  nik: 'nik',
  npwp: 'npwp',
  'ptkp-status': 'ptkpStatus',
};

function employeeOf(request: ChangeRequest) {
  return {
    id: request.employeeId,
    name: request.employeeName,
    number: request.employeeNumber,
  };
}

/**
 * `/human-resource/employee/change-requests`: employees' own changes of bank account, NIK, NPWP,
 * PTKP status or family, waiting for HR; approving applies the change, rejecting needs a reason.
 */
export function Component() {
  const me = useCurrentUser().data;
  const canDecide = hasPermission(me, 'employees.manage');
  const { toast } = useToast();
  const { values, page, update } = useListParams(['status'] as const);
  const status = (values.status || 'pending') as Decision;
  const requests = useChangeRequests({ status, page, pageSize: CHANGE_REQUESTS_PAGE_SIZE });
  const approve = useApproveChangeRequest();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ChangeRequest | null>(null);

  if (failureStatus(requests.error) === 403) return <AccessDenied />;

  async function approveRequest(request: ChangeRequest) {
    const employee = employeeOf(request);
    setApproving(request.id);
    try {
      await approve.mutateAsync({ params: { path: { id: request.id } } });
      toast({
        tone: 'success',
        title: 'Request approved',
        description: `${employee.name}’s ${CHANGE_REQUEST_PHRASE[request.kind]} is changed.`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: 'The request was not approved',
        description: describeFailure(error).message,
      });
    } finally {
      setApproving(null);
    }
  }

  const columns: ColumnDef<ChangeRequest>[] = [
    {
      id: 'employee',
      header: 'Employee',
      cell: ({ row }) => {
        const employee = employeeOf(row.original);
        return (
          <span style={{ display: 'grid' }}>
            <Link to={paths.humanResource.employee.detail(employee.id)}>{employee.name}</Link>
            <span className="sd-text-muted sd-num">{employee.number}</span>
          </span>
        );
      },
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: ({ row }) => <ChangeKindBadge kind={row.original.kind} />,
    },
    {
      id: 'change',
      header: 'Current → proposed',
      cell: ({ row }) => (
        <ChangeList
          lines={changeLines(
            row.original.current,
            row.original.proposed,
            {},
            PLAIN_KEY[row.original.kind],
          )}
        />
      ),
    },
    {
      id: 'createdAt',
      header: 'Requested at',
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    ...(status === 'pending'
      ? canDecide
        ? [
            {
              id: 'decide',
              header: () => <span className="sd-visually-hidden">Decision</span>,
              cell: ({ row }: { row: { original: ChangeRequest } }) => (
                <span className="sd-inline" style={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="sm"
                    variant="primary"
                    loading={approving === row.original.id}
                    disabled={approving !== null}
                    onClick={() => void approveRequest(row.original)}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={approving !== null}
                    onClick={() => setRejecting(row.original)}
                  >
                    Reject
                  </Button>
                </span>
              ),
            } satisfies ColumnDef<ChangeRequest>,
          ]
        : []
      : [
          {
            id: 'decision',
            header: 'Decision',
            cell: ({ row }: { row: { original: ChangeRequest } }) => (
              <span style={{ display: 'grid', gap: '0.125rem' }}>
                <span>
                  <DecisionBadge status={row.original.status} />
                </span>
                {row.original.decidedBy ? (
                  <span className="sd-text-muted">
                    {row.original.decidedBy}
                    {row.original.decidedAt ? `, ${formatDateTime(row.original.decidedAt)}` : ''}
                  </span>
                ) : null}
                {row.original.reason ? <span>{row.original.reason}</span> : null}
              </span>
            ),
          } satisfies ColumnDef<ChangeRequest>,
        ]),
  ];

  return (
    <div className="sd-stack">
      <PageHeader
        title="Change requests"
        description="Employees’ own changes of bank account, NIK, NPWP, PTKP status or family wait here for HR."
      />
      <DataTable
        label="Change requests"
        columns={columns}
        data={requests.data?.items ?? []}
        total={requests.data?.total ?? 0}
        page={page}
        pageSize={CHANGE_REQUESTS_PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        loading={requests.isPending}
        error={requests.isError ? describeFailure(requests.error).message : null}
        onRetry={() => void requests.refetch()}
        getRowId={(request) => request.id}
        getRowLabel={(request) => employeeOf(request).name}
        emptyState={
          <EmptyState
            title={status === 'pending' ? 'Nothing waits for a decision' : `No ${status} requests`}
            description={
              status === 'pending'
                ? 'When an employee changes their bank account, NIK, NPWP, PTKP status or family in self-service, the request appears here.'
                : undefined
            }
          />
        }
        toolbar={
          <FilterBar>
            <FilterSelect
              label="Status"
              value={status}
              onChange={(next) => update({ status: next === 'pending' ? null : next })}
              options={DECISIONS}
            />
          </FilterBar>
        }
      />
      {rejecting ? (
        <RejectDialog
          request={rejecting}
          employeeName={employeeOf(rejecting).name}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </div>
  );
}
