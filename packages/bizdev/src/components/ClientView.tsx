import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { formatNpwp, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  formatDate,
  LoadingState,
  PageHeader,
  SimpleTable,
  Tabs,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { type ClientDetail, type Pic, useClient } from '../hooks/useClients';
import { BILLING_METHOD, industryLabel } from '../lib/labels';
import { ClientRequirementsTab } from './ClientRequirementsTab';
import { LegacyBanner } from './LegacyBanner';
import { ClientStatusBadge, PicRoleBadges } from './StatusBadges';

/** The tabs of a client's page, each with an address of its own. */
export type ClientTab = 'general' | 'requirement';

export type ClientViewProps = {
  id: string;
  /** The read-only page of the old business development section. */
  legacy?: boolean;
  /** The tab shown (`general` unless the address names another). */
  tab?: ClientTab;
};

function muted(text: string) {
  return <span className="sd-text-muted">{text}</span>;
}

const NONE = '—';

/** The client's general facts and PICs. */
function GeneralTab({ client }: { client: ClientDetail }) {
  const { t, i18n } = useLingui();
  const { legalName, paymentTermsDays } = client;
  return (
    <div className="sd-stack">
      <Card title={t({ message: 'General', context: 'tab and card: general facts' })}>
        <DescriptionList
          items={[
            { label: t`Code`, value: client.code, numeric: true },
            { label: t`Legal name`, value: client.legalName },
            {
              label: t`Industry`,
              value: client.industry ? industryLabel(client.industry) : muted(t`Not set`),
            },
            { label: t`Address`, value: client.address || muted(t`Not set`) },
            {
              label: 'NPWP',
              value: client.npwp ? formatNpwp(client.npwp) : muted(t`Not registered`),
              numeric: true,
            },
            { label: t`Billing method`, value: i18n._(BILLING_METHOD[client.billingMethod]) },
            {
              label: t`Payment terms`,
              value: t`${plural(paymentTermsDays, { one: '# day', other: '# days' })}`,
              numeric: true,
            },
            { label: t`Status`, value: <ClientStatusBadge status={client.status} /> },
            { label: t`Added on`, value: formatDate(client.createdAt), numeric: true },
            { label: t`Last changed`, value: formatDate(client.updatedAt), numeric: true },
          ]}
        />
      </Card>
      <Card title={t`PICs`} flush>
        <SimpleTable<Pic>
          label={t`PICs of ${legalName}`}
          columns={[
            { header: t`Name`, cell: (pic) => pic.name },
            { header: t`Email`, cell: (pic) => <a href={`mailto:${pic.email}`}>{pic.email}</a> },
            { header: t`Phone`, cell: (pic) => pic.phone || muted(NONE) },
            { header: t`Position`, cell: (pic) => pic.position || muted(NONE) },
            { header: t`Roles`, cell: (pic) => <PicRoleBadges roles={pic.roles} /> },
          ]}
          rows={client.pics}
          getRowKey={(pic) => pic.id}
          empty={
            <EmptyState
              title={t`No PICs yet`}
              description={t`PICs approve timesheets, overtime and leave, and receive invoices.`}
            />
          }
        />
      </Card>
    </div>
  );
}

/**
 * A client's page: the header with name, code and status, and its tabs: general (facts and PICs)
 * and requirements (its job orders). Each tab has its own address, so a tab can be linked and
 * the back button returns to it. The others (purchase order, invoice…) come with their features;
 * the old section's page shows the general tab only.
 */
export function ClientView({ id, legacy = false, tab = 'general' }: ClientViewProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const canManage = !legacy && hasPermission(me, 'clients.manage');
  const client = useClient(id);
  const listCrumb = legacy
    ? { label: t`Clients (legacy)`, href: paths.oldBizdev.clients.list() }
    : { label: t`Clients`, href: paths.bizdev.clients.list() };

  if (client.isPending) return <LoadingState label={t`Loading the client…`} />;
  if (client.isError) {
    return <QueryFailure error={client.error} onRetry={() => void client.refetch()} />;
  }
  const data = client.data;
  const { code } = data;
  return (
    <div className="sd-stack">
      <PageHeader
        title={data.legalName}
        status={<ClientStatusBadge status={data.status} />}
        description={t`Client code ${code}`}
        breadcrumbs={[listCrumb, { label: data.legalName }]}
        actions={
          canManage ? (
            <Button asChild variant="primary">
              <Link to={paths.bizdev.clients.form('edit', data.id)}>
                <Trans>Edit client</Trans>
              </Link>
            </Button>
          ) : null
        }
        linkComponent={RouterLink}
      />
      {legacy ? <LegacyBanner clientId={data.id} /> : null}
      <Tabs
        label={t({ message: 'Client', context: 'tabs of a client page' })}
        value={legacy ? 'general' : tab}
        onValueChange={(next) =>
          navigate(
            next === 'requirement'
              ? paths.bizdev.clients.requirement(data.id)
              : paths.bizdev.clients.detail(data.id),
          )
        }
        items={[
          {
            value: 'general',
            label: t({ message: 'General', context: 'tab and card: general facts' }),
            content: <GeneralTab client={data} />,
          },
          ...(legacy
            ? []
            : [
                {
                  value: 'requirement',
                  label: t({ message: 'Requirements', context: 'tab of a client page' }),
                  content: <ClientRequirementsTab clientId={data.id} />,
                },
              ]),
        ]}
      />
    </div>
  );
}
