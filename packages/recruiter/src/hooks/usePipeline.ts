import { answerOf, useApi } from '@staffdesk/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineEntry, PipelineStage } from '../lib/pipeline';
import { useInvalidateRequirements } from './useRequirements';

/** A requirement's pipeline: every candidate with their stage (`GET /requirements/{id}/pipeline`). */
export function usePipeline(requirementId: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/requirements/{id}/pipeline', {
    params: { path: { id: requirementId } },
  });
}

/** What a move sends: the stage shown (`fromStage`), the new one and, to leave, why. */
export type PipelineMove = {
  entry: PipelineEntry;
  stage: PipelineStage;
  reason?: string | null;
};

/**
 * Moves a candidate to another stage (`POST /pipeline/{id}/move`) with the stage the mover saw,
 * so a move made meanwhile by someone else is refused (409 `stage-changed`) rather than undone.
 * The card moves at once; the board, the requirement and the lists load again after.
 */
export function useMovePipelineEntry(requirementId: string) {
  const { $api, fetchClient } = useApi().main;
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRequirements();
  const { queryKey } = $api.queryOptions('get', '/requirements/{id}/pipeline', {
    params: { path: { id: requirementId } },
  });
  return useMutation({
    mutationFn: ({ entry, stage, reason }: PipelineMove) =>
      answerOf(
        fetchClient.POST('/pipeline/{id}/move', {
          params: { path: { id: entry.id } },
          body: { stage, fromStage: entry.stage, reason: reason?.trim() ? reason.trim() : null },
        }),
      ),
    onMutate: async ({ entry, stage }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<{ items: PipelineEntry[] }>(queryKey);
      if (before) {
        queryClient.setQueryData(queryKey, {
          items: before.items.map((item) => (item.id === entry.id ? { ...item, stage } : item)),
        });
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => invalidate(),
  });
}

/** Candidates of the CV database not yet in this requirement's pipeline, searched. */
export function useCandidatesToAdd(requirementId: string, search: string, enabled: boolean) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/candidates',
    {
      params: {
        query: {
          notInRequirementId: requirementId,
          pageSize: 20,
          ...(search ? { search } : {}),
        },
      },
    },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** Puts candidates into the pipeline at `sourced` (`POST /requirements/{id}/pipeline`). */
export function useAddToPipeline(requirementId: string) {
  const { fetchClient } = useApi().main;
  const invalidate = useInvalidateRequirements();
  return useMutation({
    mutationFn: (candidateIds: string[]) =>
      answerOf(
        fetchClient.POST('/requirements/{id}/pipeline', {
          params: { path: { id: requirementId } },
          body: { candidateIds },
        }),
      ),
    onSuccess: () => invalidate(),
  });
}
