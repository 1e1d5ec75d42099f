import { PageHeader } from '@staffdesk/ui';
import { ClientList } from '../components/ClientList';
import { LegacyBanner } from '../components/LegacyBanner';

/** `/old-bizdev/clients`: the same register, read-only. */
export function Component() {
  return (
    <div className="sd-stack">
      <PageHeader title="Clients (legacy)" description="The client register, read-only." />
      <LegacyBanner />
      <ClientList legacy />
    </div>
  );
}
