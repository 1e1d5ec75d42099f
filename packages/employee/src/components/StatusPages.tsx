import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import {
  NotFound as KitNotFound,
  QueryFailure as KitQueryFailure,
  type QueryFailureProps,
  type StatusPageAction,
} from '@staffdesk/kit';
import { EmptyState } from '@staffdesk/ui';

/** What every page says when the signed-in user has no employee record. */
export const NOT_LINKED_MESSAGE = msg`Your account is not linked to an employee record. Ask HR.`;

/** The plain state of an account without an employee record (a 404 from `/me/employee…`). */
export function NotLinked() {
  const { t, i18n } = useLingui();
  return (
    <EmptyState
      title={i18n._(NOT_LINKED_MESSAGE)}
      description={t`HR links your Staffdesk account to your employee record when you are placed.`}
    />
  );
}

/** Self-service pages lead back to my profile, not home. */
function useMyProfileAction(): StatusPageAction {
  const { t } = useLingui();
  return { to: paths.employee.profile.view(), label: t`Go to my profile` };
}

/** The page for an address or item that does not exist. */
export function NotFound({ message }: { message?: string }) {
  return <KitNotFound message={message} action={useMyProfileAction()} />;
}

/**
 * A failed load of my own data: no employee record (404), access denied (403), or an error
 * with a retry.
 */
export function QueryFailure(props: Pick<QueryFailureProps, 'error' | 'onRetry' | 'title'>) {
  const { t } = useLingui();
  return (
    <KitQueryFailure
      {...props}
      action={useMyProfileAction()}
      accessDeniedMessage={t`Your roles do not allow this. Ask HR or an administrator.`}
      notFound={<NotLinked />}
    />
  );
}
