import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { compact, hasPermission, paths, useCurrentUser, useListParams } from '@staffdesk/core';
import { RegisterList } from '@staffdesk/kit';
import { type ColumnDef, FilterSelect, formatNumber } from '@staffdesk/ui';
import { Link } from 'react-router';
import {
  type ClientSummary,
  useClientList,
  useExportClients,
  useImportClients,
} from '../hooks/useClients';
import { type ClientStatus, clientStatusOptions, INDUSTRIES, industryLabel } from '../lib/labels';
import { ClientStatusBadge } from './StatusBadges';

export const CLIENTS_PAGE_SIZE = 20;
const DEFAULT_SORT = [{ id: 'legalName', desc: false }];

export type ClientListProps = {
  /** The read-only list of the old business development section. */
  legacy?: boolean;
};

function detailPath(legacy: boolean, id: string) {
  return legacy ? paths.oldBizdev.clients.detail(id) : paths.bizdev.clients.detail(id);
}

/** The register's columns, in the language shown. */
function useClientColumns(legacy: boolean): ColumnDef<ClientSummary>[] {
  const { t } = useLingui();
  return [
    {
      accessorKey: 'code',
      header: t`Code`,
      cell: ({ row }) => <span className="sd-num">{row.original.code}</span>,
    },
    {
      accessorKey: 'legalName',
      header: t`Legal name`,
      cell: ({ row }) => (
        <Link to={detailPath(legacy, row.original.id)} data-row-primary="">
          {row.original.legalName}
        </Link>
      ),
    },
    {
      accessorKey: 'industry',
      header: t`Industry`,
      cell: ({ row }) =>
        row.original.industry ? (
          industryLabel(row.original.industry)
        ) : (
          <span className="sd-text-muted">—</span>
        ),
    },
    {
      accessorKey: 'status',
      header: t`Status`,
      cell: ({ row }) => <ClientStatusBadge status={row.original.status} />,
    },
    {
      accessorKey: 'picCount',
      header: t({
        message: 'PICs',
        comment: 'Column: how many PICs (persons in charge) the client has',
      }),
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row }) => <span className="sd-num">{formatNumber(row.original.picCount)}</span>,
    },
    {
      accessorKey: 'paymentTermsDays',
      header: t`Payment terms`,
      meta: { align: 'right' },
      cell: ({ row }) => {
        const { paymentTermsDays } = row.original;
        return (
          <span className="sd-num">
            {t`${plural(paymentTermsDays, { one: '# day', other: '# days' })}`}
          </span>
        );
      },
    },
  ];
}

/**
 * The client register: search by code, legal name or PIC email; status and industry filters;
 * server paging and sorting; export of the filtered list. Client managers also add and import
 * clients, except in the legacy section, which only reads.
 */
export function ClientList({ legacy = false }: ClientListProps) {
  const { t, i18n } = useLingui();
  const columns = useClientColumns(legacy);
  const me = useCurrentUser().data;
  const canManage = !legacy && hasPermission(me, 'clients.manage');
  const params = useListParams(['search', 'status', 'industry', 'sort'] as const);
  const { values, page } = params;
  const filters = compact({
    search: values.search,
    status: values.status as ClientStatus,
    industry: values.industry,
  });
  const clients = useClientList({
    ...filters,
    ...compact({ sort: values.sort }),
    page,
    pageSize: CLIENTS_PAGE_SIZE,
  });
  const exportClients = useExportClients();
  const runImport = useImportClients();

  return (
    <RegisterList
      label={t`Clients`}
      className="sd-bizdev-clickable-rows"
      columns={columns}
      query={clients}
      params={params}
      pageSize={CLIENTS_PAGE_SIZE}
      defaultSort={DEFAULT_SORT}
      rowName={(client) => client.legalName}
      view={{ label: t`View client`, to: (client) => detailPath(legacy, client.id) }}
      edit={{ label: t`Edit client`, to: (client) => paths.bizdev.clients.form('edit', client.id) }}
      search={{
        label: t`Search clients`,
        placeholder: t`Search by code, name or PIC email`,
      }}
      filtered={Boolean(values.search || values.status || values.industry)}
      onExport={() => exportClients.mutateAsync({ ...filters, ...compact({ sort: values.sort }) })}
      canManage={canManage}
      add={{ label: <Trans>Add client</Trans>, to: paths.bizdev.clients.form('add') }}
      importLabel={<Trans>Import clients</Trans>}
      empty={{
        noun: t({
          message: 'clients',
          comment: 'Plural noun in "No clients yet" / "No clients match"',
        }),
        filteredHint: t`Try another search, or clear the status and industry filters.`,
        manageHint: t`Add the first client with its PICs, or import a spreadsheet of clients.`,
        readHint: t`Clients appear here once business development adds them.`,
      }}
      importing={{
        noun: {
          one: t({
            message: 'client',
            comment: 'Singular noun in the import dialog: "1 client"',
          }),
          many: t({
            message: 'clients',
            comment: 'Plural noun in the import dialog: "Import clients", "12 clients"',
          }),
        },
        description: t`An Excel or CSV file with the columns of the export: Code, Legal name, Industry, Address, NPWP, Billing method, Payment terms (days), Status, and for each PIC one row with PIC name, PIC email, PIC phone, PIC position and PIC roles (the client’s columns repeated). The file is checked first; nothing is saved until every row is valid.`,
        onDryRun: (file) => runImport(file, true),
        onImport: (file, onProgress) => runImport(file, false, onProgress),
      }}
      filters={
        <>
          <FilterSelect
            label={t`Status`}
            value={values.status}
            onChange={(status) => params.update({ status })}
            allLabel={t`All statuses`}
            options={clientStatusOptions(i18n)}
          />
          <FilterSelect
            label={t`Industry`}
            value={values.industry}
            onChange={(industry) => params.update({ industry })}
            allLabel={t`All industries`}
            options={INDUSTRIES.map((industry) => ({
              value: industry,
              label: industryLabel(industry),
            }))}
          />
        </>
      }
    />
  );
}
