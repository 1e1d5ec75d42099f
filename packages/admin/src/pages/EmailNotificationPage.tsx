import { useLingui } from '@lingui/react/macro';
import { hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import { PageHeader, type TabItem, Tabs } from '@staffdesk/ui';
import { useSearchParams } from 'react-router';
import { OutboxTab } from '../components/OutboxTab';
import { TemplatesTab } from '../components/TemplatesTab';

/** `/email-notification`: tabs Templates and Outbox; the open tab is `?tab=` in the URL. */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const [searchParams, setSearchParams] = useSearchParams();
  // Until the user is known every tab shows; the server answers for what is not allowed.
  const items: TabItem[] = [
    ...(!me || hasPermission(me, 'email-templates.manage')
      ? [{ value: 'templates', label: t`Templates`, content: <TemplatesTab /> }]
      : []),
    ...(!me || hasPermission(me, 'outbox.read')
      ? [{ value: 'outbox', label: t`Outbox`, content: <OutboxTab /> }]
      : []),
  ];
  if (items.length === 0) return <AccessDenied />;
  const first = items[0]?.value ?? 'templates';
  const requested = searchParams.get('tab') ?? first;
  const tab = items.some((item) => item.value === requested) ? requested : first;

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Email notifications`}
        description={t`The mail Staffdesk sends for each event, and every mail it has sent or still has to send.`}
      />
      <Tabs
        label={t`Email notifications`}
        items={items}
        value={tab}
        onValueChange={(next) => setSearchParams(next === first ? {} : { tab: next })}
      />
    </div>
  );
}
