import type { MainPaths } from '@staffdesk/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A path of the main API that answers `GET` (a key of the generated `paths`). */
export type MainGetPath = {
  [Path in keyof MainPaths]: MainPaths[Path] extends { get: unknown } ? Path : never;
}[keyof MainPaths];

/**
 * The cache key shared by every answer of `GET path` that `$api.useQuery` / `$api.queryOptions`
 * holds, whatever its parameters: openapi-react-query keys an answer `[method, path, init]`, so
 * this prefix matches them all. Derived from the operation, never written by hand in a page.
 */
export function mainQueryKey<Path extends MainGetPath>(path: Path): readonly ['get', Path] {
  return ['get', path] as const;
}

/**
 * Marks the cached answers of some `GET` operations of the main API stale (all their parameters),
 * so the pages that show them load again: `invalidate('/users', '/users/{id}')` after a save.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (...paths: MainGetPath[]) => {
      await Promise.all(
        paths.map((path) => queryClient.invalidateQueries({ queryKey: mainQueryKey(path) })),
      );
    },
    [queryClient],
  );
}

/** The data of a typed client call, or its problem thrown (for `useQuery`/`useMutation` bodies). */
export async function answerOf<Data>(
  call: Promise<{ data?: Data; error?: unknown }>,
): Promise<Data> {
  const { data, error } = await call;
  if (error !== undefined) throw error;
  return data as Data;
}
