import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { CandidateQuery, VacancyListQuery } from '../lib/vacancies';

/** Vacancies, searched, filtered and paged by the server (`GET /vacancies`). */
export function useVacancyList(query: VacancyListQuery, enabled = true) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/vacancies',
    { params: { query } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** One vacancy (`GET /vacancies/{id}`); idle without an id. */
export function useVacancy(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/vacancies/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

function useInvalidateVacancies() {
  const invalidate = useInvalidate();
  return () => invalidate('/vacancies', '/vacancies/{id}', '/job-taxonomy');
}

/** Publishes a requirement as a vacancy, or keeps it a draft (`POST /vacancies`). */
export function useCreateVacancy() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateVacancies();
  return $api.useMutation('post', '/vacancies', { onSuccess: () => invalidate() });
}

/** Changes a vacancy (`PUT /vacancies/{id}`). */
export function useUpdateVacancy() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateVacancies();
  return $api.useMutation('put', '/vacancies/{id}', { onSuccess: () => invalidate() });
}

/** Categories with their roles, and skills (`GET /job-taxonomy`). */
export function useJobTaxonomy() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/job-taxonomy', {}, { staleTime: 30_000 });
}

/** The requirements a vacancy can be made from: the newest 200, filtered on the page. */
export function useRequirementChoices(enabled: boolean) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/requirements',
    { params: { query: { page: 1, pageSize: 200 } } },
    { enabled, staleTime: 30_000 },
  );
}

/** A requirement's pipeline: the vacancy's applicants (`GET /requirements/{id}/pipeline`). */
export function useApplicants(requirementId: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/requirements/{id}/pipeline',
    { params: { path: { id: requirementId ?? '' } } },
    { enabled: Boolean(requirementId) },
  );
}

/** The CV database's search (`GET /candidates`). */
export function useCandidateSearch(query: CandidateQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/candidates',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** The taxonomy's changes; each refreshes the taxonomy and the vacancies that show it. */
export function useTaxonomyMutations() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate('/job-taxonomy', '/vacancies', '/vacancies/{id}');
  return {
    createCategory: $api.useMutation('post', '/job-categories', { onSuccess }),
    updateCategory: $api.useMutation('put', '/job-categories/{id}', { onSuccess }),
    createRole: $api.useMutation('post', '/job-roles', { onSuccess }),
    updateRole: $api.useMutation('put', '/job-roles/{id}', { onSuccess }),
    createSkill: $api.useMutation('post', '/job-skills', { onSuccess }),
    updateSkill: $api.useMutation('put', '/job-skills/{id}', { onSuccess }),
    remove: $api.useMutation('delete', '/job-taxonomy/{kind}/{id}', { onSuccess }),
  };
}
