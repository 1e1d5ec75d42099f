import { useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import { AccessDeniedPage, Button, ErrorState, NotFoundPage } from '@staffdesk/ui';
import type { ReactNode } from 'react';
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
