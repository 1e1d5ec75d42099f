import { compact, describeFailure, failureStatus, useListParams } from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import {
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDateTime,
  formatNumber,
} from '@staffdesk/ui';
import { type Job, type JobState, useJobs } from '../hooks/useJobs';
import { JOB_STATE_OPTIONS, JobStateBadge } from './StatusBadges';

export const JOBS_PAGE_SIZE = 20;

function progressOf(job: Job): string {
  if (!job.progress) return '—';
  const { done, total, unit } = job.progress;
  return `${formatNumber(done)} of ${formatNumber(total)} ${unit}`;
}

const columns: ColumnDef<Job>[] = [
  {
    id: 'name',
    header: 'Job',
    cell: ({ row }) => (
      <code style={{ fontFamily: 'var(--sd-font-mono)' }}>{row.original.name}</code>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <JobStateBadge state={row.original.state} /> },
  { id: 'progress', header: 'Progress', cell: ({ row }) => progressOf(row.original) },
  {
    id: 'attempts',
    header: 'Attempts',
    cell: ({ row }) => `${row.original.attempts} of ${row.original.maxAttempts}`,
  },
  { id: 'error', header: 'Error', cell: ({ row }) => row.original.error ?? '—' },
  {
    id: 'createdAt',
    header: 'Created',
    cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
  },
  {
    id: 'finishedAt',
    header: 'Finished',
    cell: ({ row }) =>
      row.original.finishedAt ? (
        <span className="sd-num">{formatDateTime(row.original.finishedAt)}</span>
      ) : (
        '—'
      ),
  },
];

/** Background jobs (imports, scheduled housekeeping), newest first, with a filter by state. */
export function JobsTab() {
  const { values, page, update } = useListParams(['state'] as const);
  const jobs = useJobs(
    compact({
      state: (values.state || undefined) as JobState | undefined,
      page,
      pageSize: JOBS_PAGE_SIZE,
    }),
  );
  if (failureStatus(jobs.error) === 403) return <AccessDenied />;
  return (
    <DataTable
      label="Jobs"
      columns={columns}
      data={jobs.data?.items ?? []}
      total={jobs.data?.total ?? 0}
      page={page}
      pageSize={JOBS_PAGE_SIZE}
      onPageChange={(next) => update({ page: next })}
      loading={jobs.isPending}
      error={jobs.isError ? describeFailure(jobs.error).message : null}
      onRetry={() => void jobs.refetch()}
      getRowId={(job) => job.id}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="State"
            value={values.state}
            onChange={(state) => update({ state })}
            allLabel="All states"
            options={JOB_STATE_OPTIONS}
          />
        </FilterBar>
      }
      emptyState={<EmptyState title="No jobs" description="No background job matches." />}
    />
  );
}
