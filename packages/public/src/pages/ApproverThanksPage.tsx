import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@staffdesk/ui';
import { useLocation, useParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';

const NEXT_STEPS: Readonly<Record<string, MessageDescriptor>> = {
  leave: msg`If another approver follows you, they receive the request next. The employee is told by email once every approver has decided.`,
};

/**
 * `/pic/thanks-page/:type`: where an approver lands after deciding from an email link. Says the
 * decision is recorded and what happens next.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { type = '' } = useParams();
  const state = useLocation().state as { decision?: string } | null;
  const decided =
    state?.decision === 'approve'
      ? t`You approved the request.`
      : state?.decision === 'reject'
        ? t`You rejected the request.`
        : null;
  const next = NEXT_STEPS[type];
  return (
    <PublicPage title={t`Thank you. Your decision is recorded.`}>
      {decided ? <Banner tone="success">{decided}</Banner> : null}
      <p>
        {next ? (
          i18n._(next)
        ) : (
          <Trans>The people involved are told by email. Nothing more is needed from you.</Trans>
        )}
      </p>
      <p>
        <Trans>You can close this page.</Trans>
      </p>
    </PublicPage>
  );
}
