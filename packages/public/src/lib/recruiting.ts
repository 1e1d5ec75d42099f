import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { MainOperations, MainSchema } from '@staffdesk/api';
import {
  problemMessage,
  publicPaths,
  queryString,
  useApi,
  useRuntimeConfig,
} from '@staffdesk/core';
import { formatDateTime, formatMonthYear } from '@staffdesk/ui';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

/** The PIC's CV list (`GET /public/client-reviews/{requirementId}?token&email`). */
export type PublicCvList = MainSchema<'PublicCvList'>;
/** One candidate sent for the requirement, with the PIC's answers so far. */
export type PublicCandidate = MainSchema<'PublicCandidate'>;
/** The candidate's offer (`GET /public/offers/{requirementId}/candidates/{candidateId}`). */
export type PublicOffer = MainSchema<'PublicOffer'>;
export type InterviewRecommendation = NonNullable<
  PublicCandidate['interviewFeedback']
>['recommendation'];
/** What the PIC answers on a CV: accept for an interview, or reject. */
export type CvDecision = NonNullable<
  MainOperations['decidePublicCv']['requestBody']
>['content']['application/json']['decision'];
/** What the candidate answers to the offer: accept, or decline. */
export type OfferDecision = NonNullable<
  MainOperations['respondToPublicOffer']['requestBody']
>['content']['application/json']['decision'];

/**
 * What a recruiting link shows: its answer; `not-found` for an unknown token, another address or
 * another requirement (404, or a link without its `?token=`/`?email=`); `expired` once the link
 * has run out (410, with the server's word).
 */
export type RecruitingLink<View> =
  | { state: 'open'; view: View }
  | { state: 'not-found' }
  | { state: 'expired'; message: string };

/** An answer of the typed client (`fetchClient.GET`). */
type Answer<View> = { data?: View; error?: unknown; response: Response };

/** A link's token and the address it was sent to, from the page's query. */
export type RecruitingAccess = { token: string; email: string };

/** A recruiting link's place (requirement, candidate) from its path and its access from its query. */
export function useRecruitingLinkAddress() {
  const { requirementId = '', candidateId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const access: RecruitingAccess = {
    token: searchParams.get('token') ?? '',
    email: searchParams.get('email') ?? '',
  };
  return { requirementId, candidateId, access };
}

function useRecruitingView<View>(
  queryKey: QueryKey,
  complete: boolean,
  get: () => Promise<Answer<View>>,
) {
  const query = useQuery({
    queryKey,
    retry: false,
    queryFn: async (): Promise<RecruitingLink<View>> => {
      if (!complete) return { state: 'not-found' };
      const { data, error, response } = await get();
      if (response.status === 404) return { state: 'not-found' };
      if (response.status === 410) return { state: 'expired', message: problemMessage(error) };
      if (error !== undefined || !data) throw error;
      return { state: 'open', view: data };
    },
  });
  return { ...query, queryKey };
}

const CV_LIST = '/public/client-reviews/{requirementId}';
const CANDIDATE = '/public/client-reviews/{requirementId}/candidates/{candidateId}';
const OFFER = '/public/offers/{requirementId}/candidates/{candidateId}';

/**
 * Every CV sent for the requirement with the PIC's answers; the key is the one `$api` gives the
 * operation and its parameters, so an answer can update the candidate in it.
 */
export function useCvList(requirementId: string, { token, email }: RecruitingAccess) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { requirementId }, query: { token, email } } };
  const { queryKey } = $api.queryOptions('get', CV_LIST, init);
  return useRecruitingView(queryKey, Boolean(requirementId && token && email), () =>
    fetchClient.GET(CV_LIST, init),
  );
}

/** One candidate of the link (the server records the PIC's first look). */
export function useCandidate(
  requirementId: string,
  candidateId: string,
  { token, email }: RecruitingAccess,
) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { requirementId, candidateId }, query: { token, email } } };
  const { queryKey } = $api.queryOptions('get', CANDIDATE, init);
  return useRecruitingView(queryKey, Boolean(requirementId && candidateId && token && email), () =>
    fetchClient.GET(CANDIDATE, init),
  );
}

/** The candidate's offer, with what they confirmed and answered so far. */
export function useOffer(
  requirementId: string,
  candidateId: string,
  { token, email }: RecruitingAccess,
) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { requirementId, candidateId }, query: { token, email } } };
  const { queryKey } = $api.queryOptions('get', OFFER, init);
  return useRecruitingView(queryKey, Boolean(requirementId && candidateId && token && email), () =>
    fetchClient.GET(OFFER, init),
  );
}

/** An answer of a decision, as the link's cached view. */
export function openLink<View>(view: View): RecruitingLink<View> {
  return { state: 'open', view };
}

/** The answered candidate in place of the old one, in the cached CV list. */
export function withCandidate(
  link: RecruitingLink<PublicCvList> | undefined,
  candidate: PublicCandidate,
): RecruitingLink<PublicCvList> | undefined {
  if (link?.state !== 'open') return link;
  const candidates = link.view.candidates.map((one) => (one.id === candidate.id ? candidate : one));
  return { state: 'open', view: { ...link.view, candidates } };
}

