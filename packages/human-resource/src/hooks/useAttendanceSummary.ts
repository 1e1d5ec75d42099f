import { type ImportOutcome, importOutcome, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer, fileUpload, importQuery } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type { AttendanceSummaryExportQuery, AttendanceSummaryQuery } from './types';

/**
 * A month's attendance per employee, of one client, internal staff or everyone, a page at a time
 * (`GET /attendance-summary`, `attendance.manage`).
 */
export function useAttendanceSummary(query: AttendanceSummaryQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/attendance-summary',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** Downloads the month's summary of the current filters as Excel (`GET /attendance-summary/export`). */
export function useExportAttendanceSummary() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (query: AttendanceSummaryExportQuery) =>
      downloadAnswer(
        fetchClient.GET('/attendance-summary/export', { params: { query }, parseAs: 'blob' }),
        `attendance-summary-${query.month}.xlsx`,
      ),
  });
}

/**
 * Checks (`dryRun`) or imports an attendance machine's export (`POST /attendance/import`,
 * multipart `file`); the summary is read again after an import.
 */
export function useImportAttendance() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidate();
  return async (file: File, dryRun: boolean): Promise<ImportOutcome> => {
    const outcome = await importOutcome(
      fetchClient.POST('/attendance/import', { params: importQuery(dryRun), ...fileUpload(file) }),
    );
    if (!dryRun && outcome.imported > 0) await invalidate('/attendance-summary');
    return outcome;
  };
}
