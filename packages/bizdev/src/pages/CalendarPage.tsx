import { paths } from '@staffdesk/core';
import { InterviewCalendarPage, type InterviewLinks } from '@staffdesk/kit';

/**
 * Each interview opens its client's requirements and the client; candidates stay recruiting's
 * (their profiles need `recruiting.read`), so their names are not links here.
 */
const LINKS: InterviewLinks = {
  requirement: (interview) => paths.bizdev.clients.requirement(interview.clientId),
  client: (interview) => paths.bizdev.clients.detail(interview.clientId),
};

/**
 * `/bizdev/calendar`: the candidates' interviews at the clients, by week or month, in WIB (kit's
 * calendar, shared with recruiting's). Needs `clients.read`.
 */
export function Component() {
  return <InterviewCalendarPage scope="clients" links={LINKS} />;
}
