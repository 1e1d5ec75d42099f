import { problemMessage } from '@staffdesk/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';

/** A mailed link the server does not know (or that names another email): it answers 404. */
export type LinkNotFound = { state: 'not-found' };
/** A mailed link past its expiry: the server answers 410 with its word, and shows nothing else. */
export type LinkExpired = { state: 'expired'; message: string };

/** An answer of the typed client (`fetchClient.GET`). */
type Answer<View> = { data?: View; error?: unknown; response: Response };

/**
 * A mailed link's view, read without retries: `not-found` when the link lacks a part
 * (`complete` false) or the server answers 404; `expired` (with the server's word) on 410.
 * `queryKey` is the one `$api` gives the operation
 * and its parameters, so a decision's answer (the new view) can replace the cached one.
 */
export function useLinkView<View>(
  queryKey: QueryKey,
  complete: boolean,
  get: () => Promise<Answer<View>>,
) {
  const query = useQuery({
    queryKey,
    retry: false,
    queryFn: async (): Promise<View | LinkNotFound | LinkExpired> => {
      if (!complete) return { state: 'not-found' };
      const { data, error, response } = await get();
      if (response.status === 404) return { state: 'not-found' };
      if (response.status === 410) return { state: 'expired', message: problemMessage(error) };
      if (error !== undefined || !data) throw error;
      return data;
    },
  });
  return { ...query, queryKey };
}
