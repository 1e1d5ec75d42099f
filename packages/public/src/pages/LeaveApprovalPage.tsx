import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { problemMessage, publicPaths, useApi, useRuntimeConfig } from '@staffdesk/core';
import { type Decision, daysText, workingDaysText } from '@staffdesk/kit';
import {
  Banner,
  Button,
  DescriptionList,
  FieldShell,
  formatDate,
  formatDateTime,
  PublicCardActions,
  useFieldIds,
} from '@staffdesk/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DecidedLink, DecisionLinkPage, decisionOutcome } from '../components/DecisionLinkPage';
import { PublicPage } from '../components/PublicPage';
import { type PublicLeaveApproval, useLeaveApprovalLink } from '../lib/leave';

/** An instant in the business time zone, named: `21 Nov 2026, 14:05 WIB`. */
function wib(instant: string) {
  return `${formatDateTime(instant)} WIB`;
}

/** `23 Nov 2026 – 24 Nov 2026`, or one day with its half: `23 Nov 2026 (morning)`. */
function dates(request: PublicLeaveApproval['request'], i18n: I18n): string {
  const start = formatDate(request.startDate);
  if (request.startDate !== request.endDate) return `${start} – ${formatDate(request.endDate)}`;
  if (request.halfDay === 'morning') return i18n._(msg`${start} (morning)`);
  if (request.halfDay === 'afternoon') return i18n._(msg`${start} (afternoon)`);
  return start;
}

/** The banner of a request someone already decided. */
function decidedText(decision: NonNullable<PublicLeaveApproval['decision']>): MessageDescriptor {
  const { decidedBy } = decision;
  const when = wib(decision.decidedAt);
  switch (decision.decision) {
    case 'approved':
      return msg`This request was already approved by ${decidedBy} on ${when}.`;
    case 'rejected':
      return msg`This request was already rejected by ${decidedBy} on ${when}.`;
    default:
      return msg`This request was cancelled by ${decidedBy} on ${when}.`;
  }
}

/** What a request decided (or cancelled) already says. */
function DecidedRequest({ decision }: { decision: PublicLeaveApproval['decision'] }) {
  const { t, i18n } = useLingui();
  if (decision?.decision === 'cancelled') {
    return (
      <DecidedLink title={t`This request was cancelled`} banner={i18n._(decidedText(decision))} />
    );
  }
  const comment = decision?.comment;
  return (
    <DecidedLink
      title={t`This request was already decided`}
      banner={decision ? i18n._(decidedText(decision)) : t`This request was already decided.`}
    >
      {comment ? (
        <p>
          <Trans>Comment: “{comment}”</Trans>
        </p>
      ) : null}
    </DecidedLink>
  );
}

/**
 * `/leaves/:token/approvalby/:email`: a client PIC (or HR) decides a leave request from the link
 * in their email, without signing in. One card with every fact, a comment (required to reject) and
 * two large buttons; the decision leads to the thank-you page. On the phone first-paint budget:
 * the one comment field is plain React state, no form library.
 */
export function Component() {
  const { t } = useLingui();
  const { token = '', email = '' } = useParams();
  const link = useLeaveApprovalLink(token, email);
  return (
    <DecisionLinkPage
      link={link}
      loadingTitle={t`Opening the leave request`}
      notFound={
        <Trans>
          We could not find a leave request for this link. Check that you opened the whole link from
          the email, or ask HR to send it again.
        </Trans>
      }
    >
      {(view) =>
        view.state === 'open' ? (
          <OpenLink view={view} token={token} email={email} onStale={() => link.refetch()} />
        ) : (
          <DecidedRequest decision={view.decision} />
        )
      }
    </DecisionLinkPage>
  );
}

