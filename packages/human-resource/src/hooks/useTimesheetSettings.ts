import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { fileUpload } from '@staffdesk/kit';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimesheetSettings, TimesheetSettingsBody, TimesheetSettingsQuery } from './types';

/** Every client's cut-off, approvers and format at a glance, a page at a time. */
export function useTimesheetSettingsList(query: TimesheetSettingsQuery) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/timesheet-settings',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * A client's timesheet settings (the defaults until set), its PICs and the alternates they
 * named; idle without a client.
 */
export function useTimesheetSettings(clientId: string | null | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/clients/{id}/timesheet-settings',
    { params: { path: { id: clientId ?? '' } } },
    { enabled: Boolean(clientId) },
  );
}

/**
 * Keeps the answer of a change as the client's settings (so the page shows it at once) and
 * marks the list stale.
 */
function useSettingsAnswer() {
  const { $api } = useApi().main;
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return async (settings: TimesheetSettings) => {
    queryClient.setQueryData(
      $api.queryOptions('get', '/clients/{id}/timesheet-settings', {
        params: { path: { id: settings.clientId } },
      }).queryKey,
      settings,
    );
    await invalidate('/timesheet-settings', '/timesheets');
  };
}

/** Saves a client's cut-off, approvers, schedule and format (every field, as the API wants). */
export function useSaveTimesheetSettings() {
  const { fetchClient } = useApi().main;
  const keep = useSettingsAnswer();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: TimesheetSettingsBody }) =>
      answerOf(
        fetchClient.PUT('/clients/{id}/timesheet-settings', {
          params: { path: { id: clientId } },
          body,
        }),
      ),
    onSuccess: keep,
  });
}

/** Puts a logo (PNG or JPEG of at most 1 MB, multipart `file`) on the client's timesheet PDF. */
export function useUploadTimesheetLogo() {
  const { fetchClient } = useApi().main;
  const keep = useSettingsAnswer();
  return useMutation({
    mutationFn: ({ clientId, file }: { clientId: string; file: File }) =>
      answerOf(
        fetchClient.PUT('/clients/{id}/timesheet-settings/logo', {
          params: { path: { id: clientId } },
          ...fileUpload(file),
        }),
      ),
    onSuccess: keep,
  });
}

/** Takes the logo off the client's timesheet PDF. */
export function useRemoveTimesheetLogo() {
  const { fetchClient } = useApi().main;
  const keep = useSettingsAnswer();
  return useMutation({
    mutationFn: (clientId: string) =>
      answerOf(
        fetchClient.DELETE('/clients/{id}/timesheet-settings/logo', {
          params: { path: { id: clientId } },
        }),
      ),
    onSuccess: keep,
  });
}

/**
 * HR's decision on an alternate approver a PIC named: `confirm` one waiting for HR (an address
 * outside the client's domain), or `revoke` one (the links already sent to it stop working).
 */
export function useDecideTimesheetAlternate() {
  const { fetchClient } = useApi().main;
  const keep = useSettingsAnswer();
  return useMutation({
    mutationFn: ({
      clientId,
      alternateId,
      decision,
    }: {
      clientId: string;
      alternateId: string;
      decision: 'confirm' | 'revoke';
    }) => {
      const params = { params: { path: { id: clientId, alternateId } } };
      return answerOf(
        decision === 'confirm'
          ? fetchClient.POST('/clients/{id}/timesheet-alternates/{alternateId}/confirm', params)
          : fetchClient.POST('/clients/{id}/timesheet-alternates/{alternateId}/revoke', params),
      );
    },
    onSuccess: keep,
  });
}
