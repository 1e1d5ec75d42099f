import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { useMutation } from '@tanstack/react-query';
import type { LeaveDecisionBody } from './leave';

/** The requests whose current step the signed-in user may decide (`GET /leave-approvals/pending`). */
export function usePendingLeaveApprovals() {
  return useApi().main.$api.useQuery('get', '/leave-approvals/pending');
}

/** A decision on one request: its id and the body of `POST /leave-requests/{id}/decision`. */
export type LeaveDecisionInput = { id: string } & LeaveDecisionBody;

/**
 * Approves or rejects a request's current step in the app (`onBehalfOfPic` for HR deciding a
 * PIC's step); every list that shows requests loads again.
 */
export function useDecideLeave() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, decision, comment, onBehalfOfPic }: LeaveDecisionInput) =>
      answerOf(
        fetchClient.POST('/leave-requests/{id}/decision', {
          params: { path: { id } },
          body: {
            decision,
            ...(comment ? { comment } : {}),
            ...(onBehalfOfPic ? { onBehalfOfPic: true } : {}),
          },
        }),
      ),
    onSuccess: () => invalidate('/leave-approvals/pending', '/leave-requests', '/leave-dashboard'),
  });
}
