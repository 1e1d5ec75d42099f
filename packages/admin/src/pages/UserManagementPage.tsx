import { useLingui } from '@lingui/react/macro';
import { hasPermission, useCurrentUser } from '@staffdesk/core';
import { PageHeader, type TabItem, Tabs } from '@staffdesk/ui';
import { useSearchParams } from 'react-router';
import { AuditLogTab } from '../components/AuditLogTab';
import { JobsTab } from '../components/JobsTab';
import { RolesTab } from '../components/RolesTab';
import { UsersTab } from '../components/UsersTab';

/** `/user-management`: tabs Users, Roles, Audit log and Jobs (background work); the open tab is `?tab=` in the URL. */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const [searchParams, setSearchParams] = useSearchParams();
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
