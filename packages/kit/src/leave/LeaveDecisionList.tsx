import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, useRuntimeConfig } from '@staffdesk/core';
import { Banner, Button, EmptyState, ErrorState, LoadingState, StatusBadge } from '@staffdesk/ui';
import { useId, useRef, useState } from 'react';
import { type Decision, type LeaveRequest, leaveDates, workingDaysText } from './leave';
import { useDecideLeave, usePendingLeaveApprovals } from './useLeaveDecisions';

const APPROVER_ROLE: Readonly<
  Record<LeaveRequest['approvals'][number]['approverType'], MessageDescriptor>
> = {
  pic: msg`client PIC`,
  manager: msg`line manager`,
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
  onDecided: (text: string, decision: Decision) => void;
}) {
  const { t, i18n } = useLingui();
  const commentId = useId();
  const hintId = useId();
  const problemId = useId();
  const commentInput = useRef<HTMLInputElement>(null);
  const decide = useDecideLeave();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missingReason, setMissingReason] = useState(false);
  const name = request.employee.fullName;
  const { typeName } = request;
  const dates = leaveDates(request);
  // A step of the client's PIC is decided here only on the PIC's behalf, and says so.
  const step = request.approvals.find((approval) => approval.decision === 'pending');
  // A line manager's step likewise: HR decides it only on the manager's behalf.
  const onBehalf = step && step.approverType !== 'hr' ? step : null;
  const pic = onBehalf?.approverName ?? null;
  const role = onBehalf ? i18n._(APPROVER_ROLE[onBehalf.approverType]) : '';

  async function send(decision: Decision) {
    const reason = comment.trim();
    if (decision === 'reject' && reason === '') {
      setMissingReason(true);
      commentInput.current?.focus();
      return;
    }
    setSending(decision);
    setError(null);
    try {
      await decide.mutateAsync({
        id: request.id,
        decision,
        comment: reason || undefined,
        onBehalfOfPic: onBehalf !== null,
      });
      onDecided(
        decision === 'approve'
          ? t`You approved ${name}’s leave.`
          : t`You rejected ${name}’s leave.`,
        decision,
      );
    } catch (failure) {
      setError(describeFailure(failure).message);
    } finally {
      setSending(null);
    }
  }

  return (
    <li
      aria-label={t`${name}, ${typeName}, ${dates}`}
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
          <Trans>Comment</Trans>
        </label>
        <input
          ref={commentInput}
          id={commentId}
          className="sd-input"
          value={comment}
          maxLength={1000}
          aria-invalid={missingReason ? true : undefined}
          aria-describedby={missingReason ? `${hintId} ${problemId}` : hintId}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (event.currentTarget.value.trim() !== '') setMissingReason(false);
          }}
        />
        <span id={hintId} className="sd-field__description">
          <Trans>Optional to approve; required to reject.</Trans>
        </span>
        {missingReason ? (
          <span id={problemId} className="sd-field__error">
            <Trans>Say why you reject, so the employee understands.</Trans>
          </span>
        ) : null}
      </span>
      <span className="sd-inline">
        <Button
          size="sm"
          variant="primary"
          loading={sending === 'approve'}
          disabled={sending !== null}
          onClick={() => void send('approve')}
        >
          {onBehalf ? (
            <Trans>
              Approve on behalf of {pic} ({role})
            </Trans>
          ) : (
            <Trans>Approve</Trans>
          )}
        </Button>
        <Button
          size="sm"
          variant="danger"
          loading={sending === 'reject'}
          disabled={sending !== null}
          onClick={() => void send('reject')}
        >
          {onBehalf ? (
            <Trans>
              Reject on behalf of {pic} ({role})
            </Trans>
          ) : (
            <Trans>Reject</Trans>
          )}
        </Button>
      </span>
    </li>
  );
}

/** The API's origin when it is not this page's (an embedding app on another address). */
function crossOriginApi(base: string): string | null {
  const here = globalThis.location?.href;
  if (!here) return null;
  const api = new URL(base, here).origin;
  return api === new URL(here).origin ? null : api;
}

export type LeaveDecisionListProps = {
  /** Only the requests to show, e.g. one client's: `(request) => request.employee.clientName === 'PT Bank Nusantara'`. */
  filter?: (request: LeaveRequest) => boolean;
  /** Told after each decision the server recorded. */
  onDecided?: (request: LeaveRequest, decision: Decision) => void;
};

/**
 * The leave requests whose current step the signed-in user may decide
 * (`GET /leave-approvals/pending`), each saying whose step it is, with Approve / Reject (a reason
 * required to reject); a client PIC's step is decided on the PIC's behalf, and the buttons say
 * so. Uses no router and no toasts, so it works in any `<StaffdeskProvider>` (an embedding app
 * included); human-resource embeds it as `<LeaveApprovalWidget />`.
 */
export function LeaveDecisionList({ filter, onDecided }: LeaveDecisionListProps = {}) {
  const { t } = useLingui();
  const config = useRuntimeConfig();
  const pending = usePendingLeaveApprovals();
  const [decided, setDecided] = useState<string | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());

  if (pending.isPending)
    return <LoadingState rows={3} label={t`Loading leave requests to decide…`} />;
  if (pending.isError) {
    const failure = describeFailure(pending.error);
    const api = crossOriginApi(config.apiBaseUrls.main);
    // No answer at all from an API on another origin: most often CORS, which the embedder fixes.
    const here = globalThis.location?.origin ?? '';
    const message =
      failure.status === undefined && api
        ? t`This page could not reach Staffdesk at ${api}. If this app runs on another address than Staffdesk, Staffdesk must allow it: ask for ${here} to be added to STAFFDESK_CORS_ORIGINS, or serve /api/v4 through this app (a proxy).`
        : failure.message;
    return <ErrorState message={message} onRetry={() => void pending.refetch()} />;
  }
  const items = pending.data.items.filter(
    (request) => !gone.has(request.id) && (filter ? filter(request) : true),
  );
  const { total } = pending.data;
  return (
    <div className="sd-stack">
      {/* Always there, so screen readers announce each decision; one live region, not nested. */}
      <p role="status" className="sd-text-muted" style={{ margin: 0 }}>
        {decided ? <strong>{decided}</strong> : null}
      </p>
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
              onDecided={(text, decision) => {
                setDecided(text);
                setGone((before) => new Set(before).add(request.id));
                onDecided?.(request, decision);
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
