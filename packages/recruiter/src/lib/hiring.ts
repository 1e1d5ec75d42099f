// From a pipeline to an offer: the client's review of the CVs sent, interviews (always written
// in Jakarta time, WIB) and the calendar's weeks and months.

import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { shiftMonth, wordsOf } from '@staffdesk/kit';
import type { BadgeTone } from '@staffdesk/ui';
import type { PipelineEntry, PipelineStage } from './pipeline';

export type ClientReview = MainSchema<'ClientReviewStatus'>;
export type ClientReviewCandidate = ClientReview['candidates'][number];
export type ClientDecision = NonNullable<ClientReviewCandidate['decision']>;
export type InterviewFeedback = NonNullable<ClientReviewCandidate['interviewFeedback']>;
export type InterviewRecommendation = InterviewFeedback['recommendation'];
export type Interview = MainSchema<'Interview'>;
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

/** Between a day and its time in an ISO instant. */
const TIME_SEPARATOR = 'T';
/** Whole minutes in Jakarta's offset: every time a recruiter types is WIB. */
const SECONDS_WIB = ':00+07:00';

/** A day and a time typed in WIB as the instant the API takes: `2026-12-03T10:00:00+07:00`. */
export function wibInstant(day: string, time = '00:00'): string {
  return day + TIME_SEPARATOR + time + SECONDS_WIB;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day `YYYY-MM-DD` as midnight UTC, for counting days; null when it is no such day. */
function utcMidnight(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

/** Whether `value` is a day `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  return utcMidnight(value) !== null;
}

/** The day `count` days after `day` (before, when negative); `day` must be a real day. */
export function addDays(day: string, count: number): string {
  const date = utcMidnight(day) ?? new Date(Number.NaN);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = utcMidnight(day)?.getUTCDay() ?? 1;
  return addDays(day, -((weekday + 6) % 7));
}

export type CalendarView = 'week' | 'month';

/** The days a calendar view shows: `from` up to, not including, `to`. */
export function calendarRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'month') {
    const month = day.slice(0, 7);
    return { from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` };
  }
  const from = weekStart(day);
  return { from, to: addDays(from, 7) };
}

/** The day the previous or next page of a calendar view starts on. */
export function shiftView(view: CalendarView, day: string, count: number): string {
  if (view === 'month') return `${shiftMonth(day.slice(0, 7), count)}-01`;
  return addDays(weekStart(day), 7 * count);
}

/** The days from `from` up to, not including, `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** When an interview ends, as an instant. */
export function interviewEnd(interview: Pick<Interview, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(new Date(interview.startsAt).getTime() + interview.durationMinutes * 60_000);
}
