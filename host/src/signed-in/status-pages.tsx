import { Trans, useLingui } from '@lingui/react/macro';
import { paths, useCurrentUser } from '@staffdesk/core';
import { Button, LoadingState, StatusPage } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function HomeButton() {
  return (
    <Button asChild>
      <Link to={paths.home()}>
        <Trans>Go to home</Trans>
      </Link>
    </Button>
  );
}

export function NotFound() {
  const { t } = useLingui();
  return (
    <StatusPage
      code="404"
      title={t`This page does not exist`}
      message={t`The address may be mistyped, or the page has moved.`}
      action={<HomeButton />}
    />
  );
}

export function AccessDenied() {
  const { t } = useLingui();
  return (
    <StatusPage
      code="403"
      title={t`You do not have access to this section`}
      message={t`Ask an administrator to give you a role that includes it.`}
      action={<HomeButton />}
    />
  );
}

function NoEmployeeRecord() {
  const { t } = useLingui();
  return (
    <StatusPage
      inline
      title={t`Self-service is for employees`}
      message={t`Your account is not linked to an employee record. HR links it when they give an employee an account.`}
      action={<HomeButton />}
    />
  );
}

/** Self-service needs an employee record behind the account; others are told so, not sent 404s. */
export function EmployeeRecordGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  if (me.isPending) return <LoadingState label={t`Loading…`} />;
  if (me.data && me.data.employeeId === null) return <NoEmployeeRecord />;
  return children;
}
