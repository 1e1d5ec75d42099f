import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { RequirementListQuery } from '../lib/requirements';

/** Requirements, searched, filtered and paged by the server (`GET /requirements`). */
export function useRequirementList(query: RequirementListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/requirements',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One requirement (`GET /requirements/{id}`); idle without an id. */
export function useRequirement(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/requirements/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/** The users who may be assigned to requirements (`GET /recruiters`). */
export function useRecruiters() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/recruiters', {}, { staleTime: 60_000 });
}

/** The recruiting team and each one's workload now (`GET /recruiter-team`). */
export function useRecruiterTeam() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/recruiter-team', {});
}

/** After a change to a requirement or its pipeline: lists, the requirement and the board. */
export function useInvalidateRequirements() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      '/requirements',
      '/requirements/{id}',
      '/requirements/{id}/pipeline',
      '/candidates',
      '/candidates/{id}',
    );
}

/** Opens a requirement (`POST /requirements`). */
export function useCreateRequirement() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateRequirements();
  return $api.useMutation('post', '/requirements', { onSuccess: () => invalidate() });
}

/** Changes a requirement (`PUT /requirements/{id}`). */
export function useUpdateRequirement() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateRequirements();
  return $api.useMutation('put', '/requirements/{id}', { onSuccess: () => invalidate() });
}
