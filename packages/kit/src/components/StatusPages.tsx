import { useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import { AccessDeniedPage, Button, ErrorState, LoadingState, NotFoundPage } from '@staffdesk/ui';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a status page's one button leads: home by default, a section's own start otherwise. */
export type StatusPageAction = { to: string; label: string };

/** The button of a status page: `action`, or "Go to home". */
function ActionLink({ action }: { action: StatusPageAction | undefined }) {
  const { t } = useLingui();
  const { to, label } = action ?? { to: paths.home(), label: t`Go to home` };
  return (
    <Button asChild variant="primary">
      <Link to={to}>{label}</Link>
    </Button>
  );
}

/** The page for a path or record that does not exist. */
export function NotFound({ message, action }: { message?: string; action?: StatusPageAction }) {
  return <NotFoundPage message={message} action={<ActionLink action={action} />} />;
}

/** The page for something the server refused (403): the user's roles do not allow it. */
export function AccessDenied({ message, action }: { message?: string; action?: StatusPageAction }) {
  return <AccessDeniedPage message={message} action={<ActionLink action={action} />} />;
}

export type QueryFailureProps = {
  error: unknown;
  onRetry?: () => void;
  /** The title of a failure that a retry may mend. */
  title?: string;
  /** The button of the 403 and 404 pages (default: home). */
  action?: StatusPageAction;
  /** What a 403 says instead of the default. */
  accessDeniedMessage?: string;
  /** What a 404 shows instead of the not-found page (e.g. "not linked to an employee record"). */
  notFound?: ReactNode;
};

/** A failed load: access denied (403), not found (404), or an error with a retry. */
export function QueryFailure({
  error,
  onRetry,
  title,
  action,
  accessDeniedMessage,
  notFound,
}: QueryFailureProps) {
  const failure = describeFailure(error);
  if (failure.status === 403) return <AccessDenied message={accessDeniedMessage} action={action} />;
  if (failure.status === 404) {
    return notFound ?? <NotFound message={failure.message} action={action} />;
  }
  return <ErrorState title={title} message={failure.message} onRetry={onRetry} />;
}

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
  /** The failure view (default `QueryFailure`); a section binds its own way out and 404. */
  failure?: ComponentType<Pick<QueryFailureProps, 'error' | 'onRetry' | 'title'>>;
  children: (data: T) => ReactNode;
};

/** A query's content, or its skeleton, or its failure (`QueryFailure`) with a retry. */
export function QueryView<T>({
  query,
  loadingLabel,
  rows = 3,
  errorTitle,
  failure: Failure = QueryFailure,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState rows={rows} label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <Failure error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
