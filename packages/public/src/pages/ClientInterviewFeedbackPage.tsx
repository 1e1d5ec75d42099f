import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, problemMessage, useApi, useCatalogs } from '@staffdesk/core';
import {
  Banner,
  Button,
  ConfirmDialog,
  DescriptionList,
  FieldShell,
  Inline,
  LoadingState,
  PublicCardActions,
  Text,
  useFieldIds,
} from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { decisionOutcome } from '../components/DecisionLinkPage';
import { useFocusAfterDialog } from '../components/focus-after-dialog';
import { PublicPage } from '../components/PublicPage';
import { type Choice, ChoiceGroup, RecruitingLinkStatus } from '../components/Recruiting';
import {
  type InterviewRecommendation,
  interviewText,
  openLink,
  type PublicCandidate,
  type PublicCvList,
  RECOMMENDATION_LABELS,
  type RecruitingAccess,
  type RecruitingLink,
  recruitingLinks,
  SCORE_LABELS,
  useCandidate,
  useCvList,
  useRecruitingLinkAddress,
  wib,
  withCandidate,
} from '../lib/recruiting';
import { recruitingCatalog } from '../locales/pages/recruiting/catalog';

const SEND = '/public/client-reviews/{requirementId}/candidates/{candidateId}/interview-feedback';

type Score = keyof typeof SCORE_LABELS;
const SCORES: readonly Score[] = [1, 2, 3, 4, 5];
const RECOMMENDATIONS: readonly InterviewRecommendation[] = ['hire', 'reject', 'undecided'];

