import { answerOf, useApi } from '@staffdesk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxMaster, TaxMasterInput, TaxMasterKind } from '../lib/masters';

/** The versions of one tax master, oldest first (`GET /tax-masters/{kind}`, `payroll.read`). */
export function useTaxMasters(kind: TaxMasterKind) {
  const { $api } = useApi().payroll;
  return $api.useQuery('get', '/tax-masters/{kind}', { params: { path: { kind } } });
}

/** The PTKP statuses with their TER category, annual amount and employees (`GET /ptkp-statuses`). */
export function usePtkpStatuses() {
  const { $api } = useApi().payroll;
  return $api.useQuery('get', '/ptkp-statuses');
}

/** What a save sends: a new version (no id) or a change to one. */
export type TaxMasterSave = { id: string | null; input: TaxMasterInput };

/**
 * Adds a version (`POST /tax-masters/{kind}`; 409 `tax-master-exists` when one starts that day) or
 * changes one (`PUT /tax-masters/{kind}/{id}`; 409 `tax-master-in-use` once an approved payroll run
 * used it). Needs `tax.manage`. Afterwards the kind's versions load again, and for PTKP the
 * statuses' annual amounts too.
 */
export function useSaveTaxMaster(kind: TaxMasterKind) {
  const { fetchClient, $api } = useApi().payroll;
  const queryClient = useQueryClient();
  const stale = async () => {
    const versions = $api.queryOptions('get', '/tax-masters/{kind}', {
      params: { path: { kind } },
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: versions.queryKey }),
      kind === 'ptkp'
        ? queryClient.invalidateQueries({
            queryKey: $api.queryOptions('get', '/ptkp-statuses').queryKey,
          })
        : null,
    ]);
  };
  return useMutation({
    mutationFn: ({ id, input }: TaxMasterSave): Promise<TaxMaster> =>
      id === null
        ? answerOf(
            fetchClient.POST('/tax-masters/{kind}', { params: { path: { kind } }, body: input }),
          )
        : answerOf(
            fetchClient.PUT('/tax-masters/{kind}/{id}', {
              params: { path: { kind, id } },
              body: input,
            }),
          ),
    onSuccess: stale,
    // An in-use answer means the list is out of date too (a run was approved meanwhile).
    onError: stale,
  });
}
