import { formatDate } from '@staffdesk/ui';
import type { LeaveRequest } from './leave';

/** `1 Dec 2026 – 2 Dec 2026`, or one day with its half. */
export function leaveDates(request: Pick<LeaveRequest, 'startDate' | 'endDate' | 'halfDay'>) {
  if (request.startDate === request.endDate) {
    return `${formatDate(request.startDate)}${request.halfDay ? ` (${request.halfDay})` : ''}`;
  }
  return `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
}
