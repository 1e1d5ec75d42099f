import { Trans, useLingui } from '@lingui/react/macro';
import { useApi, useCatalogs } from '@staffdesk/core';
import { Banner, Button, LoadingState, Stack, Text } from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { decisionOutcome } from '../components/DecisionLinkPage';
import { PublicPage } from '../components/PublicPage';
import { ReasonedAnswerForm } from '../components/ReasonedAnswerForm';
import { CandidateProfile, RecruitingLinkStatus } from '../components/Recruiting';
import {
  type CvDecision,
  cvDecisionText,
  interviewText,
  openLink,
  type PublicCandidate,
  type PublicCvList,
  type RecruitingAccess,
  type RecruitingLink,
  recruitingLinks,
  useCandidate,
  useCvHref,
  useCvList,
  useRecruitingLinkAddress,
  withCandidate,
} from '../lib/recruiting';
import { recruitingCatalog } from '../locales/pages/recruiting/catalog';

const DECIDE = '/public/client-reviews/{requirementId}/candidates/{candidateId}/cv-feedback';

const styles = {
  pager: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: 'var(--sd-space-2)',
  },
  pagerText: { textAlign: 'center', gridColumn: '1 / -1' },
} satisfies Record<string, CSSProperties>;

/** Previous and next candidate of the requirement, and the way back to the list. */
function CandidatePager({
  list,
  candidateId,
  access,
}: {
  list: PublicCvList;
  candidateId: string;
  access: RecruitingAccess;
}) {
  const { t } = useLingui();
  const requirementId = list.requirement.id;
  const { candidates } = list;
  const index = candidates.findIndex((candidate) => candidate.id === candidateId);
  const previous = index > 0 ? candidates[index - 1] : undefined;
  const next = index >= 0 ? candidates[index + 1] : undefined;
  const place = index + 1;
  const count = candidates.length;
  const previousName = previous?.fullName ?? '';
  const nextName = next?.fullName ?? '';
  return (
    <nav aria-label={t`Candidates`} style={styles.pager}>
      {index >= 0 ? (
        <p className="sd-text-muted" style={styles.pagerText}>
          <Trans>
            Candidate {place} of {count}
          </Trans>
        </p>
      ) : null}
      {previous ? (
        <Button asChild>
          <Link
            to={recruitingLinks.cvFeedback(requirementId, previous.id, access)}
            aria-label={t`Previous candidate: ${previousName}`}
          >
            <Trans>Previous</Trans>
          </Link>
        </Button>
      ) : (
        <Button disabled>
          <Trans>Previous</Trans>
        </Button>
      )}
      {next ? (
        <Button asChild>
          <Link
            to={recruitingLinks.cvFeedback(requirementId, next.id, access)}
            aria-label={t`Next candidate: ${nextName}`}
          >
            <Trans>Next</Trans>
          </Link>
        </Button>
      ) : (
        <Button disabled>
          <Trans>Next</Trans>
        </Button>
      )}
      <Link to={recruitingLinks.cvList(requirementId, access)} style={styles.pagerText}>
        <Trans>All candidates</Trans>
      </Link>
    </nav>
  );
}