/** The feedback given on the interview: the score, the recommendation and the comments. */
function GivenFeedback({
  feedback,
}: {
  feedback: NonNullable<PublicCandidate['interviewFeedback']>;
}) {
  const { t, i18n } = useLingui();
  const by = feedback.decidedBy;
  const when = feedback.decidedAt ? wib(feedback.decidedAt) : '';
  const label = SCORE_LABELS[feedback.score as Score];
  return (
    <>
      <Banner tone="success">
        {when ? t`${by} gave this feedback on ${when}.` : t`${by} gave this feedback.`}
      </Banner>
      <DescriptionList
        items={[
          {
            label: t`Score`,
            value: label ? i18n._(label) : String(feedback.score),
            numeric: true,
          },
          {
            label: t`Recommendation`,
            value: i18n._(RECOMMENDATION_LABELS[feedback.recommendation]),
          },
          ...(feedback.comments
            ? [
                {
                  label: t`Comments`,
                  value: <Text wrap="pre-line">{feedback.comments}</Text>,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/** The interview, and the feedback form once it took place (or the feedback given). */
function InterviewFeedback({
  candidate,
  requirementId,
  access,
  notice,
  onStale,
}: {
  candidate: PublicCandidate;
  requirementId: string;
  access: RecruitingAccess;
  notice: string | null;
  /** After the server said the feedback can no longer be given (409, 410, 404): its word, reloaded. */
  onStale: (message: string) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const client = useApi().main.fetchClient;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const candidateLink = useCandidate(requirementId, candidate.id, access);
  const listLink = useCvList(requirementId, access);
  const [score, setScore] = useState<Score | null>(null);
  const [recommendation, setRecommendation] = useState<InterviewRecommendation | null>(null);
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<{
    score?: string;
    recommendation?: string;
    comments?: string;
  }>({});
  const commentsField = useFieldIds({ error: errors.comments });
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const scoreRef = useRef<HTMLDivElement>(null);
  const recommendationRef = useRef<HTMLDivElement>(null);
  const commentsRef = useRef<HTMLTextAreaElement>(null);
  const focusAfterDialog = useFocusAfterDialog(confirming);

  const { fullName, interview, interviewFeedback } = candidate;
  const when = interview ? interviewText(interview) : '';
  const scoreOptions: Choice<`${Score}`>[] = SCORES.map((value) => ({
    value: `${value}`,
    label: i18n._(SCORE_LABELS[value]),
  }));
  const recommendationOptions: Choice<InterviewRecommendation>[] = RECOMMENDATIONS.map((value) => ({
    value,
    label: i18n._(RECOMMENDATION_LABELS[value]),
  }));

  function review() {
    setServerError(null);
    const found: typeof errors = {};
    if (score === null) found.score = t`Choose a score from 1 to 5.`;
    if (recommendation === null) found.recommendation = t`Choose your recommendation.`;
    setErrors(found);
    if (found.score) scoreRef.current?.focus();
    else if (found.recommendation) recommendationRef.current?.focus();
    else setConfirming(true);
  }

  async function send() {
    if (score === null || recommendation === null) return;
    try {
      const outcome = await decisionOutcome(
        client.POST(SEND, {
          params: {
            path: { requirementId, candidateId: candidate.id },
            query: { token: access.token },
          },
          body: { email: access.email, score, recommendation, comments: comments.trim() },
        }),
      );
      if (outcome.state === 'done') {
        const { data } = outcome;
        await navigate(
          recruitingLinks.thanks('interview-feedback', requirementId, candidate.id, access),
          { state: { fullName } },
        );
        // Once the page has gone, the cached answers are the new ones, for the Back button.
        queryClient.setQueryData(candidateLink.queryKey, openLink(data));
        queryClient.setQueryData<RecruitingLink<PublicCvList>>(listLink.queryKey, (old) =>
          withCandidate(old, data),
        );
        return;
      }
      if (outcome.state === 'stale') {
        await onStale(outcome.message);
        return;
      }
      const failure = describeFailure(outcome.problem);
      const {
        score: scoreError,
        recommendation: recommendationError,
        comments: commentsError,
      } = failure.fields;
      if (scoreError || recommendationError || commentsError) {
        setErrors({
          score: scoreError,
          recommendation: recommendationError,
          comments: commentsError,
        });
        focusAfterDialog(
          scoreError
            ? scoreRef.current
            : recommendationError
              ? recommendationRef.current
              : commentsRef.current,
        );
      } else setServerError(failure.message);
    } catch (error) {
      setServerError(problemMessage(error));
    }
  }

  const scoreText = score === null ? '' : i18n._(SCORE_LABELS[score]);
  const recommendationText =
    recommendation === null ? '' : i18n._(RECOMMENDATION_LABELS[recommendation]);

  let body: ReactNode;
  if (interviewFeedback) {
    body = <GivenFeedback feedback={interviewFeedback} />;
  } else if (!interview) {
    body = (
      <Banner tone="info">
        <Trans>No interview of {fullName} has been scheduled yet.</Trans>
      </Banner>
    );
  } else if (!interview.held) {
    body = (
      <Banner tone="info">
        <Trans>
          The interview has not taken place yet. Open this page again after it to give your
          feedback.
        </Trans>
      </Banner>
    );
  } else {
    body = (
      <form
        noValidate
        className="sd-form"
        aria-label={t`Your feedback`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          review();
        }}
      >
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        <ChoiceGroup
          legend={t`Score`}
          name="score"
          required
          options={scoreOptions}
          value={score === null ? null : `${score}`}
          onChange={(value) => {
            setScore(Number(value) as Score);
            setErrors((current) => ({ ...current, score: undefined }));
          }}
          error={errors.score}
          groupRef={scoreRef}
        />
        <ChoiceGroup
          legend={t`Your recommendation`}
          name="recommendation"
          required
          options={recommendationOptions}
          value={recommendation}
          onChange={(value) => {
            setRecommendation(value);
            setErrors((current) => ({ ...current, recommendation: undefined }));
          }}
          error={errors.recommendation}
          groupRef={recommendationRef}
        />
        <FieldShell field={commentsField} label={t`Comments`}>
          <textarea
            {...commentsField.aria}
            ref={commentsRef}
            className="sd-textarea"
            rows={4}
            maxLength={3000}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
          />
        </FieldShell>
        <PublicCardActions>
          <Button type="submit" variant="primary" size="lg" block>
            <Trans>Send feedback</Trans>
          </Button>
        </PublicCardActions>
      </form>
    );
  }

  return (
    <PublicPage title={t`Interview of ${fullName}`}>
      <Inline as="nav" gap={4} aria-label={t`Candidates`}>
        <Link to={recruitingLinks.cvList(requirementId, access)}>
          <Trans>All candidates</Trans>
        </Link>
        <Link to={recruitingLinks.cvFeedback(requirementId, candidate.id, access)}>
          <Trans>Profile and CV</Trans>
        </Link>
      </Inline>
      {interview ? (
        <DescriptionList items={[{ label: t`Interview`, value: when, numeric: true }]} />
      ) : null}
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Send your feedback on ${fullName}?`}
        description={t`Score: ${scoreText}. Recommendation: ${recommendationText}. The recruiter is told. You cannot change the feedback afterwards.`}
        confirmLabel={t`Send feedback`}
        onConfirm={send}
      />
    </PublicPage>
  );
}

/**
 * `/public/client/:requirementId/candidate/:candidateId/feedback_interview_form?token=&email=`:
 * after an interview the client PIC scores the candidate from 1 to 5, recommends hiring or not
 * and comments; an alert dialog confirms it, which leads to the thank-you page. Feedback already
 * given is shown instead of the form; before the interview took place the page says so.
 */
export function Component() {
  const ready = useCatalogs(recruitingCatalog);
  const { candidateId = '' } = useParams();
  return ready ? <ClientInterviewFeedback key={candidateId} /> : <LoadingState rows={5} />;
}

function ClientInterviewFeedback() {
  const { t } = useLingui();
  const { requirementId, candidateId, access } = useRecruitingLinkAddress();
  const link = useCandidate(requirementId, candidateId, access);
  const [notice, setNotice] = useState<string | null>(null);

  const data = link.data;
  if (data?.state !== 'open') {
    return <RecruitingLinkStatus link={link} loadingTitle={t`Opening the interview`} />;
  }
  return (
    <InterviewFeedback
      candidate={data.view}
      requirementId={requirementId}
      access={access}
      notice={notice}
      onStale={(message) => {
        setNotice(message);
        return link.refetch();
      }}
    />
  );
}
