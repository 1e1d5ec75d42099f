import type { MainPaths } from '@staffdesk/api';
import {
  answerOf,
  compact,
  failureStatus,
  hasPermission,
  useApi,
  useCurrentUser,
  useInvalidate,
  useListParams,
} from '@staffdesk/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { JoiningInfoBody } from './onboarding';

export type OnboardingListQuery = NonNullable<
  MainPaths['/onboarding']['get']['parameters']['query']
>;

/** The most entries one answer lists (the server's largest page). */
export const ALL_ONBOARDING = 200;

/** Accepted offers (`offered`) or the candidates made employees (`hired`), paged by the server. */
export function useOnboardingList(query: OnboardingListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/onboarding',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** The rows one page of an on-boarding list shows. */
export const ONBOARDING_PAGE_SIZE = 20;

/**
 * An on-boarding list page: its client filter and page in the address, the list of that state,
 * and whether the user may not see it (no `employees.read`, or the server said 403).
 */
export function useOnboardingListPage(state: OnboardingListQuery['state']) {
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['client'] as const);
  const list = useOnboardingList({
    state,
    ...compact({ clientId: values.client }),
    page,
    pageSize: ONBOARDING_PAGE_SIZE,
  });
  const denied =
    failureStatus(list.error) === 403 || Boolean(me && !hasPermission(me, 'employees.read'));
  return { values, page, update, list, denied };
}

/**
 * Saves a candidate's joining date, documents checklist and notes (`PUT …/joining-info`; 409 once
 * hired); the on-boarding lists load again.
 */
export function useSaveJoiningInfo() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: JoiningInfoBody }) =>
      answerOf(
        fetchClient.PUT('/onboarding/{id}/joining-info', {
          params: { path: { id: applicationId } },
          body,
        }),
      ),
    onSuccess: () => invalidate('/onboarding'),
  });
}

/**
 * Makes the accepted candidate an employee (`POST …/hire`): 409 when already hired, documents are
 * not all ticked, the headcount is full or the NIK is taken. The on-boarding lists and the
 * employees load again.
 */
export function useHireCandidate() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      applicationId,
      approverPicIds = [],
    }: {
      applicationId: string;
      approverPicIds?: string[];
    }) =>
      answerOf(
        fetchClient.POST('/onboarding/{id}/hire', {
          params: { path: { id: applicationId } },
          body: { approverPicIds },
        }),
      ),
    onSuccess: () => invalidate('/onboarding', '/employees'),
  });
}