/** The answer given on the CV: who, what, when, and the reason of a rejection. */
function GivenAnswer({ candidate }: { candidate: PublicCandidate }) {
  const reason = candidate.cvReview.reason;
  return (
    <>
      <Banner tone={candidate.cvReview.decision === 'rejected' ? 'warning' : 'success'}>
        {cvDecisionText(candidate.cvReview)}
      </Banner>
      {candidate.cvReview.decision === 'rejected' && reason ? (
        <p>
          <Trans>Reason: “{reason}”</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The candidate's profile, the CV and the PIC's answer (or the answer given). */
function CvFeedback({
  candidate,
  list,
  requirementId,
  access,
  notice,
  onStale,
}: {
  candidate: PublicCandidate;
  list: PublicCvList | null;
  requirementId: string;
  access: RecruitingAccess;
  notice: string | null;
  /** After the server said the answer can no longer be given (409, 410, 404): its word, reloaded. */
  onStale: (message: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const client = useApi().main.fetchClient;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const candidateLink = useCandidate(requirementId, candidate.id, access);
  const listLink = useCvList(requirementId, access);
  const cvHref = useCvHref(requirementId, candidate.id, access);
  const { fullName, interview } = candidate;
  const decided = candidate.cvReview.decision !== null;
  const fileName = candidate.cvFileName ?? '';
  const interviewWhen = interview ? interviewText(interview) : '';
  const position = list?.requirement.position ?? '';
  const clientName = list?.requirement.clientName ?? '';

  async function send(decision: CvDecision, reason: string | null) {
    const outcome = await decisionOutcome(
      client.POST(DECIDE, {
        params: {
          path: { requirementId, candidateId: candidate.id },
          query: { token: access.token },
        },
        body: { email: access.email, decision, reason },
      }),
    );
    if (outcome.state === 'done') {
      const { data } = outcome;
      await navigate(recruitingLinks.thanks('cv-feedback', requirementId, candidate.id, access), {
        state: { decision, fullName },
      });
      // Once the page has gone, the cached answers are the new ones, for the Back button.
      queryClient.setQueryData(candidateLink.queryKey, openLink(data));
      queryClient.setQueryData<RecruitingLink<PublicCvList>>(listLink.queryKey, (old) =>
        withCandidate(old, data),
      );
      return undefined;
    }
    if (outcome.state === 'stale') {
      await onStale(outcome.message);
      return undefined;
    }
    return { problem: outcome.problem };
  }

  return (
    <PublicPage title={t`CV of ${fullName}`}>
      {list ? (
        <p className="sd-text-muted">
          <Trans>
            {position} at {clientName}
          </Trans>
        </p>
      ) : null}
      {list ? <CandidatePager list={list} candidateId={candidate.id} access={access} /> : null}
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      {decided ? <GivenAnswer candidate={candidate} /> : null}
      <CandidateProfile candidate={candidate} />
      <Stack as="section" gap={3} aria-label={t`CV`}>
        {candidate.hasCv ? (
          <>
            <Button asChild size="lg" block>
              <a href={cvHref} target="_blank" rel="noopener noreferrer">
                <Trans>Open CV</Trans>
              </a>
            </Button>
            {fileName ? (
              <Text muted size="sm">
                {fileName}
              </Text>
            ) : null}
          </>
        ) : (
          <p className="sd-text-muted">
            <Trans>No CV file was sent for this candidate.</Trans>
          </p>
        )}
      </Stack>
      {interview ? (
        <p>
          <Trans>Interview: {interviewWhen}</Trans>
        </p>
      ) : null}
      {interview?.held && !candidate.interviewFeedback ? (
        <Button asChild variant="primary" size="lg" block>
          <Link to={recruitingLinks.interviewFeedback(requirementId, candidate.id, access)}>
            <Trans>Give interview feedback</Trans>
          </Link>
        </Button>
      ) : null}
      {decided ? null : (
        <ReasonedAnswerForm<CvDecision>
          name={t`Your answer`}
          heading={
            <h2 className="sd-size-lg">
              <Trans>Invite {fullName} to an interview?</Trans>
            </h2>
          }
          reasonLabel={t`Reason`}
          reasonDescription={t`Optional to accept. To reject, give the reason.`}
          choices={[
            {
              decision: 'accept',
              label: t`Accept for interview`,
              tone: 'primary',
              confirmTitle: t`Invite ${fullName} to an interview?`,
              confirmDescription: t`The recruiter arranges an interview of ${fullName} with you. You cannot change the answer afterwards.`,
            },
            {
              decision: 'reject',
              label: t`Reject CV`,
              tone: 'danger',
              confirmTitle: t`Reject the CV of ${fullName}?`,
              confirmDescription: t`The CV of ${fullName} is rejected with your reason, and the recruiter is told. You cannot change the answer afterwards.`,
              reasonRequired: t`Give the reason for rejecting this CV, so the recruiter can do better.`,
            },
          ]}
          onSend={send}
        />
      )}
    </PublicPage>
  );
}

/**
 * `/client/public/client/:requirementId/candidate/:candidateId/feedback_cv_form?token=&email=`:
 * the client PIC reads a candidate's profile, opens the CV and accepts the candidate for an
 * interview or rejects the CV with a reason; an alert dialog confirms the answer, which leads to
 * the thank-you page. An answer already given (by this PIC or another) is shown instead of the
 * buttons; one given meanwhile shows the server's word on who gave it and when. Previous and next
 * move through every candidate of the requirement (from the CV list), so one link reaches them
 * all. Opening the page records the PIC's first look at the candidate.
 */
export function Component() {
  const ready = useCatalogs(recruitingCatalog);
  const { candidateId = '' } = useParams();
  // A new candidate is a new page: its answer, its notice and its dialog start afresh.
  return ready ? <ClientCvFeedback key={candidateId} /> : <LoadingState rows={5} />;
}

function ClientCvFeedback() {
  const { t } = useLingui();
  const { requirementId, candidateId, access } = useRecruitingLinkAddress();
  const link = useCandidate(requirementId, candidateId, access);
  const list = useCvList(requirementId, access);
  const [notice, setNotice] = useState<string | null>(null);

  const data = link.data;
  if (data?.state !== 'open') {
    return <RecruitingLinkStatus link={link} loadingTitle={t`Opening the candidate`} />;
  }
  return (
    <CvFeedback
      candidate={data.view}
      list={list.data?.state === 'open' ? list.data.view : null}
      requirementId={requirementId}
      access={access}
      notice={notice}
      onStale={(message) => {
        setNotice(message);
        return Promise.all([link.refetch(), list.refetch()]);
      }}
    />
  );
}
