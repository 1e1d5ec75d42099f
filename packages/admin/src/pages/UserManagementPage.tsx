import { useLingui } from '@lingui/react/macro';
import { hasPermission, useCurrentUser } from '@staffdesk/core';
import {
  deferredComponent,
  LoadingState,
  PageHeader,
  type TabItem,
  Tabs,
  usePreloadDeferred,
} from '@staffdesk/ui';
import { useSearchParams } from 'react-router';
import { UsersTab } from '../components/UsersTab';

// The tabs after the first load just after the page shows (skeleton rows if opened before).
const loading = <LoadingState />;
const RolesTab = deferredComponent(
  () => import('../components/RolesTab').then((module) => module.RolesTab),
  loading,
);
const AuditLogTab = deferredComponent(
  () => import('../components/AuditLogTab').then((module) => module.AuditLogTab),
  loading,
);
const JobsTab = deferredComponent(
  () => import('../components/JobsTab').then((module) => module.JobsTab),
  loading,
);

/** `/user-management`: tabs Users, Roles, Audit log and Jobs (background work); the open tab is `?tab=` in the URL. */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const [searchParams, setSearchParams] = useSearchParams();
  usePreloadDeferred(RolesTab, AuditLogTab, JobsTab);
  // Until the user is known every tab shows; the server answers for what is not allowed.
  const canReadAudit = !me || hasPermission(me, 'audit.read');
  const canReadJobs = !me || hasPermission(me, 'jobs.read');
  const items: TabItem[] = [
    { value: 'users', label: t`Users`, content: <UsersTab /> },
    { value: 'roles', label: t`Roles`, content: <RolesTab /> },
    ...(canReadAudit
      ? [{ value: 'audit-log', label: t`Audit log`, content: <AuditLogTab /> }]
      : []),
    ...(canReadJobs
      ? [
          {
            value: 'jobs',
            label: t({ message: 'Jobs', context: 'background work' }),
            content: <JobsTab />,
          },
        ]
      : []),
  ];
  const requested = searchParams.get('tab') ?? 'users';
  const tab = items.some((item) => item.value === requested) ? requested : 'users';

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Users and roles`}
        description={t`Who may sign in to Staffdesk, what their roles let them do, and who changed what.`}
      />
      <Tabs
        label={t`User management`}
        items={items}
        value={tab}
        onValueChange={(next) => setSearchParams(next === 'users' ? {} : { tab: next })}
      />
    </div>
  );
}