/** The open link: every fact, a comment (required to reject) and the two decisions. */
function OpenLink({
  view: data,
  token,
  email,
  onStale,
}: {
  view: PublicLeaveApproval;
  token: string;
  email: string;
  /** Reloads the link after the server said it can no longer decide (409, 410, 404). */
  onStale: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const client = useApi().main.fetchClient;
  const navigate = useNavigate();
  const { apiBaseUrls } = useRuntimeConfig();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const commentField = useFieldIds({ description: true, error: commentError ?? undefined });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState<Decision | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  async function decide(decision: Decision) {
    setCommentError(null);
    setServerError(null);
    const trimmed = comment.trim();
    if (decision === 'reject' && trimmed === '') {
      setCommentError(t`Say why you reject, so the employee understands.`);
      commentRef.current?.focus();
      return;
    }
    setSending(decision);
    try {
      const outcome = await decisionOutcome(
        client.POST('/public/leave-approvals/{token}/decision', {
          params: { path: { token } },
          body: { email, decision, ...(trimmed ? { comment: trimmed } : {}) },
        }),
      );
      if (outcome.state === 'done') {
        navigate(publicPaths.approverThanks('leave'), { state: { decision } });
        return;
      }
      if (outcome.state === 'stale') {
        await onStale();
        return;
      }
      const error = outcome.problem;
      const fields = (error as { errors?: Record<string, string> } | undefined)?.errors ?? {};
      if (fields.comment) {
        setCommentError(fields.comment);
        commentRef.current?.focus();
      } else setServerError(problemMessage(error));
    } catch (error) {
      setServerError(problemMessage(error));
    } finally {
      setSending(null);
    }
  }

  const { request, balance, approver } = data;
  const { fullName, employeeNumber, clientName } = request.employee;
  const approverName = approver.name;
  const until = wib(data.expiresAt);
  const attachmentHref = `${apiBaseUrls.mainPublic}/leave-approvals/${encodeURIComponent(token)}/attachment?email=${encodeURIComponent(email)}`;
  const facts = [
    { label: t`Employee`, value: `${fullName} (${employeeNumber})` },
    ...(clientName ? [{ label: t`Client`, value: clientName }] : []),
    { label: t`Leave type`, value: request.typeName || request.type },
    { label: t`Dates`, value: dates(request, i18n), numeric: true },
    { label: t`Working days`, value: workingDaysText(request.workingDays), numeric: true },
    { label: t`Reason`, value: request.reason || '—' },
    ...(request.attachmentName
      ? [
          {
            label: t`Attachment`,
            value: (
              <a href={attachmentHref} target="_blank" rel="noopener noreferrer">
                {request.attachmentName}
              </a>
            ),
          },
        ]
      : []),
    ...(balance
      ? [
          {
            label: t({ message: 'Balance', context: 'leave balance' }),
            value: `${daysText(balance.before)} → ${daysText(balance.after)}`,
            numeric: true,
          },
        ]
      : []),
  ];

  return (
    <PublicPage title={t`Approve leave for ${fullName}?`}>
      <p>
        <Trans>
          {approverName}, {fullName} asks for leave. Please approve or reject it.
        </Trans>
      </p>
      <DescriptionList items={facts} />
      <p className="sd-text-muted">
        <Trans>This link works until {until}.</Trans>
      </p>
      <form
        noValidate
        className="sd-form"
        aria-label={t`Your decision`}
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        <FieldShell
          field={commentField}
          label={t`Comment`}
          description={t`Optional to approve; required to reject.`}
        >
          <textarea
            {...commentField.aria}
            ref={commentRef}
            className="sd-textarea"
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (commentError && event.target.value.trim() !== '') setCommentError(null);
            }}
          />
        </FieldShell>
        <PublicCardActions>
          <Button
            type="button"
            variant="primary"
            size="lg"
            block
            loading={sending === 'approve'}
            disabled={sending !== null}
            onClick={() => void decide('approve')}
          >
            <Trans>Approve leave</Trans>
          </Button>
          <Button
            type="button"
            variant="danger"
            size="lg"
            block
            loading={sending === 'reject'}
            disabled={sending !== null}
            onClick={() => void decide('reject')}
          >
            <Trans>Reject leave</Trans>
          </Button>
        </PublicCardActions>
      </form>
    </PublicPage>
  );
}
