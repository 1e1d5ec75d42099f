import type { MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type StaffingRequirementSummary = MainSchema<'StaffingRequirementSummary'>;
export type StaffingRequirement = MainSchema<'StaffingRequirement'>;
export type StaffingRequirementStatus = StaffingRequirementSummary['status'];

/** Every client's requirements (the open ones unless a status is chosen), for HR, read-only. */
export function useStaffingRequirements(query: {
  search: string;
  clientId: string;
  status: StaffingRequirementStatus | '';
  page: number;
  pageSize: number;
}) {
  return useApi().main.$api.useQuery(
    'get',
    '/staffing-requirements',
    {
      params: {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          ...(query.search ? { search: query.search } : {}),
          ...(query.clientId ? { clientId: query.clientId } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/** One requirement with its candidates' stages and the hires waiting for on-boarding. */
export function useStaffingRequirement(id: string) {
  return useApi().main.$api.useQuery('get', '/staffing-requirements/{id}', {
    params: { path: { id } },
  });
}
