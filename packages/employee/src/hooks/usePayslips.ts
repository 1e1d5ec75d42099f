import type { PayrollPaths } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { downloadAnswer, type FinalPayslip } from '@staffdesk/kit';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

export type MyPayslipsQuery = NonNullable<
  PayrollPaths['/me/payslips']['get']['parameters']['query']
>;

/**
 * My payslips of paid runs, newest first, a page at a time, of one month (`period`) or all, and
 * how their PDFs open (`GET /payroll/v4/me/payslips`; 404 without an employee record).
 */
export function useMyPayslips(query: MyPayslipsQuery) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/me/payslips',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * Which of my payslips the payslip mail's link (`?t=`) points at (`GET /me/payslip-links/{token}`):
 * 410 once expired, 404 for a token that is not mine. Asked once; a failure is not retried.
 */
export function useMyPayslipLink(token: string | null) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/me/payslip-links/{token}',
    { params: { path: { token: token ?? '' } } },
    { enabled: token !== null, retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
}

/** After my e-payslip password is set or removed, my payslips (which say whether it is) load again. */
function useRefreshMyPayslips() {
  const { $api } = useApi().payroll;
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', '/me/payslips').queryKey });
}

/** Sets my e-payslip password (`PUT /me/payslip-password`; 400 with a field error when weak). */
export function useSetMyPayslipPassword() {
  const refresh = useRefreshMyPayslips();
  return useApi().payroll.$api.useMutation('put', '/me/payslip-password', { onSuccess: refresh });
}

/** Removes my e-payslip password (`DELETE /me/payslip-password`): mails carry the link only. */
export function useRemoveMyPayslipPassword() {
  const refresh = useRefreshMyPayslips();
  return useApi().payroll.$api.useMutation('delete', '/me/payslip-password', {
    onSuccess: refresh,
  });
}

/** Downloads my e-payslip PDF (`payslip-2026-11.pdf` unless the server names it). */
export function useDownloadMyPayslip() {
  const { fetchClient } = useApi().pdf;
  return useMutation({
    mutationFn: (payslip: Pick<FinalPayslip, 'id' | 'period'>) =>
      downloadAnswer(
        fetchClient.GET('/me/payslips/{id}', {
          params: { path: { id: payslip.id } },
          parseAs: 'blob',
        }),
        `payslip-${payslip.period}.pdf`,
      ),
  });
}

/**
 * Downloads my form 1721-A1 of a year (`1721-A1-2026.pdf` unless the server names it); a 404
 * when I had no final payslip that year.
 */
export function useDownloadMyAnnualTaxForm() {
  const { fetchClient } = useApi().pdf;
  return useMutation({
    mutationFn: (year: number) =>
      downloadAnswer(
        fetchClient.GET('/me/annual-tax/{year}', {
          params: { path: { year } },
          parseAs: 'blob',
        }),
        `1721-A1-${year}.pdf`,
      ),
  });
}
