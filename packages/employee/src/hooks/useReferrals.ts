import type { MainOperations, MainSchema } from '@staffdesk/api';
import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type OpenVacancy = MainSchema<'PublicVacancy'>;
export type OpenVacancyQuery = NonNullable<
  MainOperations['listMyOpenVacancies']['parameters']['query']
>;
export type Referral = MainSchema<'MyReferrals'>['items'][number];
export type ReferralBody = NonNullable<
  MainOperations['referCandidate']['requestBody']
>['content']['application/json'];

/** Open vacancies I may refer someone to (`GET /me/vacancies`). */
export function useOpenVacancies(query: OpenVacancyQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/me/vacancies',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** The people I referred and where each stands (`GET /me/referrals`). */
export function useMyReferrals() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/me/referrals');
}

/** Refers someone to an open vacancy (`POST /me/referrals`); my referrals are fetched again. */
export function useReferCandidate() {
  const { $api } = useApi().main;
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/me/referrals', {
    onSuccess: () => invalidate('/me/referrals'),
  });
}
