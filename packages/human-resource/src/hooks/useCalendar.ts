import { useApi, useInvalidate } from '@staffdesk/core';
import type { WorkingDaysQuery } from './types';

/** The year's holidays and events, with a client's calendar when one is given (`GET /holidays`). */
export function useHolidays(year: number, clientId?: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/holidays', {
    params: { query: { year, ...(clientId ? { clientId } : {}) } },
  });
}

function useInvalidateHolidays() {
  const invalidate = useInvalidate();
  return () => invalidate('/holidays');
}

/** Adds a holiday or event (`POST /holidays`). */
export function useAddHoliday() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHolidays();
  return $api.useMutation('post', '/holidays', { onSuccess: () => invalidate() });
}

/** Changes a holiday or event (`PUT /holidays/{id}`). */
export function useUpdateHoliday() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHolidays();
  return $api.useMutation('put', '/holidays/{id}', { onSuccess: () => invalidate() });
}

/** Deletes a holiday or event (`DELETE /holidays/{id}`). */
export function useDeleteHoliday() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHolidays();
  return $api.useMutation('delete', '/holidays/{id}', { onSuccess: () => invalidate() });
}

/** The working days between two dates for a work week and client (`GET /working-days`); idle without a query. */
export function useWorkingDays(query: WorkingDaysQuery | null) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/working-days',
    { params: { query: query as WorkingDaysQuery } },
    { enabled: query !== null },
  );
}
