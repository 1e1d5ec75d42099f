import { Banner } from '@staffdesk/ui';
import { useLocation, useParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';

const NEXT_STEPS: Readonly<Record<string, string>> = {
  leave:
    'If another approver follows you, they receive the request next. The employee is told by email once every approver has decided.',
};

/**
 * `/pic/thanks-page/:type`: where an approver lands after deciding from an email link. Says the
 * decision is recorded and what happens next.
 */
export function Component() {
  const { type = '' } = useParams();
  const state = useLocation().state as { decision?: string } | null;
  const decided =
    state?.decision === 'approve'
      ? 'You approved the request.'
      : state?.decision === 'reject'
        ? 'You rejected the request.'
        : null;
  return (
    <PublicPage title="Thank you. Your decision is recorded.">
      {decided ? <Banner tone="success">{decided}</Banner> : null}
      <p>
        {NEXT_STEPS[type] ??
          'The people involved are told by email. Nothing more is needed from you.'}
      </p>
      <p>You can close this page.</p>
    </PublicPage>
  );
}
