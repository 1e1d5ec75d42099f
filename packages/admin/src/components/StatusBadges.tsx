import { type Status, StatusBadge } from '@staffdesk/ui';
import type { OutboxStatus } from '../hooks/useEmail';
import type { JobState } from '../hooks/useJobs';
import type { UserStatus } from '../hooks/useUsers';

const USER_STATUS: Record<UserStatus, { status: Status; label: string }> = {
  invited: { status: 'pending', label: 'Invited' },
  active: { status: 'approved', label: 'Active' },
  disabled: { status: 'cancelled', label: 'Disabled' },
};

export const USER_STATUS_OPTIONS = (Object.keys(USER_STATUS) as UserStatus[]).map((value) => ({
  value,
  label: USER_STATUS[value].label,
}));

/** Invited (amber), Active (green) or Disabled (slate), always with its word. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const entry = USER_STATUS[status];
  return <StatusBadge status={entry.status} label={entry.label} />;
}

const MAIL_STATUS: Record<OutboxStatus, { status: Status; label: string }> = {
  queued: { status: 'pending', label: 'Queued' },
  sent: { status: 'approved', label: 'Sent' },
  failed: { status: 'rejected', label: 'Failed' },
};

export const MAIL_STATUS_OPTIONS = (Object.keys(MAIL_STATUS) as OutboxStatus[]).map((value) => ({
  value,
  label: MAIL_STATUS[value].label,
}));

/** Queued (amber), Sent (green) or Failed (red). */
export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  const entry = MAIL_STATUS[status];
  return <StatusBadge status={entry.status} label={entry.label} />;
}

/** Whether a template sends mail: Enabled (green) or Turned off (grey). */
export function TemplateStatusBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <StatusBadge status="approved" label="Enabled" />
  ) : (
    <StatusBadge status="draft" label="Turned off" />
  );
}

const JOB_STATE: Record<JobState, { status: Status; label: string }> = {
  created: { status: 'draft', label: 'Queued' },
  active: { status: 'pending', label: 'Running' },
  retry: { status: 'pending', label: 'Waiting to retry' },
  completed: { status: 'approved', label: 'Completed' },
  failed: { status: 'rejected', label: 'Failed' },
  cancelled: { status: 'cancelled', label: 'Cancelled' },
};

export const JOB_STATE_OPTIONS = (Object.keys(JOB_STATE) as JobState[]).map((value) => ({
  value,
  label: JOB_STATE[value].label,
}));

/** Queued, Running, Waiting to retry, Completed, Failed or Cancelled. */
export function JobStateBadge({ state }: { state: JobState }) {
  const entry = JOB_STATE[state];
  return <StatusBadge status={entry.status} label={entry.label} />;
}
