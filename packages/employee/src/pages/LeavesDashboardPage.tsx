import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import {
  daysText,
  type LeaveRequest,
  leaveDates,
  leaveTypeName,
  QueryView,
  useLeaveTypes,
  workingDaysText,
} from '@staffdesk/kit';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  PageHeader,
  Stack,
  StatusBadge,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { AskForLeaveDialog } from '../components/AskForLeaveDialog';
import { listItem, plainList, Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
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
  const { t } = useLingui();
  const rejected = request.approvals.find((step) => step.decision === 'rejected');
  const approver = rejected?.approverName ?? t`Approver`;
  const comment = rejected?.comment;
  return (
    <li style={listItem} aria-label={`${request.typeName}, ${leaveDates(request)}`}>
      <Stack as="span" gap={1}>
        <strong>{request.typeName}</strong>
        <span className="sd-num">
          {leaveDates(request)} · {workingDaysText(request.workingDays)}
        </span>
        {comment ? (
          <span className="sd-text-muted">
            <Trans>
              {approver}: “{comment}”
            </Trans>
          </span>
        ) : null}
      </Stack>
      <Inline as="span">
        <StatusBadge status={request.status} />
        {request.status === 'approved' && request.formToken ? (
          <Button asChild size="sm">
            <a href={paths.leaveFormDownload(request.formToken)}>
              <Trans>Download leave form</Trans>
            </a>
          </Button>
        ) : null}
        {canCancel(request) ? (
          <Button size="sm" onClick={() => onCancel(request)}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </Inline>
    </li>
  );
}

/**
 * `/employee/leaves-dashboard`: my leave balances this year, my requests (cancel before the start,
 * download the form of approved ones) and "Ask for leave" with a live working-day count.
 */
export function Component() {
  const { t } = useLingui();
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
  const typeName = cancelling?.typeName ?? '';
  const dates = cancelling ? leaveDates(cancelling) : '';

  async function confirmCancel() {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await cancel.mutateAsync(cancelling.id);
      toast({
        tone: 'success',
        title: t`Leave cancelled`,
        description: t`The days are back in your balance.`,
      });
    } catch (error) {
      setCancelError(describeFailure(error).message);
      throw error;
    }
  }

  return (
    <Stack>
      <PageHeader
        title={t({ message: 'Leave', context: 'noun: time off' })}
        description={t`Your leave balances and requests. Ask for leave here; your approvers decide by email.`}
        actions={
          <Button variant="primary" onClick={() => setAsking(true)}>
            <Trans>Ask for leave</Trans>
          </Button>
        }
      />
      <Section id="leave-balances" title={t`Balances ${year}`}>
        <QueryView
          failure={QueryFailure}
          query={balances}
          loadingLabel={t`Loading your balances…`}
          rows={2}
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                title={t`No leave balance yet`}
                description={t`Your annual leave appears once HR has set your policy.`}
              />
            ) : (
              <ul
                style={{
                  ...plainList,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
                }}
              >
                {data.items.map((balance) => {
                  const taken = daysText(balance.taken);
                  const pending = daysText(balance.pending);
                  return (
                    <Stack
                      key={balance.type}
                      aria-label={leaveTypeName(balance.type, typeList)}
                      as="li"
                      gap={1}
                      className="sd-card"
                      style={{ padding: 'var(--sd-space-4)' }}
                    >
                      <strong>{leaveTypeName(balance.type, typeList)}</strong>
                      <span className="sd-num" style={{ fontSize: '1.5rem' }}>
                        {daysText(balance.available)}
                      </span>
                      <span className="sd-text-muted">
                        <Trans context="leave balance">available</Trans>
                      </span>
                      <span className="sd-num">
                        <Trans>
                          Taken {taken} · Pending {pending}
                        </Trans>
                      </span>
                    </Stack>
                  );
                })}
              </ul>
            )
          }
        </QueryView>
      </Section>
      <Section id="leave-requests" title={t`My requests`}>
        <QueryView failure={QueryFailure} query={requests} loadingLabel={t`Loading your requests…`}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                title={t`No leave requests yet`}
                description={t`When you ask for leave, the request and its decision appear here.`}
                action={
                  <Button variant="primary" onClick={() => setAsking(true)}>
                    <Trans>Ask for leave</Trans>
                  </Button>
                }
              />
            ) : (
              <>
                <ul style={plainList} aria-label={t`My requests`}>
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
                  <Inline>
                    <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      <Trans>Newer</Trans>
                    </Button>
                    <Button
                      size="sm"
                      disabled={page * data.pageSize >= data.total}
                      onClick={() => setPage(page + 1)}
                    >
                      <Trans>Older</Trans>
                    </Button>
                  </Inline>
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
        title={t`Cancel this leave?`}
        description={
          cancelling
            ? t`${typeName}, ${dates}. The days return to your balance and your approvers are told.`
            : ''
        }
        confirmLabel={t`Cancel leave`}
        cancelLabel={t`Keep it`}
        destructive
        onConfirm={confirmCancel}
        error={cancelError}
      />
    </Stack>
  );
}
