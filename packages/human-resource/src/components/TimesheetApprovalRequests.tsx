import { useLingui } from '@lingui/react/macro';
import { QueryFailure } from '@staffdesk/kit';
import { Card, EmptyState, formatDateTime, LoadingState, SimpleTable, Stack } from '@staffdesk/ui';
import type { TimesheetApprovalRequest } from '../hooks/types';
import { useTimesheetApprovalRequests } from '../hooks/useTimesheets';

/** When something happened, or a dash. */
function when(at: string | null) {
  return at ? <span className="sd-num">{formatDateTime(at)}</span> : '—';
}

/**
 * The approval requests of a client's period, newest first: whom Staffdesk asked (the whole
 * period, or one reopened sheet, and why HR sent it early), when it followed up and escalated,
 * and who decided.
 */
export function TimesheetApprovalRequests({
  clientId,
  period,
}: {
  clientId: string;
  period: string;
}) {
  const { t } = useLingui();
  const requests = useTimesheetApprovalRequests({ clientId, period });
  return (
    <Card title={t`Approval requests`}>
      {requests.isPending ? (
        <LoadingState rows={2} label={t`Loading the approval requests…`} />
      ) : requests.isError ? (
        <QueryFailure error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <SimpleTable<TimesheetApprovalRequest>
          label={t`Approval requests of this period`}
          rows={requests.data}
          getRowKey={(request) => request.id}
          empty={
            <EmptyState
              title={t`Nobody has been asked yet`}
              description={t`Submitted timesheets go to the client’s approver on its schedule, or when you send them now.`}
            />
          }
          columns={[
            {
              header: t`Asked`,
              cell: (request) => (
                <Stack as="span" gap={0} className="sd-wrap-anywhere">
                  <span>{request.approverName}</span>
                  <span className="sd-text-muted">{request.approverEmail}</span>
                </Stack>
              ),
            },
            {
              header: t({ message: 'About', context: 'what an approval request covers' }),
              cell: (request) => {
                const about =
                  request.scope === 'period'
                    ? t({ message: 'The period', context: 'an approval request covers' })
                    : t({
                        message: 'One reopened timesheet',
                        context: 'an approval request covers',
                      });
                const reason = request.earlyReason;
                // Sent before the period ended: HR's reason, as the period's history keeps it.
                return reason ? (
                  <Stack as="span" gap={0} className="sd-wrap-anywhere">
                    <span>{about}</span>
                    <span className="sd-text-muted">{t`Sent early: ${reason}`}</span>
                  </Stack>
                ) : (
                  about
                );
              },
            },
            { header: t`Sent`, cell: (request) => when(request.sentAt) },
            { header: t`Followed up`, cell: (request) => when(request.followedUpAt) },
            { header: t`Escalated`, cell: (request) => when(request.escalatedAt) },
            {
              header: t`Decided`,
              cell: (request) =>
                request.decidedAt ? (
                  <Stack as="span" gap={0}>
                    <span>{request.decidedBy ?? '—'}</span>
                    <span className="sd-text-muted sd-num">
                      {formatDateTime(request.decidedAt)}
                    </span>
                  </Stack>
                ) : (
                  <span className="sd-text-muted">
                    {t({ message: 'Waiting', context: 'an approval request not decided yet' })}
                  </span>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