/**
 * The recruiting pages, as `links.*` of `@staffdesk/api/links` write them. Built from core's
 * `paths`, which the signed-out app has already: importing `links` here would split it into a
 * chunk of its own that sign-in loads too.
 */
export const recruitingLinks = {
  cvList: (requirementId: string, { token, email }: RecruitingAccess) =>
    `${publicPaths.clientCvList(requirementId)}${queryString({ token, email })}`,
  cvFeedback: (requirementId: string, candidateId: string, { token, email }: RecruitingAccess) =>
    `${publicPaths.clientCvFeedback(requirementId, candidateId)}${queryString({ token, email })}`,
  interviewFeedback: (
    requirementId: string,
    candidateId: string,
    { token, email }: RecruitingAccess,
  ) =>
    `${publicPaths.clientInterviewFeedback(requirementId, candidateId)}${queryString({ token, email })}`,
  confirmation: (requirementId: string, candidateId: string, { token, email }: RecruitingAccess) =>
    `${publicPaths.candidateConfirmation(requirementId, candidateId)}${queryString({ token, email })}`,
  response: (requirementId: string, candidateId: string, { token, email }: RecruitingAccess) =>
    `${publicPaths.candidateResponse(requirementId, candidateId)}${queryString({ token, email })}`,
  /** The thank-you page; its query names the link, for the way back. */
  thanks: (
    type: RecruitingThanksType,
    requirementId: string,
    candidateId: string,
    { token, email }: RecruitingAccess,
  ) =>
    `${publicPaths.publicThanks(type)}${queryString({ requirement: requirementId, candidate: candidateId, token, email })}`,
};

/** The kinds of thank-you page a recruiting link leads to. */
export const RECRUITING_THANKS_TYPES = [
  'cv-feedback',
  'interview-feedback',
  'candidate-confirmation',
  'candidate-response',
] as const;
export type RecruitingThanksType = (typeof RECRUITING_THANKS_TYPES)[number];

/** The address of a candidate's CV file (the main API, public part), opened in a new tab. */
export function useCvHref(
  requirementId: string,
  candidateId: string,
  { token, email }: RecruitingAccess,
): string {
  const { apiBaseUrls } = useRuntimeConfig();
  const enc = encodeURIComponent;
  return `${apiBaseUrls.mainPublic}/client-reviews/${enc(requirementId)}/candidates/${enc(candidateId)}/cv${queryString({ token, email })}`;
}

/** An instant in the business time zone, named: `21 Nov 2026, 14:05 WIB`. */
export function wib(instant: string): string {
  return `${formatDateTime(instant)} WIB`;
}

/** "5 years of experience". */
export function experienceText(years: number): string {
  return plural(years, {
    one: '# year of experience',
    other: '# years of experience',
  });
}

/** "January 2020 – March 2023", "January 2020 – now"; '' when neither end is known. */
export function periodOf(from: string | null, to: string | null): string {
  const start = from ? formatMonthYear(`${from}-01`) : '';
  const end = to ? formatMonthYear(`${to}-01`) : '';
  if (!start && !end) return '';
  if (!end) return t`${start} – now`;
  if (!start) return t`until ${end}`;
  return `${start} – ${end}`;
}

/** "4 Jan 2027, 10:00 WIB, 60 minutes, Head office, Jl. Sudirman 1". */
export function interviewText(interview: NonNullable<PublicCandidate['interview']>): string {
  const when = wib(interview.startsAt);
  const minutes = interview.durationMinutes;
  const place = interview.location;
  return place ? t`${when}, ${minutes} minutes, ${place}` : t`${when}, ${minutes} minutes`;
}

/** The PIC's answer on a CV, in one sentence: who, what and when. */
export function cvDecisionText(review: PublicCandidate['cvReview']): string {
  const by = review.decidedBy ?? '';
  const when = review.decidedAt ? wib(review.decidedAt) : '';
  const known = by !== '' && when !== '';
  if (review.decision === 'accepted') {
    return known
      ? t`${by} accepted this CV for an interview on ${when}.`
      : t`This CV was accepted for an interview.`;
  }
  if (review.decision === 'rejected') {
    return known ? t`${by} rejected this CV on ${when}.` : t`This CV was rejected.`;
  }
  return t`This CV is waiting for your answer.`;
}

export const RECOMMENDATION_LABELS: Readonly<Record<InterviewRecommendation, MessageDescriptor>> = {
  hire: msg`Hire`,
  reject: msg`Do not hire`,
  undecided: msg`Undecided`,
};

/** The five scores of an interview, each with what it means. */
export const SCORE_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, MessageDescriptor>> = {
  1: msg`1 – Poor`,
  2: msg`2 – Below expectations`,
  3: msg`3 – Meets expectations`,
  4: msg`4 – Above expectations`,
  5: msg`5 – Excellent`,
};
