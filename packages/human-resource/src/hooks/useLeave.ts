import { useApi } from '@staffdesk/core';
import { downloadBlob, fileNameFrom } from '@staffdesk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Decision, LeavePolicy, LeaveStatus } from '../lib/leave';

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

/** The requests whose current step the signed-in user may decide. */
export function usePendingLeaveApprovals() {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-approvals/pending'],
    queryFn: () => ok(client.GET('/leave-approvals/pending')),
  });
}

/** Every leave request by status (`leave.manage`). */
export function useLeaveRequests(query: { status?: LeaveStatus; page: number }) {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-requests', query],
    placeholderData: keepPreviousData,
    queryFn: () => ok(client.GET('/leave-requests', { params: { query } })),
  });
}

/** Approves or rejects a request's current step; `onBehalfOfPic` for HR deciding a PIC's step. */
export function useDecideLeave() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      comment,
      onBehalfOfPic,
    }: {
      id: string;
      decision: Decision;
      comment?: string;
      onBehalfOfPic?: boolean;
    }) =>
      ok(
        client.POST('/leave-requests/{id}/decision', {
          params: { path: { id } },
          body: {
            decision,
            ...(comment ? { comment } : {}),
            ...(onBehalfOfPic ? { onBehalfOfPic: true } : {}),
          },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/leave-approvals/pending'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/leave-requests'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/leave-dashboard'] }),
      ]),
  });
}

/** Who is away, what waits and the balances (`leave.manage`). */
export function useLeaveDashboard(page: number) {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-dashboard', page],
    placeholderData: keepPreviousData,
    queryFn: () => ok(client.GET('/leave-dashboard', { params: { query: { page } } })),
  });
}

/** Downloads the balances of a year as XLSX (through the authorised client). */
export function useExportBalances() {
  const client = useClient();
  return useMutation({
    mutationFn: async (year: number) => {
      const { data, error, response } = await client.GET('/leave-balances/export', {
        params: { query: { year } },
        parseAs: 'blob',
      });
      if (error !== undefined) throw error;
      downloadBlob(data as Blob, fileNameFrom(response, `leave-balances-${year}.xlsx`));
    },
  });
}

/** The leave policies: the default and one per client at most. */
export function useLeavePolicies() {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-policies'],
    queryFn: async () => (await ok(client.GET('/leave-policies'))).items,
  });
}

export type PolicyBody = Omit<LeavePolicy, 'id' | 'clientName' | 'updatedAt'>;

/** Creates a policy, or saves one when given its id. */
export function useSavePolicy() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PolicyBody }) =>
      ok(
        id
          ? client.PUT('/leave-policies/{id}', { params: { path: { id } }, body })
          : client.POST('/leave-policies', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/leave-policies'] }),
  });
}

/** Deletes a client's policy (never the default). */
export function useDeletePolicy() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      ok(client.DELETE('/leave-policies/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/leave-policies'] }),
  });
}

/** The quota adjustments of an employee (and year). */
export function useLeaveAdjustments(query: { employeeId?: string; year?: number }) {
  const client = useClient();
  return useQuery({
    queryKey: ['get', '/leave-adjustments', query],
    queryFn: () => ok(client.GET('/leave-adjustments', { params: { query } })),
  });
}

export type AdjustmentBody = {
  employeeId: string;
  type: 'annual';
  year: number;
  days: number;
  reason: string;
};

/** Adds or removes annual leave days for an employee's year. */
export function useAdjustQuota() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentBody) => ok(client.POST('/leave-adjustments', { body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/leave-adjustments'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/leave-dashboard'] }),
      ]),
  });
}
