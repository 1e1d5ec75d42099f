import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { formatNpwp, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  formatDate,
  formatNumber,
  LoadingState,
  PageHeader,
  SimpleTable,
  Tabs,
} from '@staffdesk/ui';
import { Link } from 'react-router';
import { type ClientDetail, type Pic, useClient } from '../hooks/useClients';
import { BILLING_METHOD } from '../lib/labels';
import { LegacyBanner } from './LegacyBanner';
import { ClientStatusBadge, PicRoleBadges } from './StatusBadges';

export type ClientViewProps = {
  id: string;
  /** The read-only page of the old business development section. */
  legacy?: boolean;
};

function muted(text: string) {
  return <span className="sd-text-muted">{text}</span>;
}

/** The client's general facts and PICs. */
function GeneralTab({ client }: { client: ClientDetail }) {
  return (
    <div className="sd-stack">
      <Card title="General">
        <DescriptionList
          items={[
            { label: 'Code', value: client.code, numeric: true },
            { label: 'Legal name', value: client.legalName },
            { label: 'Industry', value: client.industry || muted('Not set') },
            { label: 'Address', value: client.address || muted('Not set') },
            {
              label: 'NPWP',
              value: client.npwp ? formatNpwp(client.npwp) : muted('Not registered'),
              numeric: true,
            },
            { label: 'Billing method', value: BILLING_METHOD[client.billingMethod] },
            {
              label: 'Payment terms',
              value: `${formatNumber(client.paymentTermsDays)} days`,
              numeric: true,
            },
            { label: 'Status', value: <ClientStatusBadge status={client.status} /> },
            { label: 'Added on', value: formatDate(client.createdAt), numeric: true },
            { label: 'Last changed', value: formatDate(client.updatedAt), numeric: true },
          ]}
        />
      </Card>
      <Card title="PICs" flush>
        <SimpleTable<Pic>
          label={`PICs of ${client.legalName}`}
          columns={[
            { header: 'Name', cell: (pic) => pic.name },
            { header: 'Email', cell: (pic) => <a href={`mailto:${pic.email}`}>{pic.email}</a> },
            { header: 'Phone', cell: (pic) => pic.phone || muted('—') },
            { header: 'Position', cell: (pic) => pic.position || muted('—') },
            { header: 'Roles', cell: (pic) => <PicRoleBadges roles={pic.roles} /> },
          ]}
          rows={client.pics}
          getRowKey={(pic) => pic.id}
          empty={
            <EmptyState
              title="No PICs yet"
              description="PICs approve timesheets, overtime and leave, and receive invoices."
            />
          }
        />
      </Card>
    </div>
  );
}

/**
 * A client's page: the header with name, code and status, and its tabs. Only the general tab
 * exists so far; the others (requirement, purchase order, invoice…) come with their features.
 */
export function ClientView({ id, legacy = false }: ClientViewProps) {
  const me = useCurrentUser().data;
  const canManage = !legacy && hasPermission(me, 'clients.manage');
  const client = useClient(id);
  const listCrumb = legacy
    ? { label: 'Clients (legacy)', href: paths.oldBizdev.clients.list() }
    : { label: 'Clients', href: paths.bizdev.clients.list() };

  if (client.isPending) return <LoadingState label="Loading the client…" />;
  if (client.isError) {
    return <QueryFailure error={client.error} onRetry={() => void client.refetch()} />;
  }
  const data = client.data;
  return (
    <div className="sd-stack">
      <PageHeader
        title={data.legalName}
        status={<ClientStatusBadge status={data.status} />}
        description={`Client code ${data.code}`}
        breadcrumbs={[listCrumb, { label: data.legalName }]}
        actions={
          canManage ? (
            <Button asChild variant="primary">
              <Link to={paths.bizdev.clients.form('edit', data.id)}>Edit client</Link>
            </Button>
          ) : null
        }
        linkComponent={RouterLink}
      />
      {legacy ? <LegacyBanner clientId={data.id} /> : null}
      <Tabs
        label="Client"
        items={[{ value: 'general', label: 'General', content: <GeneralTab client={data} /> }]}
      />
    </div>
  );
}
