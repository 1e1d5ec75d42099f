import { useLingui } from '@lingui/react/macro';
import { describeFailure, failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  currentStep,
  type Decision,
  type LeaveRequest,
  PagedList,
  useDecideLeave,
  useLeaveRequestColumns,
} from '@staffdesk/kit';
import {
  Badge,
  Button,
  type ColumnDef,
  EmptyState,
  formatDateTime,
  Inline,
  PageHeader,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { LeaveDecisionDialog } from '../components/LeaveDecisionDialog';
import { useLeaveRequests } from '../hooks/useLeave';

export const LEAVE_APPROVALS_PAGE_SIZE = 20;

type Deciding = { request: LeaveRequest; decision: Decision; onBehalfOf: string | null };

/**
 * `/human-resource/leaves/approval`: every pending leave request. HR decides the HR step; when the
 * current step is a PIC's, "Decide for the PIC" records the decision on the PIC's behalf.
 */
export function Component() {
  const me = useCurrentUser().data;
  const mayDecide = hasPermission(me, 'leave.approve') || hasPermission(me, 'leave.manage');
  const mayDecideForPic = hasPermission(me, 'leave.manage');
  const [page, setPage] = useState(1);
  const requests = useLeaveRequests({ status: 'pending', page });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [approving, setApproving] = useState<string | null>(null);
  const decide = useDecideLeave();
  const { t } = useLingui();
  const { toast } = useToast();
  const leadingColumns = useLeaveRequestColumns({ withClient: true });

  /** The HR step approves at once, as change requests do; a PIC's step asks first. */
  async function approveNow(request: LeaveRequest) {
    setApproving(request.id);
    try {
      await decide.mutateAsync({ id: request.id, decision: 'approve' });
      const { fullName } = request.employee;
      toast({
        tone: 'success',
        title: t`Leave approved`,
        description: t`${fullName} is told by email.`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The leave was not approved`,
        description: describeFailure(error).message,
      });
    } finally {
      setApproving(null);
    }
  }

  if (failureStatus(requests.error) === 403) return <AccessDenied />;

  const columns: ColumnDef<LeaveRequest>[] = [
    ...leadingColumns,
    {
      id: 'step',
      header: t`Waiting for`,
      cell: ({ row }) => {
        const step = currentStep(row.original);
        if (!step) return '—';
        return step.approverType === 'pic' ? (
          <Stack as="span" gap={0}>
            <span>
              <Badge tone="warning">PIC</Badge> {step.approverName ?? step.approverEmail}
            </span>
            <span className="sd-text-muted">{t`Decide for the PIC`}</span>
          </Stack>
        ) : step.approverType === 'manager' ? (
          <Stack as="span" gap={0}>
            <span>
              <Badge tone="warning">{t`Line manager`}</Badge> {step.approverName}
            </span>
            <span className="sd-text-muted">{t`Decide for the line manager`}</span>
          </Stack>
        ) : (
          <Badge tone="info">HR</Badge>
        );
      },
    },
    {
      id: 'createdAt',
      header: t`Requested at`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    ...(mayDecide
      ? [
          {
            id: 'decide',
            header: () => <span className="sd-visually-hidden">{t`Decision`}</span>,
            cell: ({ row }: { row: { original: LeaveRequest } }) => {
              const step = currentStep(row.original);
              // A PIC's or a line manager's step: decided on their behalf (leave.manage).
              const pic = step?.approverType === 'pic' || step?.approverType === 'manager';
              if (pic && !mayDecideForPic) return null;
              const onBehalfOf = pic
                ? (step?.approverName ?? step?.approverEmail ?? t`the PIC`)
                : null;
              return (
                <Inline as="span" justify="end">
                  <Button
                    size="sm"
                    variant="primary"
                    loading={approving === row.original.id}
                    disabled={approving !== null}
                    onClick={() =>
                      onBehalfOf
                        ? setDeciding({ request: row.original, decision: 'approve', onBehalfOf })
                        : void approveNow(row.original)
                    }
                  >
                    {t`Approve`}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={approving !== null}
                    onClick={() =>
                      setDeciding({ request: row.original, decision: 'reject', onBehalfOf })
                    }
                  >
                    {t`Reject`}
                  </Button>
                </Inline>
              );
            },
          } satisfies ColumnDef<LeaveRequest>,
        ]
      : []),
  ];

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Leave approvals`}
        description={t`Pending leave requests. A PIC’s step can be decided for the PIC; it is recorded on their behalf.`}
      />
      <PagedList
        label={t`Leave requests to decide`}
        columns={columns}
        query={requests}
        pageSize={requests.data?.pageSize ?? LEAVE_APPROVALS_PAGE_SIZE}
        params={{ page, update: (next) => setPage(next.page) }}
        getRowId={(request) => request.id}
        getRowLabel={(request) => request.employee.fullName}
        emptyState={
          <EmptyState
            title={t`Nothing to decide.`}
            description={t`When an employee asks for leave, the request appears here until every approver has decided.`}
          />
        }
      />
      {deciding ? (
        <LeaveDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onBehalfOf={deciding.onBehalfOf}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
