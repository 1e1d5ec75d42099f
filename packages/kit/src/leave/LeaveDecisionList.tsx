import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { Banner, Button, EmptyState, ErrorState, LoadingState, StatusBadge } from '@staffdesk/ui';
import { useId, useState } from 'react';
import { type Decision, type LeaveRequest, leaveDates, workingDaysText } from './leave';
import { useDecideLeave, usePendingLeaveApprovals } from './useLeaveDecisions';

const APPROVER_ROLE: Readonly<
  Record<LeaveRequest['approvals'][number]['approverType'], MessageDescriptor>
> = {
  pic: msg`client PIC`,
  hr: msg({ message: 'HR', comment: 'human resources, the department' }),
};

/** Whose decision the request waits for: the first step not yet decided. */
function WaitsFor({ request }: { request: LeaveRequest }) {
  const { i18n } = useLingui();
  const step = request.approvals.find((approval) => approval.decision === 'pending');
  if (!step) return null;
  const { approverName } = step;
  const role = i18n._(APPROVER_ROLE[step.approverType]);
  return (
    <span>
      <Trans>
        Waits for {approverName} ({role})
      </Trans>
    </span>
  );
}

function PendingItem({
  request,
  onDecided,
}: {
  request: LeaveRequest;
  onDecided: (text: string) => void;
}) {
  const { t } = useLingui();
  const commentId = useId();
  const decide = useDecideLeave();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = request.employee.fullName;

  async function send(decision: Decision) {
    setSending(decision);
    setError(null);
    try {
      await decide.mutateAsync({ id: request.id, decision, comment: comment.trim() || undefined });
      onDecided(
        decision === 'approve'
          ? t`You approved ${name}’s leave.`
          : t`You rejected ${name}’s leave.`,
      );
    } catch (failure) {
      setError(describeFailure(failure).message);
    } finally {
      setSending(null);
    }
  }

  return (
    <li
      aria-label={name}
      style={{
        display: 'grid',
        gap: 'var(--sd-space-2)',
        paddingBottom: 'var(--sd-space-3)',
        borderBottom: '1px solid var(--sd-color-border)',
      }}
    >
      <span className="sd-inline" style={{ justifyContent: 'space-between' }}>
        <strong>
          {name} <span className="sd-text-muted sd-num">{request.employee.employeeNumber}</span>
        </strong>
        <StatusBadge status="pending" />
      </span>
      <span>
        {request.typeName} · <span className="sd-num">{leaveDates(request)}</span> ·{' '}
        {workingDaysText(request.workingDays)}
      </span>
      {request.reason ? <span className="sd-text-muted">{request.reason}</span> : null}
      <WaitsFor request={request} />
      {error ? <Banner tone="error">{error}</Banner> : null}
      <span className="sd-field">
        <label htmlFor={commentId} className="sd-label">
          <Trans>Comment (optional)</Trans>
        </label>
        <input
          id={commentId}
          className="sd-input"
          value={comment}
          maxLength={1000}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
      </span>
      <span className="sd-inline">
        <Button
          size="sm"
          variant="primary"
          loading={sending === 'approve'}
          disabled={sending !== null}
          onClick={() => void send('approve')}
        >
          <Trans>Approve</Trans>
        </Button>
        <Button
          size="sm"
          variant="danger"
          loading={sending === 'reject'}
          disabled={sending !== null}
          onClick={() => void send('reject')}
        >
          <Trans>Reject</Trans>
        </Button>
      </span>
    </li>
  );
}

/**
 * The leave requests whose current step the signed-in user may decide
 * (`GET /leave-approvals/pending`), each with Approve / Reject and an optional comment. Uses no
 * router and no toasts, so it works in any `<StaffdeskProvider>` (an embedding app included);
 * human-resource embeds it as `<LeaveApprovalWidget />`.
 */
export function LeaveDecisionList() {
  const { t } = useLingui();
  const pending = usePendingLeaveApprovals();
  const [decided, setDecided] = useState<string | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());

  if (pending.isPending)
    return <LoadingState rows={3} label={t`Loading leave requests to decide…`} />;
  if (pending.isError) {
    return (
      <ErrorState
        message={describeFailure(pending.error).message}
        onRetry={() => void pending.refetch()}
      />
    );
  }
  const items = pending.data.items.filter((request) => !gone.has(request.id));
  const { total } = pending.data;
  return (
    <div className="sd-stack">
      <div role="status" aria-live="polite">
        {decided ? <Banner tone="success">{decided}</Banner> : null}
      </div>
      {items.length === 0 ? (
        <EmptyState
          title={t`Nothing to decide.`}
          description={t`Leave requests that wait for your decision appear here.`}
        />
      ) : (
        <ul
          aria-label={t`Leave requests to decide`}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 'var(--sd-space-3)',
          }}
        >
          {items.map((request) => (
            <PendingItem
              key={request.id}
              request={request}
              onDecided={(text) => {
                setDecided(text);
                setGone((before) => new Set(before).add(request.id));
              }}
            />
          ))}
        </ul>
      )}
      {total > pending.data.items.length ? (
        <p className="sd-text-muted">
          <Plural
            value={total}
            one="# request waits in all; decide these first to see the rest."
            other="# requests wait in all; decide these first to see the rest."
          />
        </p>
      ) : null}
    </div>
  );
}
