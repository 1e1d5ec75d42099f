import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { ClockInput, CorrectionInput } from '../lib/types';

/** My attendance of a month (`YYYY-MM`): today's state, every day and the totals. */
export function useMyAttendance(month: string) {
  return useApi().main.$api.useQuery(
    'get',
    '/me/attendance',
    { params: { query: { month } } },
    { placeholderData: keepPreviousData },
  );
}

/** Clocks in or out now, with where the browser said I was (when it did). */
export function useClock() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ direction, where }: { direction: 'in' | 'out'; where: ClockInput }) =>
      answerOf(
        direction === 'in'
          ? fetchClient.POST('/me/attendance/clock-in', { body: where })
          : fetchClient.POST('/me/attendance/clock-out', { body: where }),
      ),
    onSuccess: () => invalidate('/me/attendance'),
  });
}

/** My correction requests, pending first (one page). */
export function useMyCorrections() {
  return useApi().main.$api.useQuery('get', '/me/attendance/corrections', {
    params: { query: { pageSize: 50 } },
  });
}

/** Asks HR to correct a day's punches. */
export function useAskCorrection() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CorrectionInput) =>
      answerOf(fetchClient.POST('/me/attendance/corrections', { body })),
    onSuccess: () => invalidate('/me/attendance/corrections'),
  });
}
