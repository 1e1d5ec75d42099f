import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { compact, hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { RegisterList, type RegisterWords, useRegisterQuery } from '@staffdesk/kit';
import { type ColumnDef, formatNumber } from '@staffdesk/ui';
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

/** The register's words. */
const CLIENT_WORDS: RegisterWords = {
  label: msg`Clients`,
  one: msg({ message: 'client', comment: 'Singular noun in the import dialog: "1 client"' }),
  many: msg({
    message: 'clients',
    comment: 'Plural noun: "No clients yet", "No clients match", "Import clients", "12 clients"',
  }),
  view: msg`View client`,
  edit: msg`Edit client`,
  add: msg`Add client`,
  import: msg`Import clients`,
  search: msg`Search clients`,
  searchPlaceholder: msg`Search by code, name or PIC email`,
  filteredHint: msg`Try another search, or clear the status and industry filters.`,
  manageHint: msg`Add the first client with its PICs, or import a spreadsheet of clients.`,
  readHint: msg`Clients appear here once business development adds them.`,
  importDescription: msg`An Excel or CSV file with the columns of the export: Code, Legal name, Industry, Address, NPWP, Billing method, Payment terms (days), Status, and for each PIC one row with PIC name, PIC email, PIC phone, PIC position and PIC roles (the client’s columns repeated). The file is checked first; nothing is saved until every row is valid.`,
};

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
  const { params, filters, page } = useRegisterQuery(
    ['status', 'industry'],
    (values) =>
      compact({
        search: values.search,
        status: values.status as ClientStatus,
        industry: values.industry,
      }),
    { pageSize: CLIENTS_PAGE_SIZE, defaultSort: DEFAULT_SORT },
  );
  const clients = useClientList(page);
  const exportClients = useExportClients();
  const runImport = useImportClients();

  return (
    <RegisterList
      words={CLIENT_WORDS}
      className="sd-bizdev-clickable-rows"
      columns={columns}
      query={clients}
      params={params}
      rowName={(client) => client.legalName}
      viewPath={(client) => detailPath(legacy, client.id)}
      editPath={(client) => paths.bizdev.clients.form('edit', client.id)}
      addPath={paths.bizdev.clients.form('add')}
      onExport={() => exportClients.mutateAsync(filters)}
      onImport={runImport}
      canManage={canManage}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          allLabel: t`All statuses`,
          options: clientStatusOptions(i18n),
        },
        {
          name: 'industry',
          label: t`Industry`,
          allLabel: t`All industries`,
          options: INDUSTRIES.map((industry) => ({
            value: industry,
            label: industryLabel(industry),
          })),
        },
      ]}
    />
  );
}
