import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { compact, useListParams } from '@staffdesk/core';
import { PagedList } from '@staffdesk/kit';
import {
  type ColumnDef,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDateTime,
  formatNumber,
} from '@staffdesk/ui';
import { type Job, type JobState, useJobs } from '../hooks/useJobs';
import { JobStateBadge, jobStateOptions } from './StatusBadges';

export const JOBS_PAGE_SIZE = 20;

function progressOf(job: Job): string {
  if (!job.progress) return '—';
  const { unit } = job.progress;
  const done = formatNumber(job.progress.done);
  const total = formatNumber(job.progress.total);
  return t({
    message: `${done} of ${total} ${unit}`,
    comment: 'Job progress; unit comes from the server, e.g. rows',
  });
}

/** The jobs' columns, in the language shown (called while rendering). */
function jobColumns(): ColumnDef<Job>[] {
  return [
    {
      id: 'name',
      header: t({ message: 'Job', context: 'background work' }),
      cell: ({ row }) => (
        <code style={{ fontFamily: 'var(--sd-font-mono)' }}>{row.original.name}</code>
      ),
    },
    {
      id: 'state',
      header: t`State`,
      cell: ({ row }) => <JobStateBadge state={row.original.state} />,
    },
    { id: 'progress', header: t`Progress`, cell: ({ row }) => progressOf(row.original) },
    {
      id: 'attempts',
      header: t`Attempts`,
      cell: ({ row }) => {
        const { attempts, maxAttempts } = row.original;
        return t`${attempts} of ${maxAttempts}`;
      },
    },
    { id: 'error', header: t`Error`, cell: ({ row }) => row.original.error ?? '—' },
    {
      id: 'createdAt',
      header: t`Created`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'finishedAt',
      header: t`Finished`,
      cell: ({ row }) =>
        row.original.finishedAt ? (
          <span className="sd-num">{formatDateTime(row.original.finishedAt)}</span>
        ) : (
          '—'
        ),
    },
  ];
}

/** Background jobs (imports, scheduled housekeeping), newest first, with a filter by state. */
export function JobsTab() {
  const { t: translate, i18n } = useLingui();
  const { values, page, update } = useListParams(['state'] as const);
  const jobs = useJobs(
    compact({
      state: (values.state || undefined) as JobState | undefined,
      page,
      pageSize: JOBS_PAGE_SIZE,
    }),
  );
  return (
    <PagedList
      label={t({ message: 'Jobs', context: 'background work' })}
      columns={jobColumns()}
      query={jobs}
      pageSize={JOBS_PAGE_SIZE}
      params={{ page, update }}
      getRowId={(job) => job.id}
      toolbar={
        <FilterBar>
          <FilterSelect
            label={translate`State`}
            value={values.state}
            onChange={(state) => update({ state })}
            allLabel={translate`All states`}
            options={jobStateOptions(i18n)}
          />
        </FilterBar>
      }
      emptyState={
        <EmptyState
          title={translate`No jobs`}
          description={translate`No background job matches.`}
        />
      }
    />
  );
}
