import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

/** A month's PPh 21 per employee, with the month's totals (`taxableGross`, `tax`). */
export type Pph21Report = PayrollSchema<'Pph21Report'>;
export type Pph21Row = Pph21Report['items'][number];
/** The filters of the list: month, client, search and the page. */
export type Pph21ReportQuery = PayrollPaths['/reports/pph21']['get']['parameters']['query'];
/** The filters of the e-Bupot export: the list's, without paging. */
export type Pph21ExportQuery = PayrollPaths['/reports/pph21/export']['get']['parameters']['query'];

/**
 * A month's PPh 21 per employee of the approved, paid and closed runs, a page at a time, with the
 * totals of the whole filter (`GET /payroll/v4/reports/pph21`, `payroll.read`); idle unless
 * `enabled`.
 */
export function usePph21Report(query: Pph21ReportQuery, enabled = true) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/reports/pph21',
    { params: { query } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/**
 * Downloads the month's PPh 21 list as XLSX in the columns of the e-Bupot 21 monthly import
 * (`pph21-2026-11.xlsx` unless the server names it).
 */
export function useExportPph21Report() {
  const { fetchClient } = useApi().payroll;
  return useMutation({
    mutationFn: (query: Pph21ExportQuery) =>
      downloadAnswer(
        fetchClient.GET('/reports/pph21/export', { params: { query }, parseAs: 'blob' }),
        `pph21-${query.period}.xlsx`,
      ),
  });
}

/**
 * Downloads every employee's 1721-A1 figures of a year (of one client, or all) as one XLSX, a row
 * per employee with the form's twenty lines.
 */
export function useExportAnnualTax() {
  const { fetchClient } = useApi().payroll;
  return useMutation({
    mutationFn: (query: { year: number; clientId?: string }) =>
      downloadAnswer(
        fetchClient.GET('/reports/annual-tax/export', { params: { query }, parseAs: 'blob' }),
        `1721-A1-${query.year}.xlsx`,
      ),
  });
}

/** The employee's form 1721-A1 of a year: kit's download, shared with HR's e-payslips. */
export { type AnnualTaxFormRequest, useDownloadAnnualTaxForm } from '@staffdesk/kit';
