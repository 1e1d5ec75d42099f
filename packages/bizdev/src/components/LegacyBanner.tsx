import { Trans } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { Banner } from '@staffdesk/ui';
import { Link } from 'react-router';

/** Tells a user of the old business development pages where clients are managed now. */
export function LegacyBanner({ clientId }: { clientId?: string }) {
  return (
    <Banner tone="info">
      <Trans>
        Legacy view: manage clients in{' '}
        <Link to={clientId ? paths.bizdev.clients.detail(clientId) : paths.bizdev.clients.list()}>
          Business development
        </Link>
      </Trans>
    </Banner>
  );
}
