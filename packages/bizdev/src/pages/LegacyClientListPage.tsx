import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@staffdesk/ui';
import { ClientList } from '../components/ClientList';
import { LegacyBanner } from '../components/LegacyBanner';

/** `/old-bizdev/clients`: the same register, read-only. */
export function Component() {
  const { t } = useLingui();
  return (
    <div className="sd-stack">
      <PageHeader title={t`Clients (legacy)`} description={t`The client register, read-only.`} />
      <LegacyBanner />
      <ClientList legacy />
    </div>
  );
}
