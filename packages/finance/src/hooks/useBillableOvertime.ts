import type { MainPaths, MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

/**
 * A client's period per employee, with the totals of the whole filter; what the employees are
 * paid (`payAmount`) only for those with `payroll.read`.
 */
export type BillableOvertime = MainSchema<'BillableOvertime'>;
export type BillableOvertimeRow = BillableOvertime['items'][number];
export type BillableOvertimeTotals = BillableOvertime['totals'];
export type BillableOvertimeQuery = MainPaths['/finance/overtime']['get']['parameters']['query'];
export type BillableOvertimeExportQuery =
  MainPaths['/finance/overtime/export']['get']['parameters']['query'];

/**
 * What each employee's approved overtime of a client's period bills the client (and pays), a
 * page at a time, with the totals to invoice (`GET /finance/overtime`, `finance.read`); idle
 * until a client is chosen.
 */
export function useBillableOvertime(query: BillableOvertimeQuery | null) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/finance/overtime',
    { params: { query: query ?? { clientId: '' } } },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
}

/** Downloads every employee of the filter as Excel (`GET /finance/overtime/export`). */
export function useExportBillableOvertime() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (query: BillableOvertimeExportQuery & { period: string }) =>
      downloadAnswer(
        fetchClient.GET('/finance/overtime/export', { params: { query }, parseAs: 'blob' }),
        `overtime-to-bill-${query.period}.xlsx`,
      ),
  });
}
