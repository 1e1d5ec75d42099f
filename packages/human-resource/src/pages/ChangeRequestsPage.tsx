import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, PagedListPage } from '@staffdesk/kit';
import {
  Button,
  type ColumnDef,
  EmptyState,
  FilterSelect,
  formatDateTime,
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

export const CHANGE_REQUESTS_PAGE_SIZE = 20;

type Decision = NonNullable<ChangeRequestQuery['status']>;
const DECISIONS: { value: Decision; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg({ message: 'Pending', context: 'status of a request' }) },
  { value: 'approved', label: msg({ message: 'Approved', context: 'status of a request' }) },
  { value: 'rejected', label: msg({ message: 'Rejected', context: 'status of a request' }) },
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
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { values, page, update } = useListParams(['status'] as const);
  const status = (values.status || 'pending') as Decision;
  const requests = useChangeRequests({ status, page, pageSize: CHANGE_REQUESTS_PAGE_SIZE });
  const approve = useApproveChangeRequest();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ChangeRequest | null>(null);

  if (failureStatus(requests.error) === 403) return <AccessDenied />;

  /** What the toast says once a request is approved: the employee's record is changed. */
  function changedText(request: ChangeRequest) {
    const { name } = employeeOf(request);
    switch (request.kind) {
      case 'bank-account':
        return t`${name}’s bank account is changed.`;
      case 'nik':
        return t`${name}’s NIK is changed.`;
      case 'npwp':
        return t`${name}’s NPWP is changed.`;
      case 'ptkp-status':
        return t`${name}’s PTKP status is changed.`;
      case 'family':
        return t`${name}’s family is changed.`;
      default:
        return t`${name}’s record is changed.`;
    }
  }

  async function approveRequest(request: ChangeRequest) {
    setApproving(request.id);
    try {
      await approve.mutateAsync({ params: { path: { id: request.id } } });
      toast({
        tone: 'success',
        title: t`Request approved`,
        description: changedText(request),
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The request was not approved`,
        description: describeFailure(error).message,
      });
    } finally {
      setApproving(null);
    }
  }

  const columns: ColumnDef<ChangeRequest>[] = [
    {
      id: 'employee',
      header: t`Employee`,
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
      header: t({ message: 'Kind', context: 'what a change request changes' }),
      cell: ({ row }) => <ChangeKindBadge kind={row.original.kind} />,
    },
    {
      id: 'change',
      header: t`Current → proposed`,
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
      header: t`Requested at`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    ...(status === 'pending'
      ? canDecide
        ? [
            {
              id: 'decide',
              header: () => <span className="sd-visually-hidden">{t`Decision`}</span>,
              cell: ({ row }: { row: { original: ChangeRequest } }) => (
                <span className="sd-inline" style={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="sm"
                    variant="primary"
                    loading={approving === row.original.id}
                    disabled={approving !== null}
                    onClick={() => void approveRequest(row.original)}
                  >
                    {t`Approve`}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={approving !== null}
                    onClick={() => setRejecting(row.original)}
                  >
                    {t`Reject`}
                  </Button>
                </span>
              ),
            } satisfies ColumnDef<ChangeRequest>,
          ]
        : []
      : [
          {
            id: 'decision',
            header: t`Decision`,
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
    <PagedListPage
      title={t`Change requests`}
      description={t`Employees’ own changes of bank account, NIK, NPWP, PTKP status or family wait here for HR.`}
      columns={columns}
      query={requests}
      pageSize={CHANGE_REQUESTS_PAGE_SIZE}
      params={{ page, update }}
      getRowId={(request) => request.id}
      getRowLabel={(request) => employeeOf(request).name}
      emptyState={
        <EmptyState
          title={
            status === 'pending'
              ? t`Nothing waits for a decision`
              : status === 'approved'
                ? t`No approved requests`
                : t`No rejected requests`
          }
          description={
            status === 'pending'
              ? t`When an employee changes their bank account, NIK, NPWP, PTKP status or family in self-service, the request appears here.`
              : undefined
          }
        />
      }
      filters={
        <FilterSelect
          label={t`Status`}
          value={status}
          onChange={(next) => update({ status: next === 'pending' ? null : next })}
          options={DECISIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        />
      }
    >
      {rejecting ? (
        <RejectDialog
          request={rejecting}
          employeeName={employeeOf(rejecting).name}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </PagedListPage>
  );
}
