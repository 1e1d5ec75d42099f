import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { QueryFailure } from '@staffdesk/kit';
import {
  Badge,
  Button,
  Card,
  deferredComponent,
  formatDate,
  formatDateTime,
  Inline,
  LoadingState,
  SimpleTable,
  Stack,
} from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useClientReview } from '../../hooks/useHiring';
import {
  CLIENT_DECISION_LABELS,
  CLIENT_DECISION_TONES,
  type ClientReview,
  type ClientReviewCandidate,
  RECOMMENDATION_LABELS,
} from '../../lib/hiring';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGE_TONES } from '../../lib/pipeline';
import type { Requirement } from '../../lib/requirements';

// Its form (react-hook-form and ui's fields) loads just after the panel shows.
const RenewLinkDialog = deferredComponent(() =>
  import('./RenewLinkDialog').then((module) => module.RenewLinkDialog),
);

type ReviewLink = ClientReview['links'][number];

function Answer({ row }: { row: ClientReviewCandidate }) {
  if (!row.decision) {
    return (
      <span className="sd-text-muted">
        <Trans>No answer yet</Trans>
      </span>
    );
  }
  const who = row.decidedBy ?? '';
  const when = row.decidedAt ? formatDateTime(row.decidedAt) : '';
  const reason = row.reason;
  return (
    <Stack as="span" gap={1}>
      <span>
        <Badge tone={CLIENT_DECISION_TONES[row.decision]}>
          {CLIENT_DECISION_LABELS[row.decision]}
        </Badge>
      </span>
      {reason ? (
        <span>
          <Trans>Reason: {reason}</Trans>
        </span>
      ) : null}
      {who || when ? (
        <span className="sd-text-muted sd-num">
          {who && when ? (
            <Trans>
              By {who}, {when}
            </Trans>
          ) : (
            who || when
          )}
        </span>
      ) : null}
    </Stack>
  );
}

function Feedback({ row }: { row: ClientReviewCandidate }) {
  const feedback = row.interviewFeedback;
  if (!feedback) {
    return (
      <span className="sd-text-muted">
        <Trans>No feedback yet</Trans>
      </span>
    );
  }
  const { score, comments, decidedBy: who } = feedback;
  const recommendation = RECOMMENDATION_LABELS[feedback.recommendation];
  const when = row.interviewFeedbackAt ? formatDateTime(row.interviewFeedbackAt) : '';
  return (
    <Stack as="span" gap={1}>
      <span className="sd-num">
        <Trans>
          Score {score}/5 · {recommendation}
        </Trans>
      </span>
      {comments ? <span style={{ whiteSpace: 'pre-wrap' }}>{comments}</span> : null}
      <span className="sd-text-muted sd-num">
        {when ? (
          <Trans>
            By {who}, {when}
          </Trans>
        ) : (
          <Trans>By {who}</Trans>
        )}
      </span>
    </Stack>
  );
}

export type ClientReviewPanelProps = {
  requirement: Requirement;
  canManage: boolean;
};

/**
 * The client's review of the CVs sent for a requirement (`GET /requirements/{id}/client-review`):
 * per CV when it was sent, when the PIC first opened it (or that they have not yet), their
 * answer with the reason and who gave it when, and the interview feedback (score of 5,
 * recommendation, comments); then the links mailed with their expiry and, with
 * `recruiting.manage`, "Send a new link".
 */
export function ClientReviewPanel({ requirement, canManage }: ClientReviewPanelProps) {
  const { t } = useLingui();
  const review = useClientReview(requirement.id);
  const [renewing, setRenewing] = useState(false);
  const title = t`Client review`;
  const now = Date.now();

  let content: ReactNode;
  if (review.isPending) {
    content = <LoadingState rows={2} label={t`Loading the client’s review…`} />;
  } else if (review.isError) {
    content = <QueryFailure error={review.error} onRetry={() => void review.refetch()} />;
  } else if (review.data.candidates.length === 0) {
    content = (
      <p className="sd-text-muted">
        <Trans>
          No CV has been sent to the client yet. "Send CVs" mails the PIC a link to them.
        </Trans>
      </p>
    );
  } else {
    const { candidates, links } = review.data;
    content = (
      <Stack>
        <SimpleTable<ClientReviewCandidate>
          label={t`CVs sent to the client`}
          rows={candidates}
          getRowKey={(row) => row.applicationId}
          columns={[
            {
              header: t`Candidate`,
              cell: (row) => (
                <Stack as="span" gap={1}>
                  <Link to={paths.recruiter.candidate.detail(row.candidateId)}>{row.fullName}</Link>
                  <span>
                    <Badge tone={PIPELINE_STAGE_TONES[row.stage]}>
                      {PIPELINE_STAGE_LABELS[row.stage]}
                    </Badge>
                  </span>
                </Stack>
              ),
            },
            {
              header: t`Sent`,
              cell: (row) => <span className="sd-num">{formatDateTime(row.sharedAt)}</span>,
            },
            {
              header: t`Opened by the PIC`,
              cell: (row) =>
                row.openedAt ? (
                  <span className="sd-num">{formatDateTime(row.openedAt)}</span>
                ) : (
                  <span className="sd-text-muted">
                    <Trans>Not opened yet</Trans>
                  </span>
                ),
            },
            { header: t`Client’s answer`, cell: (row) => <Answer row={row} /> },
            { header: t`Interview feedback`, cell: (row) => <Feedback row={row} /> },
          ]}
        />
        <SimpleTable<ReviewLink>
          label={t`Links sent to the client`}
          rows={links}
          getRowKey={(link, index) => `${link.email}-${link.sentAt}-${index}`}
          empty={t`No link sent yet.`}
          columns={[
            { header: t`Sent to`, cell: (link) => link.email },
            {
              header: t`Sent`,
              cell: (link) => <span className="sd-num">{formatDateTime(link.sentAt)}</span>,
            },
            {
              header: t`Works until`,
              cell: (link) => {
                const until = formatDate(link.expiresAt);
                return new Date(link.expiresAt).getTime() <= now ? (
                  <Inline as="span">
                    <span className="sd-num">{until}</span>
                    <Badge tone="neutral">
                      <Trans>Expired</Trans>
                    </Badge>
                  </Inline>
                ) : (
                  <span className="sd-num">{until}</span>
                );
              },
            },
          ]}
        />
      </Stack>
    );
  }

  const anySent = (review.data?.candidates.length ?? 0) > 0;
  return (
    <Card
      title={title}
      aria-label={title}
      actions={
        canManage && anySent ? (
          <Button onClick={() => setRenewing(true)}>
            <Trans>Send a new link</Trans>
          </Button>
        ) : null
      }
    >
      {content}
      {canManage && anySent ? (
        <RenewLinkDialog requirement={requirement} open={renewing} onOpenChange={setRenewing} />
      ) : null}
    </Card>
  );
}
