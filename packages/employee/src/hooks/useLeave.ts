import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import type { HalfDay } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

/** My balances of a year. */
export function useMyLeaveBalances(year: number) {
  return useApi().main.$api.useQuery('get', '/me/leave-balances', {
    params: { query: { year } },
  });
}

/** My leave requests, newest first. */
export function useMyLeaveRequests(page: number) {
  return useApi().main.$api.useQuery(
    'get',
    '/me/leave-requests',
    { params: { query: { page } } },
    { placeholderData: keepPreviousData },
  );
}

/** The working days of a range on my schedule, for the live count. */
export function useLeaveWorkingDays(
  range: {
    startDate: string;
    endDate: string;
    halfDay: HalfDay | null;
    type: string | null;
  } | null,
) {
  return useApi().main.$api.useQuery(
    'get',
    '/leave-working-days',
    {
      params: {
        query: {
          startDate: range?.startDate ?? '',
          endDate: range?.endDate ?? '',
          ...(range?.halfDay ? { halfDay: range.halfDay } : {}),
          ...(range?.type ? { type: range.type } : {}),
        },
      },
    },
    { enabled: range !== null, retry: false },
  );
}

/** Marks my requests and balances stale after a change. */
function useInvalidateMine() {
  const invalidate = useInvalidate();
  return () => invalidate('/me/leave-requests', '/me/leave-balances');
}

/** Sends a request (multipart, with the optional attachment). */
export function useAskForLeave() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (body: FormData) =>
      answerOf(
        fetchClient.POST('/me/leave-requests', {
          body: body as never,
          bodySerializer: (value: unknown) => value as FormData,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** Cancels one of my requests before it starts. */
export function useCancelLeave() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (id: string) =>
      answerOf(fetchClient.POST('/me/leave-requests/{id}/cancel', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}
