import { useApi } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

/**
 * Whose calendar: recruiting's (`GET /interviews`, `recruiting.read`) or business development's
 * (`GET /client-interviews`, `clients.read`); both list the same interviews.
 */
export type InterviewCalendarScope = 'recruiting' | 'clients';

/** The permission each calendar needs. */
export const CALENDAR_PERMISSION = {
  recruiting: 'recruiting.read',
  clients: 'clients.read',
} as const satisfies Record<InterviewCalendarScope, string>;

/** The interviews from `from` until before `to` (instants with an offset), for one calendar. */
export function useInterviewCalendar(
  scope: InterviewCalendarScope,
  range: { from: string; to: string },
) {
  const { $api } = useApi().main;
  const options = { placeholderData: keepPreviousData };
  const params = { params: { query: range } };
  const recruiting = $api.useQuery('get', '/interviews', params, {
    ...options,
    enabled: scope === 'recruiting',
  });
  const clients = $api.useQuery('get', '/client-interviews', params, {
    ...options,
    enabled: scope === 'clients',
  });
  return scope === 'recruiting' ? recruiting : clients;
}
