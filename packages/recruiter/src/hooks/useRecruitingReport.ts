import type { MainPaths } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type RecruitingReportQuery = MainPaths['/recruiting-report']['get']['parameters']['query'];

/**
 * The recruiting report of the candidates who entered a pipeline between `from` and `to`
 * (`GET /recruiting-report`); idle while the period is incomplete.
 */
export function useRecruitingReport(query: RecruitingReportQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/recruiting-report',
    { params: { query } },
    { enabled: Boolean(query.from && query.to), placeholderData: keepPreviousData },
  );
}
