import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParamPatch<K extends string> = Partial<Record<K | 'page', string | number | null>>;

/**
 * A list's search, filters, sort and page kept in the URL query, so back and forward and a shared
 * link show the same list. Changing anything but the page goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const serialized = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the query changes
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])),
    [serialized, ...keys],
  ) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);

  const update = useCallback(
    (patch: ListParamPatch<K>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch) || patch.page === 1) next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return { values, page, update };
}

/** The sort of a DataTable from a `sort` parameter (`name` or `-name`). */
export function sortingFromParam(sort: string): { id: string; desc: boolean }[] {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  return [{ id: desc ? sort.slice(1) : sort, desc }];
}

/** The `sort` parameter of a DataTable's sort ('' when none). */
export function sortingToParam(sorting: { id: string; desc: boolean }[]): string {
  const first = sorting[0];
  if (!first) return '';
  return first.desc ? `-${first.id}` : first.id;
}

/** A query object without its empty values, so the API query and its cache key stay clean. */
export function compact<T extends Record<string, unknown>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}
