import type { MainPaths, MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type Job = MainSchema<'Job'>;
export type JobState = Job['state'];
export type JobListQuery = NonNullable<MainPaths['/jobs']['get']['parameters']['query']>;

/** Background jobs, newest first (`GET /jobs`); read again every 5 s while one is unfinished. */
export function useJobs(query: JobListQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/jobs',
    { params: { query } },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (q) =>
        q.state.data?.items.some((job) => !['completed', 'failed', 'cancelled'].includes(job.state))
          ? 5_000
          : false,
    },
  );
}
