import { describeFailure, paths } from '@staffdesk/core';
import { AccessDeniedPage, Button, ErrorState, NotFoundPage } from '@staffdesk/ui';
import { Link } from 'react-router';

function HomeLink() {
  return (
    <Button asChild variant="primary">
      <Link to={paths.home()}>Go to home</Link>
    </Button>
  );
}

/** The page for a path or record that does not exist. */
export function NotFound({ message }: { message?: string }) {
  return <NotFoundPage message={message} action={<HomeLink />} />;
}

/** The page for something the server refused (403): the user's roles do not allow it. */
export function AccessDenied({ message }: { message?: string }) {
  return <AccessDeniedPage message={message} action={<HomeLink />} />;
}

export type QueryFailureProps = {
  error: unknown;
  onRetry?: () => void;
  /** The title of a failure that a retry may mend. */
  title?: string;
};

/** A failed load: access denied (403), not found (404), or an error with a retry. */
export function QueryFailure({ error, onRetry, title }: QueryFailureProps) {
  const failure = describeFailure(error);
  if (failure.status === 403) return <AccessDenied />;
  if (failure.status === 404) return <NotFound message={failure.message} />;
  return <ErrorState title={title} message={failure.message} onRetry={onRetry} />;
}
