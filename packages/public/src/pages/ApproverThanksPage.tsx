import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@staffdesk/ui';
import { useLocation, useParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';

const NEXT_STEPS: Readonly<Record<string, MessageDescriptor>> = {
  leave: msg`If another approver follows you, they receive the request next. The employee is told by email once every approver has decided.`,
  overtime: msg`The employee is told by email. Approved overtime is added to their timesheet.`,
  timesheet: msg`Disputed timesheets go back to their employees; you get a confirmation mail listing what you approved and disputed.`,
};

/** What the decision page passes along: a leave decision, or a timesheet link's counts. */
type ThanksState = { decision?: string; approved?: unknown; disputed?: unknown } | null;

/** "You approved 48 timesheets and disputed 2." for a timesheet link's decision. */
function timesheetText(approved: number, disputed: number): string {
  if (disputed === 0) {
    return plural(approved, {
      one: 'You approved the timesheet.',
      other: 'You approved all # timesheets.',
    });
  }
  if (approved === 0) {
    return plural(disputed, {
      one: 'You disputed the timesheet.',
      other: 'You disputed all # timesheets.',
    });
  }
  return plural(approved, {
    one: `You approved # timesheet and disputed ${disputed}.`,
    other: `You approved # timesheets and disputed ${disputed}.`,
  });
}

/**
 * `/pic/thanks-page/:type`: where an approver lands after deciding from an email link. Says the
 * decision is recorded and what happens next.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { type = '' } = useParams();
  const state = useLocation().state as ThanksState;
  const approved = state?.approved;
  const disputed = state?.disputed;
  const decided =
    typeof approved === 'number' && typeof disputed === 'number'
      ? timesheetText(approved, disputed)
      : state?.decision === 'approve'
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
