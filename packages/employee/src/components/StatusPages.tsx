import { describeFailure, paths } from '@staffdesk/core';
import { AccessDeniedPage, Button, EmptyState, ErrorState, NotFoundPage } from '@staffdesk/ui';
import { Link } from 'react-router';

/** What every page says when the signed-in user has no employee record. */
export const NOT_LINKED_MESSAGE = 'Your account is not linked to an employee record. Ask HR.';

/** The plain state of an account without an employee record (a 404 from `/me/employee…`). */
export function NotLinked() {
  return (
    <EmptyState
      title={NOT_LINKED_MESSAGE}
      description="HR links your Staffdesk account to your employee record when you are placed."
    />
  );
}

function ProfileLink() {
  return (
    <Button asChild variant="primary">
      <Link to={paths.employee.profile.view()}>Go to my profile</Link>
    </Button>
  );
}

/** The page for an address or item that does not exist. */
export function NotFound({ message }: { message?: string }) {
  return <NotFoundPage message={message} action={<ProfileLink />} />;
}

/** The page for something the server refused (403). */
export function AccessDenied() {
  return (
    <AccessDeniedPage
      message="Your roles do not allow this. Ask HR or an administrator."
      action={<ProfileLink />}
    />
  );
}

export type QueryFailureProps = {
  error: unknown;
  onRetry?: () => void;
  title?: string;
};

/**
 * A failed load of my own data: no employee record (404), access denied (403), or an error
 * with a retry.
 */
export function QueryFailure({ error, onRetry, title }: QueryFailureProps) {
  const failure = describeFailure(error);
  if (failure.status === 404) return <NotLinked />;
  if (failure.status === 403) return <AccessDenied />;
  return <ErrorState title={title} message={failure.message} onRetry={onRetry} />;
}
