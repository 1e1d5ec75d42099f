import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { QueryFailure } from './StatusPages';

/** The parts of a React Query result a page needs to show its states. */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

export type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** What is loading, for screen readers: "Loading your profile…". */
  loadingLabel: string;
  /** Skeleton rows while loading (default 3). */
  rows?: number;
  /** The title of a failure a retry may mend. */
  errorTitle?: string;
  children: (data: T) => ReactNode;
};

/** A query's content, or its skeleton, its failure with a retry, or "not linked" on a 404. */
export function QueryView<T>({
  query,
  loadingLabel,
  rows = 3,
  errorTitle,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState rows={rows} label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <QueryFailure error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
