// A requirement (job order) as recruiting shows it in a list: its status, deadline and
// recruiters, one way for the recruiter's pages and a client's page in business development.
// The statuses are keyed by the generated enum, so a new status fails the typecheck.

import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MainSchema } from '@staffdesk/api';
import { Badge, type BadgeTone, formatDate, Stack, Text } from '@staffdesk/ui';
import { wordsOf } from './labels';

/** A requirement's status. */
export type RequirementStatus = MainSchema<'Requirement'>['status'];

/** The statuses in the order a requirement goes through them. */
export const REQUIREMENT_STATUSES: readonly RequirementStatus[] = [
  'open',
  'in-progress',
  'on-hold',
  'fulfilled',
  'cancelled',
];

/** A requirement's status, in the language shown. */
export const REQUIREMENT_STATUS_LABELS: Readonly<Record<RequirementStatus, string>> = wordsOf({
  open: msg({ message: 'Open', context: 'requirement status' }),
  'in-progress': msg({ message: 'In progress', context: 'requirement status' }),
  'on-hold': msg({ message: 'On hold', context: 'requirement status' }),
  fulfilled: msg({ message: 'Fulfilled', context: 'requirement status' }),
  cancelled: msg({ message: 'Cancelled', context: 'requirement status' }),
});

/** The badge colour of each status; the word is always shown with it. */
export const REQUIREMENT_STATUS_TONES: Readonly<Record<RequirementStatus, BadgeTone>> = {
  open: 'info',
  'in-progress': 'warning',
  'on-hold': 'neutral',
  fulfilled: 'success',
  cancelled: 'neutral',
};

/** A requirement's status as a badge, always with its word. */
export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  return <Badge tone={REQUIREMENT_STATUS_TONES[status]}>{REQUIREMENT_STATUS_LABELS[status]}</Badge>;
}

/** A requirement's deadline in a table cell, or a dash without one. */
export function RequirementDeadline({ deadline }: { deadline: string | null }) {
  return deadline ? (
    <Text num nowrap>
      {formatDate(deadline)}
    </Text>
  ) : (
    <span className="sd-text-muted">—</span>
  );
}

/** The recruiters assigned to a requirement in a table cell, one a line, or "Not assigned". */
export function RequirementRecruiters({
  recruiters,
}: {
  recruiters: readonly MainSchema<'Recruiter'>[];
}) {
  return recruiters.length > 0 ? (
    <Stack as="span" gap={0}>
      {recruiters.map((recruiter) => (
        <span key={recruiter.id}>{recruiter.name}</span>
      ))}
    </Stack>
  ) : (
    <span className="sd-text-muted">
      <Trans>Not assigned</Trans>
    </span>
  );
}
