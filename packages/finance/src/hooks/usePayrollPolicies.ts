import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { answerOf, useApi } from '@staffdesk/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

/** A client's payroll policy (the defaults while it has none of its own). */
export type PayrollPolicy = PayrollSchema<'PayrollPolicy'>;
export type PayrollPolicyListQuery = NonNullable<
  PayrollPaths['/client-policies']['get']['parameters']['query']
>;
/** The body of `PUT /clients/{id}/payroll-policy`. */
export type PayrollPolicyBody =
  PayrollPaths['/clients/{id}/payroll-policy']['put']['requestBody']['content']['application/json'];

/** Every client's payroll policy, searched by name or code and paged by the server. */
export function usePayrollPolicies(query: PayrollPolicyListQuery) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/client-policies',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/** One client's payroll policy; idle without an id. */
export function usePayrollPolicy(clientId: string | undefined) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/clients/{id}/payroll-policy',
    { params: { path: { id: clientId ?? '' } } },
    { enabled: Boolean(clientId) },
  );
}

/**
 * Sets a client's payroll policy (`PUT /clients/{id}/payroll-policy`, `finance.manage`); the lists
 * of policies (with kit's tax methods by client) and the client's policy load again after.
 */
export function useSavePayrollPolicy() {
  const { fetchClient, $api } = useApi().payroll;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: PayrollPolicyBody }) =>
      answerOf(
        fetchClient.PUT('/clients/{id}/payroll-policy', {
          params: { path: { id: clientId } },
          body,
        }),
      ),
    onSuccess: (_saved, { clientId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: $api.queryOptions('get', '/client-policies').queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: $api.queryOptions('get', '/clients/{id}/payroll-policy', {
            params: { path: { id: clientId } },
          }).queryKey,
        }),
      ]),
  });
}
