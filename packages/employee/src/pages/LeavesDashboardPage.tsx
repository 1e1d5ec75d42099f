import { describeFailure, paths } from '@staffdesk/core';
import {
  daysText,
  type LeaveRequest,
  leaveDates,
  leaveTypeName,
  useLeaveTypes,
  workingDaysText,
} from '@staffdesk/kit';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  StatusBadge,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { AskForLeaveDialog } from '../components/AskForLeaveDialog';
import { QueryView } from '../components/QueryView';
import { listItem, plainList, Section } from '../components/Section';
import { useCancelLeave, useMyLeaveBalances, useMyLeaveRequests } from '../hooks/useLeave';
import { currentYear, today } from '../lib/dates';

function canCancel(request: LeaveRequest) {
  return (
    (request.status === 'pending' || request.status === 'approved') && request.startDate > today()
  );
}

function RequestItem({
  request,
  onCancel,
}: {
  request: LeaveRequest;
  onCancel: (request: LeaveRequest) => void;
}) {
  const rejected = request.approvals.find((step) => step.decision === 'rejected');
  return (
    <li style={listItem} aria-label={`${request.typeName}, ${leaveDates(request)}`}>
      <span style={{ display: 'grid', gap: 'var(--sd-space-1)' }}>
        <strong>{request.typeName}</strong>
        <span className="sd-num">
          {leaveDates(request)} · {workingDaysText(request.workingDays)}
        </span>
        {rejected?.comment ? (
          <span className="sd-text-muted">
            {rejected.approverName ?? 'Approver'}: “{rejected.comment}”
          </span>
        ) : null}
      </span>
      <span className="sd-inline" style={{ alignItems: 'center' }}>
        <StatusBadge status={request.status} />
        {request.status === 'approved' && request.formToken ? (
          <Button asChild size="sm">
            <a href={paths.leaveFormDownload(request.formToken)}>Download leave form</a>
          </Button>
        ) : null}
        {canCancel(request) ? (
          <Button size="sm" onClick={() => onCancel(request)}>
            Cancel
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/**
 * `/employee/leaves-dashboard`: my leave balances this year, my requests (cancel before the start,
 * download the form of approved ones) and "Ask for leave" with a live working-day count.
 */
export function Component() {
  const year = currentYear();
  const { toast } = useToast();
  const types = useLeaveTypes();
  const balances = useMyLeaveBalances(year);
  const [page, setPage] = useState(1);
  const requests = useMyLeaveRequests(page);
  const cancel = useCancelLeave();
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const typeList = types.data ?? [];

  async function confirmCancel() {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await cancel.mutateAsync(cancelling.id);
      toast({
        tone: 'success',
        title: 'Leave cancelled',
        description: 'The days are back in your balance.',
      });
    } catch (error) {
      setCancelError(describeFailure(error).message);
      throw error;
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title="Leave"
        description="Your leave balances and requests. Ask for leave here; your approvers decide by email."
        actions={
          <Button variant="primary" onClick={() => setAsking(true)}>
            Ask for leave
          </Button>
        }
      />
      <Section id="leave-balances" title={`Balances ${year}`}>
        <QueryView query={balances} loadingLabel="Loading your balances…" rows={2}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                title="No leave balance yet"
                description="Your annual leave appears once HR has set your policy."
              />
            ) : (
              <ul
                style={{
                  ...plainList,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
                }}
              >
                {data.items.map((balance) => (
                  <li
                    key={balance.type}
                    aria-label={leaveTypeName(balance.type, typeList)}
                    className="sd-card"
                    style={{
                      padding: 'var(--sd-space-4)',
                      display: 'grid',
                      gap: 'var(--sd-space-1)',
                    }}
                  >
                    <strong>{leaveTypeName(balance.type, typeList)}</strong>
                    <span className="sd-num" style={{ fontSize: '1.5rem' }}>
                      {daysText(balance.available)}
                    </span>
                    <span className="sd-text-muted">available</span>
                    <span className="sd-num">
                      Taken {daysText(balance.taken)} · Pending {daysText(balance.pending)}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Section>
      <Section id="leave-requests" title="My requests">
        <QueryView query={requests} loadingLabel="Loading your requests…">
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                title="No leave requests yet"
                description="When you ask for leave, the request and its decision appear here."
                action={
                  <Button variant="primary" onClick={() => setAsking(true)}>
                    Ask for leave
                  </Button>
                }
              />
            ) : (
              <>
                <ul style={plainList} aria-label="My requests">
                  {data.items.map((request) => (
                    <RequestItem
                      key={request.id}
                      request={request}
                      onCancel={(chosen) => {
                        setCancelError(null);
                        setCancelling(chosen);
                      }}
                    />
                  ))}
                </ul>
                {data.total > data.pageSize ? (
                  <div className="sd-inline">
                    <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Newer
                    </Button>
                    <Button
                      size="sm"
                      disabled={page * data.pageSize >= data.total}
                      onClick={() => setPage(page + 1)}
                    >
                      Older
                    </Button>
                  </div>
                ) : null}
              </>
            )
          }
        </QueryView>
      </Section>
      {asking ? (
        <AskForLeaveDialog
          types={typeList}
          balances={balances.data?.items ?? []}
          onClose={() => setAsking(false)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title="Cancel this leave?"
        description={
          cancelling
            ? `${cancelling.typeName}, ${leaveDates(cancelling)}. The days return to your balance and your approvers are told.`
            : ''
        }
        confirmLabel="Cancel leave"
        cancelLabel="Keep it"
        destructive
        onConfirm={confirmCancel}
        error={cancelError}
      />
    </div>
  );
}
