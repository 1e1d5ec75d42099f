import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Status, StatusBadge } from '@staffdesk/ui';
import type { OutboxStatus } from '../hooks/useEmail';
import type { JobState } from '../hooks/useJobs';
import type { UserStatus } from '../hooks/useUsers';

type Entry = { status: Status; label: MessageDescriptor };

const USER_STATUS: Record<UserStatus, Entry> = {
  invited: { status: 'pending', label: msg({ message: 'Invited', context: 'user status' }) },
  active: { status: 'approved', label: msg({ message: 'Active', context: 'user status' }) },
  disabled: { status: 'cancelled', label: msg({ message: 'Disabled', context: 'user status' }) },
};

/** The user statuses for a filter, in the language shown. */
export function userStatusOptions(i18n: I18n) {
  return (Object.keys(USER_STATUS) as UserStatus[]).map((value) => ({
    value,
    label: i18n._(USER_STATUS[value].label),
  }));
}

/** Invited (amber), Active (green) or Disabled (slate), always with its word. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  const entry = USER_STATUS[status];
  return <StatusBadge status={entry.status} label={i18n._(entry.label)} />;
}

const MAIL_STATUS: Record<OutboxStatus, Entry> = {
  queued: { status: 'pending', label: msg({ message: 'Queued', context: 'mail status' }) },
  sent: { status: 'approved', label: msg({ message: 'Sent', context: 'mail status' }) },
  failed: { status: 'rejected', label: msg({ message: 'Failed', context: 'mail status' }) },
};

/** The mail statuses for a filter, in the language shown. */
export function mailStatusOptions(i18n: I18n) {
  return (Object.keys(MAIL_STATUS) as OutboxStatus[]).map((value) => ({
    value,
    label: i18n._(MAIL_STATUS[value].label),
  }));
}

/** Queued (amber), Sent (green) or Failed (red). */
export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  const { i18n } = useLingui();
  const entry = MAIL_STATUS[status];
  return <StatusBadge status={entry.status} label={i18n._(entry.label)} />;
}

/** Whether a template sends mail: Enabled (green) or Turned off (grey). */
export function TemplateStatusBadge({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  return enabled ? (
    <StatusBadge
      status="approved"
      label={t({ message: 'Enabled', context: 'email template status' })}
    />
  ) : (
    <StatusBadge
      status="draft"
      label={t({ message: 'Turned off', context: 'email template status' })}
    />
  );
}

const JOB_STATE: Record<JobState, Entry> = {
  created: { status: 'draft', label: msg({ message: 'Queued', context: 'job state' }) },
  active: { status: 'pending', label: msg({ message: 'Running', context: 'job state' }) },
  retry: { status: 'pending', label: msg({ message: 'Waiting to retry', context: 'job state' }) },
  completed: { status: 'approved', label: msg({ message: 'Completed', context: 'job state' }) },
  failed: { status: 'rejected', label: msg({ message: 'Failed', context: 'job state' }) },
  cancelled: { status: 'cancelled', label: msg({ message: 'Cancelled', context: 'job state' }) },
};

/** The job states for a filter, in the language shown. */
export function jobStateOptions(i18n: I18n) {
  return (Object.keys(JOB_STATE) as JobState[]).map((value) => ({
    value,
    label: i18n._(JOB_STATE[value].label),
  }));
}

/** Queued, Running, Waiting to retry, Completed, Failed or Cancelled. */
export function JobStateBadge({ state }: { state: JobState }) {
  const { i18n } = useLingui();
  const entry = JOB_STATE[state];
  return <StatusBadge status={entry.status} label={i18n._(entry.label)} />;
}
