import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalogs } from '@staffdesk/core';
import { Banner, Button, LoadingState } from '@staffdesk/ui';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { type RecruitingThanksType, recruitingLinks } from '../lib/recruiting';
import { recruitingCatalog } from '../locales/pages/recruiting/catalog';

type ThanksPage = {
  title: MessageDescriptor;
  next: MessageDescriptor;
};

const PAGES: Readonly<Record<RecruitingThanksType, ThanksPage>> = {
  'cv-feedback': {
    title: msg`Thank you. Your answer is recorded.`,
    next: msg`The recruiter is told at once. For a candidate you accepted, they arrange the interview with you.`,
  },
  'interview-feedback': {
    title: msg`Thank you for your feedback.`,
    next: msg`The recruiter is told at once and tells you the next step.`,
  },
  'candidate-confirmation': {
    title: msg`Thank you. Your data is confirmed.`,
    next: msg`Now accept or decline the offer.`,
  },
  'candidate-response': {
    title: msg`Thank you. Your answer is recorded.`,
    next: msg`The recruiter is told and contacts you about the next steps.`,
  },
};

const isThanksType = (type: string): type is RecruitingThanksType => Object.hasOwn(PAGES, type);

/** What the answering page passes along: the answer and whose it was. */
type ThanksState = { decision?: unknown; fullName?: unknown } | null;

/**
 * `/public/:type/thanks-page`: where a recruiting link leads after an answer: the PIC's CV answer
 * (`cv-feedback`) or interview feedback (`interview-feedback`), the candidate's confirmation
 * (`candidate-confirmation`) or answer to the offer (`candidate-response`). Says the answer is
 * recorded and what happens next, with the way back: to the candidates for the PIC, to the offer
 * for the candidate (the query names the link: `requirement`, `candidate`, `token`, `email`).
 */
export function Component() {
  const ready = useCatalogs(recruitingCatalog);
  return ready ? <RecruitingThanks /> : <LoadingState rows={3} />;
}

function RecruitingThanks() {
  const { t, i18n } = useLingui();
  const { type = '' } = useParams();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as ThanksState;
  const requirementId = searchParams.get('requirement') ?? '';
  const candidateId = searchParams.get('candidate') ?? '';
  const access = { token: searchParams.get('token') ?? '', email: searchParams.get('email') ?? '' };
  const linked = Boolean(requirementId && access.token && access.email);

  if (!isThanksType(type)) {
    return (
      <PublicPage title={t`Thank you. Your answer is recorded.`}>
        <p>
          <Trans>Nothing more is needed from you. You can close this page.</Trans>
        </p>
      </PublicPage>
    );
  }
  const page = PAGES[type];
  const fullName = typeof state?.fullName === 'string' ? state.fullName : '';
  const decision = state?.decision;
  // The sentence that repeats the answer, when the page that sent it said what it was.
  let answer: string | null = null;
  if (type === 'cv-feedback' && fullName && decision === 'accept') {
    answer = t`You accepted ${fullName} for an interview.`;
  } else if (type === 'cv-feedback' && fullName && decision === 'reject') {
    answer = t`You rejected the CV of ${fullName}.`;
  } else if (type === 'interview-feedback' && fullName) {
    answer = t`You gave your feedback on the interview of ${fullName}.`;
  } else if (type === 'candidate-response' && decision === 'accept') {
    answer = t`You accepted the offer.`;
  } else if (type === 'candidate-response' && decision === 'decline') {
    answer = t`You declined the offer.`;
  }
  const forClient = type === 'cv-feedback' || type === 'interview-feedback';
  return (
    <PublicPage title={i18n._(page.title)}>
      {answer ? <Banner tone="success">{answer}</Banner> : null}
      <p>{i18n._(page.next)}</p>
      {linked && forClient ? (
        <Button asChild variant="primary" size="lg" block>
          <Link to={recruitingLinks.cvList(requirementId, access)}>
            <Trans>Back to the candidates</Trans>
          </Link>
        </Button>
      ) : null}
      {linked && candidateId && type === 'candidate-confirmation' ? (
        <Button asChild variant="primary" size="lg" block>
          <Link to={recruitingLinks.response(requirementId, candidateId, access)}>
            <Trans>Answer the offer</Trans>
          </Link>
        </Button>
      ) : null}
      {linked && candidateId && type === 'candidate-response' ? (
        <Link to={recruitingLinks.response(requirementId, candidateId, access)}>
          <Trans>See your answer</Trans>
        </Link>
      ) : null}
      {type === 'candidate-confirmation' ? null : (
        <p>
          <Trans>You can close this page.</Trans>
        </p>
      )}
    </PublicPage>
  );
}
