import { answerOf, failureStatus, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { NewOvertime, OvertimeRequest } from '../lib/types';

/** What overtime on a date pays me, line by line (`GET /me/overtime/calculation`). */
export function useOvertimeCalculation(input: { date: string; hours: number } | null) {
  return useApi().main.$api.useQuery(
    'get',
    '/me/overtime/calculation',
    { params: { query: { date: input?.date ?? '', hours: input?.hours ?? 0 } } },
    { enabled: input !== null, retry: false, placeholderData: keepPreviousData },
  );
}

/**
 * My overtime of a period (`YYYY-MM`, named by the month it ends in, on my client's cut-off), or
 * of today's period when none is given: its bounds, the periods around it, my regulation, my
 * requests and the totals.
 */
export function useMyOvertime(period: string | undefined) {
  return useApi().main.$api.useQuery(
    'get',
    '/me/overtime',
    { params: { query: period ? { period } : {} } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * After a request or a cancel my overtime is read again; after a 409 too (the approver decided
 * meanwhile), so the page shows what it is now.
 */
function useRefreshMine() {
  const invalidate = useInvalidate();
  return {
    onSuccess: () => invalidate('/me/overtime'),
    onError: (error: unknown) =>
      failureStatus(error) === 409 ? invalidate('/me/overtime') : undefined,
  };
}

/** Asks for overtime; my client's approver gets a link by mail. */
export function useRequestOvertime() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (body: NewOvertime) => answerOf(fetchClient.POST('/me/overtime', { body })),
    ...useRefreshMine(),
  });
}

/** Withdraws one of my requests while it waits for the approver. */
export function useCancelOvertime() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (id: string) =>
      answerOf(fetchClient.POST('/me/overtime/{id}/cancel', { params: { path: { id } } })),
    ...useRefreshMine(),
  });
}

/** Downloads the overtime form of a request (`overtime-2026-11-20.pdf` unless the server names it). */
export function useDownloadOvertime() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (request: Pick<OvertimeRequest, 'id' | 'date'>) =>
      downloadAnswer(
        fetchClient.GET('/me/overtime/{id}/pdf', {
          params: { path: { id: request.id } },
          parseAs: 'blob',
        }),
        `overtime-${request.date}.pdf`,
      ),
  });
}
