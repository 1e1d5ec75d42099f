import { answerOf, failureStatus, useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { AttendanceCorrectionQuery, CorrectionDecisionBody } from './types';

/** Employees' attendance corrections by status and search, a page at a time (`attendance.manage`). */
export function useAttendanceCorrections(query: AttendanceCorrectionQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/attendance-corrections',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** What a decision sends: the correction and `approve`, or `reject` with a comment. */
export type CorrectionDecision = { id: string } & CorrectionDecisionBody;

/**
 * Approves (the day's record takes the asked times) or rejects a correction. The list is read
 * again afterwards, and also when someone else decided it first (409 `already-decided`).
 */
export function useDecideAttendanceCorrection() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, decision, comment }: CorrectionDecision) =>
      answerOf(
        fetchClient.POST('/attendance-corrections/{id}/decision', {
          params: { path: { id } },
          body: { decision, ...(comment ? { comment } : {}) },
        }),
      ),
    onSuccess: () => invalidate('/attendance-corrections'),
    onError: (error) => {
      if (failureStatus(error) === 409) void invalidate('/attendance-corrections');
    },
  });
}
