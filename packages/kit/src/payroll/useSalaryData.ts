import type { PayrollPaths } from '@staffdesk/api';
import { answerOf, useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NewPayrollAdjustment, PayrollAdjustment, SalaryDataBody } from './salary-data';

export type SalaryDataListQuery = NonNullable<
  PayrollPaths['/salary-data']['get']['parameters']['query']
>;
export type PayrollAdjustmentListQuery = PayrollPaths['/adjustments']['get']['parameters']['query'];

/** The most clients one answer lists (the server's largest page). */
const ALL_CLIENTS = 200;

/**
 * The cache keys of the salary data answers a change makes stale, from the generated query
 * options: every list of salary data, one employee's, and the one-off lines of a month of one
 * employee (react-query matches a key's prefix and the parameters given, whatever the others).
 */
function useSalaryKeys() {
  const { $api } = useApi().payroll;
  return useCallback(
    (employeeId: string) => ({
      lists: $api.queryOptions('get', '/salary-data').queryKey,
      employee: $api.queryOptions('get', '/employees/{id}/salary-data', {
        params: { path: { id: employeeId } },
      }).queryKey,
      lines: (period: string) =>
        $api.queryOptions('get', '/adjustments', { params: { query: { period, employeeId } } })
          .queryKey,
    }),
    [$api],
  );
}

/** Employees with the salary data in force in a month, searched and paged by the server. */
export function useSalaryDataList(query: SalaryDataListQuery) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/salary-data',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * Every client's payroll policy (the defaults where it has none), for the tax method an employee
 * following their client gets; idle while `enabled` is false.
 */
export function useClientPayrollPolicies(enabled = true) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/client-policies',
    { params: { query: { pageSize: ALL_CLIENTS } } },
    { staleTime: 60_000, enabled },
  );
}

/** An employee's salary data this month, and every version; idle without an id. */
export function useEmployeeSalaryData(employeeId: string | undefined) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/employees/{id}/salary-data',
    { params: { path: { id: employeeId ?? '' } } },
    { enabled: Boolean(employeeId) },
  );
}

/**
 * Sets an employee's salary data from a month on (`PUT …/salary-data/{effectiveFrom}`; 409 when
 * that month's payroll is approved). From a month that has begun the placement's pay follows, so
 * the employee's record is stale too.
 */
export function useSaveSalaryData() {
  const { fetchClient } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useSalaryKeys();
  const invalidateMain = useInvalidate();
  return useMutation({
    mutationFn: ({
      employeeId,
      effectiveFrom,
      body,
    }: {
      employeeId: string;
      effectiveFrom: string;
      body: SalaryDataBody;
    }) =>
      answerOf(
        fetchClient.PUT('/employees/{id}/salary-data/{effectiveFrom}', {
          params: { path: { id: employeeId, effectiveFrom } },
          body,
        }),
      ),
    onSuccess: (_saved, { employeeId }) => {
      const keys = keysOf(employeeId);
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      void queryClient.invalidateQueries({ queryKey: keys.employee });
      void invalidateMain('/employees', '/employees/{id}');
    },
  });
}

/** A month's one-off lines (of one employee, with `employeeId`); idle while `query` is null. */
export function usePayrollAdjustments(query: PayrollAdjustmentListQuery | null) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/adjustments',
    { params: { query: query ?? { period: '' } } },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
}

/** Adds a one-off line to an employee's month (`POST /adjustments`; 409 once it is approved). */
export function useCreatePayrollAdjustment() {
  const { fetchClient } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useSalaryKeys();
  return useMutation({
    mutationFn: (body: NewPayrollAdjustment) =>
      answerOf(fetchClient.POST('/adjustments', { body })),
    onSuccess: (_added, { employeeId, period }) =>
      queryClient.invalidateQueries({ queryKey: keysOf(employeeId).lines(period) }),
  });
}

/** Removes a one-off line (`DELETE /adjustments/{id}`; 409 once its month is approved). */
export function useDeletePayrollAdjustment() {
  const { fetchClient } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useSalaryKeys();
  return useMutation({
    mutationFn: (line: Pick<PayrollAdjustment, 'id' | 'employeeId' | 'period'>) =>
      answerOf(fetchClient.DELETE('/adjustments/{id}', { params: { path: { id: line.id } } })),
    onSuccess: (_removed, { employeeId, period }) =>
      queryClient.invalidateQueries({ queryKey: keysOf(employeeId).lines(period) }),
  });
}
