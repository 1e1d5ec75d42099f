import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { Banner, CheckboxField, Stack } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { CandidateDuplicate } from '../../hooks/useCandidates';

/**
 * Warns that other candidates have the email or phone being typed, each linked, with the box
 * that saves anyway ("a different person", sent as `allowDuplicate`).
 */
export function DuplicateWarning({
  matches,
  refused,
}: {
  matches: readonly CandidateDuplicate[];
  /** The server refused the save as a duplicate: the box is offered even without matches. */
  refused: boolean;
}) {
  const { t } = useLingui();
  if (matches.length === 0 && !refused) return null;
  return (
    <Banner tone="warning" title={t`This may be a candidate we already have`}>
      <Stack gap={2}>
        {matches.length > 0 ? (
          <ul aria-label={t`Possible duplicates`} style={{ paddingInlineStart: '1.25rem' }}>
            {matches.map((match) => {
              const on = match.matchedOn.includes('email')
                ? match.matchedOn.includes('phone')
                  ? t`same email and phone`
                  : t`same email`
                : t`same phone`;
              const contact = [match.email, match.phone, match.city].filter(Boolean).join(', ');
              return (
                <li key={match.id}>
                  <Link to={paths.recruiter.candidate.detail(match.id)}>{match.fullName}</Link> (
                  {on}){contact ? `: ${contact}` : ''}
                </li>
              );
            })}
          </ul>
        ) : null}
        <p>
          <Trans>
            Open that candidate instead, or merge the two later. If this is someone else who shares
            the email or phone, tick the box to save anyway.
          </Trans>
        </p>
        <CheckboxField name="allowDuplicate" label={t`This is a different person`} />
      </Stack>
    </Banner>
  );
}
