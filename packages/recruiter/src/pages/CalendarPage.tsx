import { paths } from '@staffdesk/core';
import { InterviewCalendarPage, type InterviewLinks } from '@staffdesk/kit';

/** Each interview opens its candidate and its requirement in recruiting. */
const LINKS: InterviewLinks = {
  candidate: (interview) => paths.recruiter.candidate.detail(interview.candidateId),
  requirement: (interview) => paths.recruiter.requirement.detail(interview.requirementId),
};

/**
 * `/recruiter/calendar`: the interviews of a week or a month, in WIB (kit's calendar, shared with
 * business development's). Needs `recruiting.read`.
 */
export function Component() {
  return <InterviewCalendarPage scope="recruiting" links={LINKS} />;
}
