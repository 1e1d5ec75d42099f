import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MainSchema } from '@staffdesk/api';
import { failureStatus, hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, monthYearLabel, QueryFailure } from '@staffdesk/kit';
import {
  DescriptionList,
  formatMoney,
  formatNumber,
  LoadingState,
  PageHeader,
  type SimpleColumn,
  SimpleTable,
  Stack,
} from '@staffdesk/ui';
import { Link } from 'react-router';
import { useRecruiterTeam } from '../hooks/useRequirements';
import { UNASSIGNED } from '../lib/requirements';

type Member = MainSchema<'RecruiterTeam'>['items'][number];

/**
 * A figure linked to where its items are listed. Its name starts with the figure shown, then
 * says what it opens ("12, The requirements of Dewi"), so it can be said aloud (WCAG 2.5.3).
 */
function FigureLink({ figure, to, label }: { figure: string; to: string; label: string }) {
  return (
    <Link to={to} className="sd-num sd-nowrap" aria-label={`${figure}, ${label}`}>
      {figure}
    </Link>
  );
}

/** A count, linked to where its items are listed when there are any. */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0) return <span className="sd-num sd-text-muted">0</span>;
  return <FigureLink figure={formatNumber(count)} to={to} label={label} />;
}

function useColumns(): SimpleColumn<Member>[] {
  const { t } = useLingui();
  return [
    {
      header: t`Recruiter`,
      cell: (member) => (
        <Stack as="span" gap={0}>
          <span>{member.name}</span>
          <span className="sd-text-muted">{member.email}</span>
        </Stack>
      ),
    },
    {
      header: t`Open requirements`,
      align: 'right',
      cell: ({ id, name, openRequirements }) => (
        <CountLink
          count={openRequirements}
          to={`${paths.recruiter.requirement.list()}?recruiterId=${id}`}
          label={t`The requirements of ${name}`}
        />
      ),
    },
    {
      header: t`Positions to fill`,
      align: 'right',
      cell: (member) => <span className="sd-num">{formatNumber(member.openPositions)}</span>,
    },
    {
      header: t`Candidates in pipeline`,
      align: 'right',
      cell: (member) => <span className="sd-num">{formatNumber(member.activeCandidates)}</span>,
    },
    {
      header: t`Interviews, next 7 days`,
      align: 'right',
      cell: (member) => (
        <CountLink
          count={member.upcomingInterviews}
          to={paths.recruiter.calendar()}
          label={t`The interview calendar`}
        />
      ),
    },
    {
      header: t`Hired this month`,
      align: 'right',
      cell: (member) => <span className="sd-num">{formatNumber(member.hiresThisMonth)}</span>,
    },
    {
      header: t`Commission not claimed`,
      align: 'right',
      cell: ({ id, name, pendingCommission }) =>
        pendingCommission > 0 ? (
          <FigureLink
            figure={formatMoney(pendingCommission)}
            to={`${paths.recruiter.commission()}?recruiterUserId=${id}`}
            label={t`The commissions of ${name}`}
          />
        ) : (
          <span className="sd-num sd-text-muted">{formatMoney(0)}</span>
        ),
    },
  ];
}

/**
 * `/recruiter/team`: everyone who may manage recruiting and what each carries now (open
 * requirements and the positions still to fill in them, candidates moving in those pipelines,
 * interviews in the next 7 days, hires this month, commissions not yet claimed), with the
 * team's totals and the open requirements nobody is assigned to. Counts link to the requirement
 * list, the calendar and the commissions, filtered to the recruiter.
 */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const team = useRecruiterTeam();
  const columns = useColumns();

  if (failureStatus(team.error) === 403 || (me && !hasPermission(me, 'recruiting.read'))) {
    return <AccessDenied />;
  }

  const data = team.data;
  const items = data?.items ?? [];
  const sum = (pick: (member: Member) => number) =>
    items.reduce((total, member) => total + pick(member), 0);
  const unassigned = data?.unassignedRequirements ?? 0;
  const month = data ? monthYearLabel(data.month) : '';

  return (
    <Stack>
      <PageHeader
        title={t`Recruiting team`}
        description={t`Who carries which requirements now, and what is still to fill.`}
      />
      {team.isPending ? (
        <LoadingState rows={4} label={t`Loading the recruiting team`} />
      ) : team.isError ? (
        <QueryFailure error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <DescriptionList
            items={[
              { label: t`Recruiters`, value: formatNumber(items.length), numeric: true },
              {
                label: t`Positions to fill`,
                value: formatNumber(sum((m) => m.openPositions)),
                numeric: true,
              },
              {
                label: t`Hired in ${month}`,
                value: formatNumber(sum((m) => m.hiresThisMonth)),
                numeric: true,
              },
            ]}
          />
          {unassigned > 0 ? (
            <p role="status">
              <Plural
                value={unassigned}
                one="# open requirement has no recruiter."
                other="# open requirements have no recruiter."
              />{' '}
              <Link to={`${paths.recruiter.requirement.list()}?recruiterId=${UNASSIGNED}`}>
                <Trans>Assign them on the requirements list.</Trans>
              </Link>
            </p>
          ) : null}
          <SimpleTable
            label={t`Recruiting team`}
            columns={columns}
            rows={items}
            getRowKey={(member) => member.id}
            empty={
              <Trans>
                No one may manage recruiting yet. An administrator gives a user a role with
                recruiting.manage.
              </Trans>
            }
          />
        </>
      )}
    </Stack>
  );
}
