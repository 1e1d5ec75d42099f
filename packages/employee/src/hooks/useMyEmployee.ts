import { useApi } from '@staffdesk/core';

/** My employee record (`GET /me/employee`); a 404 means my account has none. */
export function useMyEmployee() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/employee');
}

/** My insurance, company assets and BPJS (`GET /me/employee/supporting`). */
export function useMySupporting() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/employee/supporting');
}

/** The holidays that apply to me in a year (`GET /me/employee/calendar?year=`). */
export function useMyCalendar(year: number) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/employee/calendar', { params: { query: { year } } });
}
