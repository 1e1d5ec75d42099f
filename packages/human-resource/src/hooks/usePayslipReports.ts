import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { downloadAnswer, type FinalPayslip } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

export type FinalPayslipQuery = NonNullable<
  PayrollPaths['/payslips']['get']['parameters']['query']
>;
/** The two BPJS reports: health (Kesehatan) and employment (Ketenagakerjaan) insurance. */
export type BpjsReportProgramme = 'kesehatan' | 'ketenagakerjaan';
export type BpjsKesehatanReport = PayrollSchema<'BpjsKesehatanReport'>;
export type BpjsKetenagakerjaanReport = PayrollSchema<'BpjsKetenagakerjaanReport'>;
/** The filters of a BPJS report (both programmes take the same), and of its export. */
export type BpjsReportQuery = PayrollPaths['/reports/bpjs-kesehatan']['get']['parameters']['query'];
export type BpjsExportQuery =
  PayrollPaths['/reports/bpjs-kesehatan/export']['get']['parameters']['query'];

/**
 * The payslips of approved, paid and closed runs across months, newest month first, by month,
 * client and employee name or number, a page at a time (`GET /payroll/v4/payslips`).
 */
export function useFinalPayslips(query: FinalPayslipQuery) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/payslips',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** Downloads an employee's e-payslip PDF (behind sign-in and `payroll.read`: no password). */
export function useDownloadPayslipPdf() {
  const { fetchClient } = useApi().pdf;
  return useMutation({
    mutationFn: (payslip: Pick<FinalPayslip, 'id' | 'period' | 'employee'>) =>
      downloadAnswer(
        fetchClient.GET('/payslips/{id}', {
          params: { path: { id: payslip.id } },
          parseAs: 'blob',
        }),
        `payslip-${payslip.period}-${payslip.employee.number}.pdf`,
      ),
  });
}

/**
 * A month's BPJS Kesehatan per employee of the final runs, a page at a time, with the month's
 * totals (`GET /payroll/v4/reports/bpjs-kesehatan`); idle unless `enabled`.
 */
export function useBpjsKesehatanReport(query: BpjsReportQuery, enabled: boolean) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/reports/bpjs-kesehatan',
    { params: { query } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** The same for BPJS Ketenagakerjaan: JHT, JP, JKK and JKM (`/reports/bpjs-ketenagakerjaan`). */
export function useBpjsKetenagakerjaanReport(query: BpjsReportQuery, enabled: boolean) {
  return useApi().payroll.$api.useQuery(
    'get',
    '/reports/bpjs-ketenagakerjaan',
    { params: { query } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** Downloads a BPJS report of the filters as Excel (`bpjs-kesehatan-2026-11.xlsx`). */
export function useExportBpjsReport() {
  const { fetchClient } = useApi().payroll;
  return useMutation({
    mutationFn: ({
      programme,
      query,
    }: {
      programme: BpjsReportProgramme;
      query: BpjsExportQuery;
    }) =>
      downloadAnswer(
        programme === 'kesehatan'
          ? fetchClient.GET('/reports/bpjs-kesehatan/export', {
              params: { query },
              parseAs: 'blob',
            })
          : fetchClient.GET('/reports/bpjs-ketenagakerjaan/export', {
              params: { query },
              parseAs: 'blob',
            }),
        `bpjs-${programme}-${query.period}.xlsx`,
      ),
  });
}
