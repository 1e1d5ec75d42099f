import type { MainOperations } from '@staffdesk/api';
import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

/** The body of `POST /me/team-leave-approvals/{id}/decision`. */
export type TeamDecisionBody =
  MainOperations['decideTeamLeaveRequest']['requestBody']['content']['application/json'];

/** My team's leave requests waiting for my decision as their line manager. */
export function useTeamLeaveApprovals(query: { search: string; page: number; pageSize: number }) {
  return useApi().main.$api.useQuery(
    'get',
    '/me/team-leave-approvals',
    {
      params: {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          ...(query.search ? { search: query.search } : {}),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/** Approves or rejects a request of my team (a comment is required to reject). */
export function useDecideTeamLeave() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & TeamDecisionBody) =>
      answerOf(
        fetchClient.POST('/me/team-leave-approvals/{id}/decision', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: () => invalidate('/me/team-leave-approvals'),
  });
}
