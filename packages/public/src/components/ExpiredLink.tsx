import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@staffdesk/ui';
import { PublicPage } from './PublicPage';

/**
 * What every expired mailed link shows, and nothing else (the server answers 410 with no record):
 * the server's word on whom to ask for a new one, else ours.
 */
export function ExpiredLinkPage({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <PublicPage title={t`This link has expired`}>
      <Banner tone="warning">
        {message || <Trans>This link has expired. Ask the sender for a new one.</Trans>}
      </Banner>
    </PublicPage>
  );
}
