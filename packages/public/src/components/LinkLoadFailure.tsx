import { Trans, useLingui } from '@lingui/react/macro';
import { problemMessage } from '@staffdesk/core';
import { Banner, Button } from '@staffdesk/ui';
import { PublicPage } from './PublicPage';

/** A mailed link's page whose answer could not be loaded: the problem, and "Try again". */
export function LinkLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Something went wrong`}>
      <Banner
        tone="error"
        action={
          <Button size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {problemMessage(error)}
      </Banner>
    </PublicPage>
  );
}
