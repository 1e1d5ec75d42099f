// From a pipeline to an offer: the client's review of the CVs sent, interviews and offers.

import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { wordsOf } from '@staffdesk/kit';
import type { BadgeTone } from '@staffdesk/ui';
import type { PipelineEntry, PipelineStage } from './pipeline';

export type ClientReview = MainSchema<'ClientReviewStatus'>;
export type ClientReviewCandidate = ClientReview['candidates'][number];
export type ClientDecision = NonNullable<ClientReviewCandidate['decision']>;
export type InterviewFeedback = NonNullable<ClientReviewCandidate['interviewFeedback']>;
export type InterviewRecommendation = InterviewFeedback['recommendation'];
export type { Interview } from '@staffdesk/kit';
export type ClientPic = MainSchema<'Pic'>;

/** The client's answer to a CV. */
export const CLIENT_DECISION_LABELS: Readonly<Record<ClientDecision, string>> = wordsOf({
  accepted: msg`Accepted for interview`,
  rejected: msg({ message: 'Rejected', context: 'client decision' }),
});

export const CLIENT_DECISION_TONES: Readonly<Record<ClientDecision, BadgeTone>> = {
  accepted: 'success',
  rejected: 'danger',
};

/** What the interviewer recommends after the interview. */
export const RECOMMENDATION_LABELS: Readonly<Record<InterviewRecommendation, string>> = wordsOf({
  hire: msg`Hire`,
  reject: msg({ message: 'Reject', context: 'interview recommendation' }),
  undecided: msg`Undecided`,
});

/** The stages whose CV may be sent to the client. */
const SENDABLE: readonly PipelineStage[] = ['sourced', 'screened', 'cv-sent'];
/** The stages at which an interview may be scheduled or moved. */
const INTERVIEWABLE: readonly PipelineStage[] = ['sourced', 'screened', 'cv-sent', 'interview'];
/** The stages at which an offer may be made (or an unanswered one replaced). */
const OFFERABLE: readonly PipelineStage[] = ['screened', 'cv-sent', 'interview', 'offered'];

export const canSendCv = (entry: PipelineEntry) => SENDABLE.includes(entry.stage);
/** A CV goes to the client only with a file (the server refuses others with 422). */
export const hasCvFile = (entry: PipelineEntry) => entry.candidate.cvFileName !== null;
/** An offer follows an interview that took place, or needs a reason to skip it. */
export const interviewHeld = (entry: PipelineEntry) => entry.interviewHeldAt !== null;
export const canInterview = (entry: PipelineEntry) => INTERVIEWABLE.includes(entry.stage);
export const canOffer = (entry: PipelineEntry) => OFFERABLE.includes(entry.stage);

/**
 * The PIC chosen first: the client's hiring manager, else the first PIC with an email address.
 * Only PICs with an email can be mailed.
 */
export function defaultPicId(pics: readonly ClientPic[]): string {
  const mailable = pics.filter((pic) => pic.email);
  return (mailable.find((pic) => pic.roles.includes('hiring-manager')) ?? mailable[0])?.id ?? '';
}
