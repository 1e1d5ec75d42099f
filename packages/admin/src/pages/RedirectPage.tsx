import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { Button, StatusPage } from '@staffdesk/ui';
import { Link, Navigate, useParams } from 'react-router';
import { safeInAppPath } from '../lib/redirect';

/**
 * `/redirect-page/:query`: sends a signed-in user on to the in-app path in `:query`. A path that
 * could lead elsewhere (another origin, a scheme) is refused with an explanation.
 */
export function Component() {
  const { t } = useLingui();
  const { query } = useParams();
  const target = safeInAppPath(query);
  if (target) return <Navigate to={target} replace />;
  return (
    <StatusPage
      inline
      title={t`This link does not lead to a page in Staffdesk`}
      message={t`It may be incomplete, or it points somewhere outside Staffdesk. Staffdesk only opens its own pages from such links.`}
      action={
        <Button asChild variant="primary">
          <Link to={paths.home()}>
            <Trans>Go to home</Trans>
          </Link>
        </Button>
      }
    />
  );
}
