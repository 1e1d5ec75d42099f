import { answerOf, failureStatus, useApi, useInvalidate } from '@staffdesk/core';
import { downloadAnswer, type Timesheet } from '@staffdesk/kit';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TimesheetDayChange } from '../lib/types';

/**
 * My timesheet of a period (`YYYY-MM`, named by the month it ends in), or of today's period when
 * none is given: its bounds, the periods around it and the sheet (null when I was not placed).
 * Reading never writes: a sheet not made yet is opened once (`POST /me/timesheet`, which makes it
 * from my attendance, leave and the calendar) and its answer shown in the read's place.
 */
export function useMyTimesheet(period: string | undefined) {
  const { $api, fetchClient } = useApi().main;
  const queryClient = useQueryClient();
  const init = { params: { query: period ? { period } : {} } };
  const query = $api.useQuery('get', '/me/timesheet', init, { placeholderData: keepPreviousData });
  const opened = useRef(new Set<string>());
  const open = useMutation({
    mutationFn: () => answerOf(fetchClient.POST('/me/timesheet', init)),
    onSuccess: (answer) =>
      queryClient.setQueryData($api.queryOptions('get', '/me/timesheet', init).queryKey, answer),
    // Trying again (the failure's retry reads again) opens it again.
    onError: () => opened.current.delete(period ?? ''),
  });
  const unopened = query.data !== undefined && !query.isPlaceholderData && !query.data.timesheet;
  const { mutate } = open;
  useEffect(() => {
    const key = period ?? '';
    if (!unopened || opened.current.has(key)) return;
    opened.current.add(key);
    mutate();
  }, [unopened, period, mutate]);
  if (open.isError) return { ...query, isError: true, error: open.error };
  return { ...query, isPending: query.isPending || open.isPending };
}

/**
 * After a change or a submit the sheet is read again; after a 409 too (someone else changed it,
 * or it was submitted or approved meanwhile), so the page shows what it is now.
 */
function useRefreshSheet() {
  const invalidate = useInvalidate();
  return {
    onSuccess: () => invalidate('/me/timesheet'),
    onError: (error: unknown) =>
      failureStatus(error) === 409 ? invalidate('/me/timesheet') : undefined,
  };
}

/** Corrects one day of my draft or disputed sheet. */
export function useChangeTimesheetDay() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: ({ id, date, body }: { id: string; date: string; body: TimesheetDayChange }) =>
      answerOf(
        fetchClient.PUT('/me/timesheets/{id}/days/{date}', {
          params: { path: { id, date } },
          body,
        }),
      ),
    ...useRefreshSheet(),
  });
}

/** Submits my draft or disputed sheet to the client PIC. */
export function useSubmitTimesheet() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (id: string) =>
      answerOf(fetchClient.POST('/me/timesheets/{id}/submit', { params: { path: { id } } })),
    ...useRefreshSheet(),
  });
}

/** Downloads my sheet as the client's PDF (`timesheet-2026-11.pdf` unless the server names it). */
export function useDownloadTimesheet() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (sheet: Pick<Timesheet, 'id' | 'period'>) =>
      downloadAnswer(
        fetchClient.GET('/me/timesheets/{id}/pdf', {
          params: { path: { id: sheet.id } },
          parseAs: 'blob',
        }),
        `timesheet-${sheet.period}.pdf`,
      ),
  });
}
