import { useApi } from '@staffdesk/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Decision, HalfDay } from '../lib/leave';

/** The main family's typed client. */
function useClient() {
  return useApi().main.fetchClient;
}

/** The data of a call, or its problem thrown. */
async function ok<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error !== undefined) throw error;
  return data as T;
}

/** The leave types (system data). */
export function useLeaveTypes() {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-types'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await ok(client.GET('/leave-types'))).items,
  });
}

/** My balances of a year. */
export function useMyLeaveBalances(year: number) {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/me/leave-balances', year],
    queryFn: () => ok(client.GET('/me/leave-balances', { params: { query: { year } } })),
  });
}

/** My leave requests, newest first. */
export function useMyLeaveRequests(page: number) {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/me/leave-requests', page],
    placeholderData: keepPreviousData,
    queryFn: () => ok(client.GET('/me/leave-requests', { params: { query: { page } } })),
  });
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
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-working-days', range],
    enabled: range !== null,
    retry: false,
    queryFn: () =>
      ok(
        client.GET('/leave-working-days', {
          params: {
            query: {
              startDate: range?.startDate ?? '',
              endDate: range?.endDate ?? '',
              ...(range?.halfDay ? { halfDay: range.halfDay } : {}),
              ...(range?.type ? { type: range.type } : {}),
            },
          },
        }),
      ),
  });
}

function useInvalidateMine() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/me/leave-requests'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/me/leave-balances'] }),
    ]);
}

/** Sends a request (multipart, with the optional attachment). */
export function useAskForLeave() {
  const client = useClient();
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (body: FormData) =>
      ok(
        client.POST('/me/leave-requests', {
          body: body as never,
          bodySerializer: (value: unknown) => value as FormData,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** Cancels one of my requests before it starts. */
export function useCancelLeave() {
  const client = useClient();
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (id: string) =>
      ok(client.POST('/me/leave-requests/{id}/cancel', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}

/** The requests whose current step I may decide. */
export function usePendingLeaveApprovals() {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-approvals/pending'],
    queryFn: () => ok(client.GET('/leave-approvals/pending')),
  });
}

/** Approves or rejects a request's current step in the app. */
export function useDecideLeave() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: { id: string; decision: Decision; comment?: string }) =>
      ok(
        client.POST('/leave-requests/{id}/decision', {
          params: { path: { id } },
          body: { decision, ...(comment ? { comment } : {}) },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['get', '/leave-approvals/pending'] }),
  });
}
