import {
  type ImportOutcome,
  type ImportProgress,
  importOutcome,
  useApi,
  useInvalidate,
} from '@staffdesk/core';
import { downloadAnswer, fileUpload, importQuery } from '@staffdesk/kit';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { todayInJakarta } from '../lib/labels';
import type { EmployeeExportQuery, EmployeeListQuery } from './types';

/** Employees, searched, filtered, sorted and paged by the server (`GET /employees`). */
export function useEmployeeList(query: EmployeeListQuery, options: { enabled?: boolean } = {}) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/employees',
    { params: { query } },
    { placeholderData: keepPreviousData, enabled: options.enabled ?? true },
  );
}

/** One employee with personal data and placement (`GET /employees/{id}`). */
export function useEmployee(id: string | undefined) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/employees/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: Boolean(id) },
  );
}

/** The employee's work history, newest first (`GET /employees/{id}/history`). */
export function useEmployeeHistory(id: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/employees/{id}/history', { params: { path: { id } } });
}

/** How many employees have each status, and contracts ending soon (`GET /employees/status-counts`). */
export function useStatusCounts() {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/employees/status-counts');
}

/** After any change to an employee: lists, counts, the record and its history are stale. */
export function useInvalidateEmployees() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      '/employees',
      '/employees/status-counts',
      '/employees/{id}',
      '/employees/{id}/history',
      '/employees/{id}/supporting',
    );
}

/** Adds an employee with a placement (`POST /employees`). */
export function useCreateEmployee() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateEmployees();
  return $api.useMutation('post', '/employees', { onSuccess: () => invalidate() });
}

/** Changes personal data (`PATCH /employees/{id}`). */
export function useUpdateEmployee() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateEmployees();
  return $api.useMutation('patch', '/employees/{id}', { onSuccess: () => invalidate() });
}

/** Changes the placement or salary from a date, kept as work history (`PUT …/placement`). */
export function useChangePlacement() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateEmployees();
  return $api.useMutation('put', '/employees/{id}/placement', { onSuccess: () => invalidate() });
}

/** Changes the employment status from a date (`PUT /employees/{id}/status`). */
export function useChangeStatus() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateEmployees();
  return $api.useMutation('put', '/employees/{id}/status', { onSuccess: () => invalidate() });
}

/** Invites the employee as a user with the Employee role (`POST /employees/{id}/account`). */
export function useGiveAccount() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateEmployees();
  return $api.useMutation('post', '/employees/{id}/account', { onSuccess: () => invalidate() });
}

/** Downloads the employees of the current filters as Excel (`GET /employees/export`). */
export function useExportEmployees() {
  const { fetchClient } = useApi().main;
  return useMutation({
    mutationFn: (query: EmployeeExportQuery) =>
      downloadAnswer(
        fetchClient.GET('/employees/export', { params: { query }, parseAs: 'blob' }),
        `employees-${todayInJakarta()}.xlsx`,
      ),
  });
}

/** Checks (`dryRun`) or imports a file of employees (`POST /employees/import`, multipart `file`). */
export function useImportEmployees() {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateEmployees();
  return async (
    file: File,
    dryRun: boolean,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ImportOutcome> => {
    const outcome = await importOutcome(
      fetchClient.POST('/employees/import', { params: importQuery(dryRun), ...fileUpload(file) }),
      { main: fetchClient, onProgress },
    );
    if (!dryRun && outcome.imported > 0) await invalidate();
    return outcome;
  };
}
