import { paths, problemMessage, useApi, useRuntimeConfig } from '@staffdesk/core';
import { type Decision, daysText, workingDaysText } from '@staffdesk/kit';
import {
  Banner,
  Button,
  DescriptionList,
  Form,
  FormError,
  formatDate,
  formatDateTime,
  LoadingState,
  PublicCardActions,
  TextAreaField,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { type LinkView, type PublicLeaveApproval, useLeaveApprovalLink } from '../lib/leave';

const REJECT_NEEDS_COMMENT = 'Say why you reject, so the employee understands.';

function wib(instant: string) {
  return `${formatDateTime(instant)} WIB`;
}

const DECIDED_WORDS = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;

function dates(request: PublicLeaveApproval['request']) {
  const start = formatDate(request.startDate);
  const half =
    request.halfDay === 'morning'
      ? ' (morning)'
      : request.halfDay === 'afternoon'
        ? ' (afternoon)'
        : '';
  return request.startDate === request.endDate
    ? `${start}${half}`
    : `${start} – ${formatDate(request.endDate)}`;
}

/** What a link that can no longer decide says. */
function ClosedLink({ link }: { link: LinkView }) {
  if (link.state === 'decided') {
    const decision = link.decision;
    if (decision?.decision === 'cancelled') {
      return (
        <PublicPage title="This request was cancelled">
          <Banner tone="info">
            {`This request was cancelled by ${decision.decidedBy} on ${wib(decision.decidedAt)}.`}
          </Banner>
          <p>Nothing more is needed from you. You can close this page.</p>
        </PublicPage>
      );
    }
    return (
      <PublicPage title="This request was already decided">
        <Banner tone="info">
          {decision
            ? `This request was already ${DECIDED_WORDS[decision.decision]} by ${decision.decidedBy} on ${wib(decision.decidedAt)}.`
            : 'This request was already decided.'}
        </Banner>
        {decision?.comment ? <p>Comment: “{decision.comment}”</p> : null}
        <p>Nothing more is needed from you. You can close this page.</p>
      </PublicPage>
    );
  }
  if (link.state === 'expired') {
    return (
      <PublicPage title="This link has expired">
        <Banner tone="warning">
          {`This link expired on ${wib(link.expiresAt)}. Ask HR for a new one.`}
        </Banner>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="This link is not valid">
      <Banner tone="warning">
        We could not find a leave request for this link. Check that you opened the whole link from
        the email, or ask HR to send it again.
      </Banner>
    </PublicPage>
  );
}

/**
 * `/leaves/:token/approvalby/:email`: a client PIC (or HR) decides a leave request from the link
 * in their email, without signing in. One card with every fact, a comment (required to reject) and
 * two large buttons; the decision leads to the thank-you page.
 */
export function Component() {
  const { token = '', email = '' } = useParams();
  const link = useLeaveApprovalLink(token, email);
  const client = useApi().main.fetchClient;
  const navigate = useNavigate();
  const { apiBaseUrls } = useRuntimeConfig();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const [sending, setSending] = useState<Decision | null>(null);

  async function decide(decision: Decision) {
    form.clearErrors();
    const comment = form.getValues('comment').trim();
    if (decision === 'reject' && comment === '') {
      form.setError('comment', { type: 'required', message: REJECT_NEEDS_COMMENT });
      form.setFocus('comment');
      return;
    }
    setSending(decision);
    try {
      const { error, response } = await client.POST('/public/leave-approvals/{token}/decision', {
        params: { path: { token } },
        body: { email, decision, ...(comment ? { comment } : {}) },
      });
      if (response.ok) {
        navigate(paths.approverThanks('leave'), { state: { decision } });
        return;
      }
      if (response.status === 409 || response.status === 410 || response.status === 404) {
        await link.refetch();
        return;
      }
      const fields = (error as { errors?: Record<string, string> } | undefined)?.errors ?? {};
      if (fields.comment) form.setError('comment', { message: fields.comment });
      else form.setError('root.server', { message: problemMessage(error) });
    } catch (error) {
      form.setError('root.server', { message: problemMessage(error) });
    } finally {
      setSending(null);
    }
  }

  if (link.isPending) {
    return (
      <PublicPage title="Opening the leave request">
        <LoadingState rows={5} label="Opening the leave request" />
      </PublicPage>
    );
  }
  if (link.isError) {
    return (
      <PublicPage title="Something went wrong">
        <Banner
          tone="error"
          action={
            <Button size="sm" onClick={() => void link.refetch()}>
              Try again
            </Button>
          }
        >
          {problemMessage(link.error)}
        </Banner>
      </PublicPage>
    );
  }
  const data = link.data;
  if (data.state !== 'open') return <ClosedLink link={data} />;

  const { request, balance, approver } = data;
  const attachmentHref = `${apiBaseUrls.mainPublic}/leave-approvals/${encodeURIComponent(token)}/attachment?email=${encodeURIComponent(email)}`;
  const facts = [
    {
      label: 'Employee',
      value: `${request.employee.fullName} (${request.employee.employeeNumber})`,
    },
    ...(request.employee.clientName
      ? [{ label: 'Client', value: request.employee.clientName }]
      : []),
    { label: 'Leave type', value: request.typeName || request.type },
    { label: 'Dates', value: dates(request), numeric: true },
    { label: 'Working days', value: workingDaysText(request.workingDays), numeric: true },
    { label: 'Reason', value: request.reason || '—' },
    ...(request.attachmentName
      ? [
          {
            label: 'Attachment',
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
            label: 'Balance',
            value: `${daysText(balance.before)} → ${daysText(balance.after)}`,
            numeric: true,
          },
        ]
      : []),
  ];

  return (
    <PublicPage title={`Approve leave for ${request.employee.fullName}?`}>
      <p>
        {`${approver.name}, `}
        {request.employee.fullName} asks for leave. Please approve or reject it.
      </p>
      <DescriptionList items={facts} />
      <p className="sd-text-muted">This link works until {wib(data.expiresAt)}.</p>
      <Form form={form} onSubmit={() => undefined} aria-label="Your decision">
        <FormError />
        <TextAreaField
          name="comment"
          label="Comment"
          description="Optional to approve; required to reject."
          rows={3}
          maxLength={1000}
        />
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
            Approve leave
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
            Reject leave
          </Button>
        </PublicCardActions>
      </Form>
    </PublicPage>
  );
}
