import type { PayrollPaths } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { downloadAnswer, type FinalPayslip } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

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
