import type { MainOperations } from '@staffdesk/api';
import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer, type LeaveStatus } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

/** Every leave request by status (`leave.manage`). */
export function useLeaveRequests(query: { status?: LeaveStatus; page: number }) {
  return useApi().main.$api.useQuery(
    'get',
    '/leave-requests',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** Who is away, what waits and the balances (`leave.manage`). */
export function useLeaveDashboard(page: number) {
  return useApi().main.$api.useQuery(
    'get',
    '/leave-dashboard',
    { params: { query: { page } } },
    { placeholderData: keepPreviousData },
  );
}

/** Downloads the balances of a year as XLSX (through the authorised client). */
export function useExportBalances() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (year: number) =>
      downloadAnswer(
        fetchClient.GET('/leave-balances/export', { params: { query: { year } }, parseAs: 'blob' }),
        `leave-balances-${year}.xlsx`,
      ),
  });
}

/** The leave policies: the default and one per client at most. */
export function useLeavePolicies() {
  return useApi().main.$api.useQuery('get', '/leave-policies', undefined, {
    select: (answer) => answer.items,
  });
}

/** The body of `POST /leave-policies` and `PUT /leave-policies/{id}`. */
export type PolicyBody =
  MainOperations['createLeavePolicy']['requestBody']['content']['application/json'];

/** Creates a policy, or saves one when given its id. */
export function useSavePolicy() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PolicyBody }) =>
      answerOf(
        id
          ? fetchClient.PUT('/leave-policies/{id}', { params: { path: { id } }, body })
          : fetchClient.POST('/leave-policies', { body }),
      ),
    onSuccess: () => invalidate('/leave-policies'),
  });
}

/** Deletes a client's policy (never the default). */
export function useDeletePolicy() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      answerOf(fetchClient.DELETE('/leave-policies/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate('/leave-policies'),
  });
}

/** The quota adjustments of an employee (and year). */
export function useLeaveAdjustments(query: { employeeId?: string; year?: number }) {
  return useApi().main.$api.useQuery('get', '/leave-adjustments', { params: { query } });
}

/** The body of `POST /leave-adjustments`. */
export type AdjustmentBody =
  MainOperations['adjustLeaveQuota']['requestBody']['content']['application/json'];

/** Adds or removes annual leave days for an employee's year. */
export function useAdjustQuota() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdjustmentBody) =>
      answerOf(fetchClient.POST('/leave-adjustments', { body })),
    onSuccess: () => invalidate('/leave-adjustments', '/leave-dashboard'),
  });
}
