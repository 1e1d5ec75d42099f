import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGE_TONES, QueryView } from '@staffdesk/kit';
import { Badge, Button, Card, EmptyState, Inline, PageHeader, Stack } from '@staffdesk/ui';
import { Link } from 'react-router';
import { QueryFailure } from '../components/StatusPages';
import { type Referral, useMyReferrals } from '../hooks/useReferrals';
import { formatDay } from '../lib/format';

function ReferralCard({ referral }: { referral: Referral }) {
  const { t } = useLingui();
  const referredOn = formatDay(referral.referredAt);
  const contact = [referral.email, referral.phone].filter(Boolean).join(' · ');
  return (
    <li>
      <Card title={referral.fullName} aria-label={referral.fullName}>
        <Stack gap={2}>
          <p className="sd-text-muted">
            {contact ? `${contact} · ` : ''}
            <Trans>Referred on {referredOn}</Trans>
          </p>
          {referral.applications.length === 0 ? (
            <p>
              <Trans>Not in a vacancy’s pipeline any more.</Trans>
            </p>
          ) : (
            <Stack aria-label={t`Applications`} as="ul" gap={1}>
              {referral.applications.map((application) => {
                const since = formatDay(application.stageChangedAt);
                return (
                  <Inline key={`${application.position}-${application.stageChangedAt}`} as="li">
                    <span>{application.position}</span>
                    <Badge tone={PIPELINE_STAGE_TONES[application.stage]}>
                      {PIPELINE_STAGE_LABELS[application.stage]}
                    </Badge>
                    <span className="sd-text-muted">
                      <Trans>since {since}</Trans>
                    </span>
                  </Inline>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Card>
    </li>
  );
}

/**
 * `/employee/requirement-candidates`: the people I referred and where each stands in the
 * recruiting of each vacancy (the stage recruiting shows, and since when).
 */
export function Component() {
  const { t } = useLingui();
  const referrals = useMyReferrals();
  const toVacancies = (
    <Button asChild variant="primary">
      <Link to={paths.employee.requirements()}>
        <Trans>See open vacancies</Trans>
      </Link>
    </Button>
  );
  return (
    <Stack>
      <PageHeader
        title={t`My referrals`}
        description={t`The people you referred and how far each has come.`}
        actions={toVacancies}
      />
      <QueryView failure={QueryFailure} query={referrals} loadingLabel={t`Loading your referrals…`}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={t`You have not referred anyone yet`}
              description={t`Refer someone you know from the open vacancies.`}
            />
          ) : (
            <Stack aria-label={t`My referrals`} as="ul">
              {data.items.map((referral) => (
                <ReferralCard key={referral.id} referral={referral} />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
