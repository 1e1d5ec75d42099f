import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

/** A month's payroll per client run, with the totals of the final (approved, paid, closed) runs. */
export type PayrollSummary = PayrollSchema<'PayrollSummary'>;
export type PayrollSummaryRow = PayrollSummary['items'][number];
export type PayrollSummaryQuery =
  PayrollPaths['/reports/payroll-summary']['get']['parameters']['query'];

/**
 * A month's payroll cost per client run: state, employees, gross, BPJS, PPh 21, net and the
 * employer's cost, the invoice's cost basis (`GET /payroll/v4/reports/payroll-summary`).
 */
export function usePayrollSummary(query: PayrollSummaryQuery) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/reports/payroll-summary',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** Downloads a month's summary as Excel (`payroll-summary-2026-11.xlsx`). */
export function useExportPayrollSummary() {
  const { fetchClient } = useApi().payroll;
  return useMutation({
    mutationFn: (query: PayrollSummaryQuery) =>
      downloadAnswer(
        fetchClient.GET('/reports/payroll-summary/export', {
          params: { query },
          parseAs: 'blob',
        }),
        `payroll-summary-${query.period}.xlsx`,
      ),
  });
}
