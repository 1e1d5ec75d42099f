import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@staffdesk/ui';
import { ClientList } from '../components/ClientList';

/** `/bizdev/clients`: the client register. */
export function Component() {
  const { t } = useLingui();
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Clients`}
        description={t`The companies we place employees with, their terms and the PICs who approve.`}
      />
      <ClientList />
    </div>
  );
}
