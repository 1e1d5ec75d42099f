import { Trans, useLingui } from '@lingui/react/macro';
import { publicPaths, useApi, useCatalogs } from '@staffdesk/core';
import { kitOvertimeCatalog, type OvertimeDecision } from '@staffdesk/kit';
import {
  Banner,
  DescriptionList,
  formatDate,
  Inline,
  LoadingState,
  StatusBadge,
} from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DecidedLink, DecisionLinkPage, decisionOutcome } from '../components/DecisionLinkPage';
import { PublicPage } from '../components/PublicPage';
import { ReasonedAnswerForm } from '../components/ReasonedAnswerForm';
import {
  commentText,
  decisionText,
  employeeFacts,
  type OvertimeLinkView,
  overtimeFacts,
  overtimeLinks,
  type PublicOvertimeApproval,
  useOvertimeApprovalLink,
  useOvertimePdfHref,
  wib,
} from '../lib/overtime';
import { overtimeLinkCatalog } from '../locales/pages/overtime/catalog';

type Decision = OvertimeDecision;
type LinkAccess = { token: string; email: string };

/** The printable form and the PDF of the request: for any state the link can show. */
function Documents({ view, access }: { view: PublicOvertimeApproval; access: LinkAccess }) {
  const { t } = useLingui();
  const { token, email } = access;
  const pdfHref = useOvertimePdfHref(token, email);
  return (
    <Inline as="nav" gap={4} aria-label={t`Overtime form`}>
      <Link to={overtimeLinks.form(view.request.id, token, email)}>
        <Trans>Printable overtime form</Trans>
      </Link>
      <a href={pdfHref} download>
        <Trans>Download PDF</Trans>
      </a>
    </Inline>
  );
}

/** A decided (or cancelled) request; `notice` is the server's word on a late decision. */
function DecidedRequest({
  view,
  access,
  notice,
}: {
  view: PublicOvertimeApproval;
  access: LinkAccess;
  notice: string | null;
}) {
  const { t } = useLingui();
  const { request } = view;
  const cancelled = request.status === 'cancelled';
  const comment = commentText(request);
  return (
    <DecidedLink
      title={
        cancelled ? t`This overtime request was cancelled` : t`This overtime was already decided`
      }
      lead={
        request.status !== 'pending' ? (
          <div>
            <StatusBadge status={request.status} />
          </div>
        ) : null
      }
      // After a decision that came too late, the server's word: who decided first, and when.
      tone={notice ? 'warning' : 'info'}
      banner={notice ?? decisionText(request)}
    >
      {comment ? <p>{comment}</p> : null}
      <DescriptionList items={[...employeeFacts(request), ...overtimeFacts(request)]} />
      {/* The PDFs are served while the link runs, decided or not. */}
      {cancelled || Date.parse(view.expiresAt) <= Date.now() ? null : (
        <Documents view={view} access={access} />
      )}
    </DecidedLink>
  );
}

/** The open link: every fact, a comment (the reason, to reject) and the two decisions. */
function OpenLink({
  view,
  access,
  notice,
  onView,
  onStale,
}: {
  view: PublicOvertimeApproval;
  access: LinkAccess;
  notice: string | null;
  onView: (view: PublicOvertimeApproval) => void;
  /** After the server said the link can no longer decide (409, 410, 404): its word, reloaded. */
  onStale: (message: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const client = useApi().main.fetchClient;
  const navigate = useNavigate();
  const { token, email } = access;
  const { request, approver } = view;
  const { fullName } = request.employee;
  const approverName = approver.name;
  const until = wib(view.expiresAt);
  const date = formatDate(request.date);

  async function send(decision: Decision, comment: string | null) {
    const outcome = await decisionOutcome(
      client.POST('/public/overtime-approvals/{token}/decision', {
        params: { path: { token } },
        body: { email, decision, ...(comment ? { comment } : {}) },
      }),
    );
    if (outcome.state === 'done') {
      await navigate(publicPaths.approverThanks('overtime'), { state: { decision } });
      // Once the page has gone, the link's view is the decided one, for the Back button.
      onView(outcome.data);
      return undefined;
    }
    if (outcome.state === 'stale') {
      await onStale(outcome.message);
      return undefined;
    }
    return { problem: outcome.problem };
  }

  return (
    <PublicPage title={t`Approve overtime for ${fullName}?`}>
      <p>
        <Trans>
          {approverName}, {fullName} asks for overtime. Please approve or reject it.
        </Trans>
      </p>
      <DescriptionList items={[...employeeFacts(request), ...overtimeFacts(request)]} />
      <Documents view={view} access={access} />
      <p className="sd-text-muted">
        <Trans>This link works until {until}.</Trans>
      </p>
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      <ReasonedAnswerForm<Decision>
        name={t`Your decision`}
        reasonLabel={t`Comment`}
        reasonDescription={t`Optional to approve. To reject, give the reason for rejection.`}
        reasonField="comment"
        choices={[
          {
            decision: 'approve',
            label: t`Approve overtime`,
            tone: 'primary',
            confirmTitle: t`Approve this overtime?`,
            confirmDescription: t`The overtime of ${fullName} on ${date} is approved and added to their timesheet, and ${fullName} is told by email. You cannot change the decision afterwards.`,
          },
          {
            decision: 'reject',
            label: t`Reject overtime`,
            tone: 'danger',
            confirmTitle: t`Reject this overtime?`,
            confirmDescription: t`The overtime of ${fullName} on ${date} is rejected with your reason, and ${fullName} is told by email. You cannot change the decision afterwards.`,
            reasonRequired: t`Give the reason for rejection, so the employee understands.`,
          },
        ]}
        onSend={send}
      />
    </PublicPage>
  );
}

/**
 * `/pic/request_overtime/:token?email=`: a client PIC approves or rejects one overtime request
 * from the link in their email, without signing in. One card with every fact, a comment
 * (required to reject) and two large buttons; an alert dialog confirms the decision, which leads
 * to the thank-you page. Decided, cancelled, expired and unknown links each say so plainly; a
 * decision that came too late shows the server's word on who decided first. Like the timesheet
 * link it speaks the link's language (the server puts it in the page's runtime config), keeps its
 * one field in plain React state and its words in a catalog of their own
 * (`locales/pages/overtime`), loaded with the page together with kit's overtime words (the kinds
 * of day).
 */
export function Component() {
  const ready = useCatalogs(overtimeLinkCatalog, kitOvertimeCatalog);
  return ready ? <OvertimeApproval /> : <LoadingState rows={5} />;
}

function OvertimeApproval() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const link = useOvertimeApprovalLink(token, email);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const access = { token, email };

  return (
    <DecisionLinkPage
      link={link}
      loadingTitle={t`Opening the overtime request`}
      // Expired, the server shows nothing but that; a decision that came too late says why.
      expiredMessage={notice}
      notFound={
        <Trans>
          We could not find an overtime request for this link. It works only for the address it was
          sent to: check that you opened the whole link from the email, or ask HR to send it again.
        </Trans>
      }
    >
      {(data) =>
        data.state === 'open' ? (
          <OpenLink
            view={data}
            access={access}
            notice={notice}
            onView={(view) => queryClient.setQueryData<OvertimeLinkView>(link.queryKey, view)}
            onStale={(message) => {
              setNotice(message);
              return link.refetch();
            }}
          />
        ) : (
          <DecidedRequest view={data} access={access} notice={notice} />
        )
      }
    </DecisionLinkPage>
  );
}
