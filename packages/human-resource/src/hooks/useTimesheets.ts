import { answerOf, failureStatus, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import type {
  TimesheetDayChangeBody,
  TimesheetListQuery,
  TimesheetPeriodBody,
  TimesheetSendBody,
} from './types';

/**
 * A client's period: a page of its timesheets and the count of each state (`GET /timesheets`,
 * `attendance.manage`); idle until a client and a period are chosen.
 */
export function useTimesheets(query: TimesheetListQuery | null) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/timesheets',
    { params: { query: query ?? { clientId: '', period: '' } } },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
}

/** Who was asked to approve a client's period, followed up, escalated, and who decided. */
export function useTimesheetApprovalRequests(query: TimesheetPeriodBody | null) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/timesheet-periods/requests',
    { params: { query: query ?? { clientId: '', period: '' } } },
    { enabled: query !== null },
  );
}

/** One timesheet with every day (`GET /timesheets/{id}`). */
export function useTimesheet(id: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/timesheets/{id}', { params: { path: { id } } });
}

/** What a change of the sheets re-reads: the sheet, the period's list and its requests. */
function useInvalidateTimesheets() {
  const invalidate = useInvalidate();
  return () => invalidate('/timesheets/{id}', '/timesheets', '/timesheet-periods/requests');
}

/** Makes the period's missing sheets from attendance, leave and the calendar. */
export function useBuildTimesheets() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (body: TimesheetPeriodBody) =>
      answerOf(fetchClient.POST('/timesheet-periods/build', { body })),
    onSuccess: () => invalidate(),
  });
}

/** Mails the client's approver the period's submitted sheets no request covers yet. */
export function useSendTimesheets() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (body: TimesheetSendBody) =>
      answerOf(fetchClient.POST('/timesheet-periods/send', { body })),
    onSuccess: () => invalidate(),
  });
}

/** Downloads a sheet as a PDF in its client's format. */
export function useDownloadTimesheetPdf() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: ({ id, fileName }: { id: string; fileName: string }) =>
      downloadAnswer(
        fetchClient.GET('/timesheets/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' }),
        fileName,
      ),
  });
}

/** The answer of a change that may find the sheet locked meanwhile (409): read it again then. */
function useSheetMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidate(),
    onError: (error) => {
      if (failureStatus(error) === 409) void invalidate();
    },
  });
}

/** Corrects one day of a draft or disputed sheet (409 `timesheet-locked` otherwise). */
export function useChangeTimesheetDay() {
  const { fetchClient } = useApi().main;
  return useSheetMutation(
    ({ id, date, body }: { id: string; date: string; body: TimesheetDayChangeBody }) =>
      answerOf(
        fetchClient.PUT('/timesheets/{id}/days/{date}', { params: { path: { id, date } }, body }),
      ),
  );
}

/** Submits a draft or disputed sheet on the employee's behalf. */
export function useSubmitTimesheet() {
  const { fetchClient } = useApi().main;
  return useSheetMutation((id: string) =>
    answerOf(fetchClient.POST('/timesheets/{id}/submit', { params: { path: { id } } })),
  );
}

/** Reopens an approved sheet payroll has not read, with a reason: the PIC is asked again. */
export function useReopenTimesheet() {
  const { fetchClient } = useApi().main;
  return useSheetMutation(({ id, reason }: { id: string; reason: string }) =>
    answerOf(
      fetchClient.POST('/timesheets/{id}/reopen', { params: { path: { id } }, body: { reason } }),
    ),
  );
}
