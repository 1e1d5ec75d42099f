import { PageHeader } from '@staffdesk/ui';
import { ClientList } from '../components/ClientList';

/** `/bizdev/clients`: the client register. */
export function Component() {
  return (
    <div className="sd-stack">
      <PageHeader
        title="Clients"
        description="The companies we place employees with, their terms and the PICs who approve."
      />
      <ClientList />
    </div>
  );
}
