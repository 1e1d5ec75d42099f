import { answerOf, failureStatus, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type {
  NewOvertimeBody,
  OvertimeDecisionBody,
  OvertimeListQuery,
  OvertimeSummaryExportQuery,
  OvertimeSummaryQuery,
} from './types';

/**
 * A period's overtime requests (a client's cut-off, or calendar months without a client), by
 * state and search, a page at a time, with the count of each state (`GET /overtime/requests`,
 * `overtime.manage`).
 */
export function useOvertimeRequests(query: OvertimeListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/overtime/requests',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One request with its pay line by line and what the client is billed; idle without an id. */
export function useOvertimeRequest(id: string | null) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/overtime/requests/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: id !== null },
  );
}

/** What a change of a request re-reads: the list, the request and the summary. */
function useInvalidateOvertime() {
  const invalidate = useInvalidate();
  return () => invalidate('/overtime/requests', '/overtime/requests/{id}', '/overtime/summary');
}

/** Enters overtime for an employee; the same rules and caps as their own request. */
export function useCreateOvertimeRequest() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateOvertime();
  return useMutation({
    mutationFn: (body: NewOvertimeBody) =>
      answerOf(fetchClient.POST('/overtime/requests', { body })),
    onSuccess: () => invalidate(),
  });
}

/** What a decision sends: the request and `approve`, or `reject` with a comment. */
export type OvertimeDecision = { id: string } & OvertimeDecisionBody;

/**
 * Approves or rejects a waiting request (on the client approver's behalf when there is one). The
 * list is read again afterwards, and also when someone decided it first (409 `already-decided`).
 */
export function useDecideOvertimeRequest() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateOvertime();
  return useMutation({
    mutationFn: ({ id, decision, comment }: OvertimeDecision) =>
      answerOf(
        fetchClient.POST('/overtime/requests/{id}/decision', {
          params: { path: { id } },
          body: { decision, ...(comment ? { comment } : {}) },
        }),
      ),
    onSuccess: () => invalidate(),
    onError: (error) => {
      if (failureStatus(error) === 409) void invalidate();
    },
  });
}

/** Downloads a request's overtime form as a PDF, with its pay. */
export function useDownloadOvertimePdf() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: ({ id, fileName }: { id: string; fileName: string }) =>
      downloadAnswer(
        fetchClient.GET('/overtime/requests/{id}/pdf', {
          params: { path: { id } },
          parseAs: 'blob',
        }),
        fileName,
      ),
  });
}

/**
 * A client's period per employee: approved hours by kind of day, pay, billed and waiting, with
 * the totals of the whole filter (`GET /overtime/summary`); idle until a client is chosen.
 */
export function useOvertimeSummary(query: OvertimeSummaryQuery | null) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/overtime/summary',
    { params: { query: query ?? { clientId: '' } } },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
}

/** Downloads the summary of the current filters as Excel (`GET /overtime/summary/export`). */
export function useExportOvertimeSummary() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: ({ query, period }: { query: OvertimeSummaryExportQuery; period: string }) =>
      downloadAnswer(
        fetchClient.GET('/overtime/summary/export', { params: { query }, parseAs: 'blob' }),
        `overtime-summary-${period}.xlsx`,
      ),
  });
}

/**
 * The regulation that applies to an employee: their own, their client's, or the default
 * (government, 3 h a workday, 14 h a week) (`GET /employees/{id}/overtime-scheme`).
 */
export function useEmployeeOvertimeScheme(employeeId: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/employees/{id}/overtime-scheme', {
    params: { path: { id: employeeId } },
  });
}
