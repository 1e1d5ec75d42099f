import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  FilterBar,
  formatDate,
  PageHeader,
  SearchInput,
  Tabs,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { RegisterEmptyState } from '../components/RegisterEmptyState';
import { AccessDenied } from '../components/StatusPages';
import { PagedList } from '../lists/PagedList';
import { OvertimeMessages } from './OvertimeMessages';
import {
  billingText,
  capsText,
  methodText,
  type OvertimeScheme,
  type OvertimeSchemeScope,
} from './overtime';
import { useOvertimeSchemeList } from './useOvertimeSchemes';

export const OVERTIME_SCHEMES_PAGE_SIZE = 20;

export type OvertimePolicyListPageProps = {
  /** The form's address: `add`, or `edit` with the regulation's id. */
  formPath: (type: 'add' | 'edit', id?: string) => string;
  /** Whose regulations to show, each on a tab (default: clients only). */
  scopes?: OvertimeSchemeScope[];
};

const DEFAULT_SCOPES: OvertimeSchemeScope[] = ['client'];

/**
 * The overtime regulations (`GET /overtime-schemes`): clients' and, with `scopes` holding
 * `employee`, single employees' own on a second tab; searched by name and paged by the server,
 * each with its method, caps and billing in words and a link to its form. Needs the permission
 * `overtime.policy`; loads its own words.
 */
export function OvertimePolicyListPage(props: OvertimePolicyListPageProps) {
  return (
    <OvertimeMessages>
      <PolicyList {...props} />
    </OvertimeMessages>
  );
}

function useSchemeColumns(
  scope: OvertimeSchemeScope,
  formPath: OvertimePolicyListPageProps['formPath'],
): ColumnDef<OvertimeScheme>[] {
  const { t } = useLingui();
  return [
    {
      accessorKey: 'ownerName',
      header: scope === 'employee' ? t`Employee` : t`Client`,
      enableSorting: false,
      cell: ({ row }) => (
        <Link to={formPath('edit', row.original.id)} data-row-primary="">
          {row.original.ownerName}
        </Link>
      ),
    },
    {
      accessorKey: 'method',
      header: t`Method`,
      enableSorting: false,
      cell: ({ row }) => <span className="sd-num">{methodText(row.original)}</span>,
    },
    {
      id: 'caps',
      header: t`Caps`,
      enableSorting: false,
      cell: ({ row }) => <span className="sd-num">{capsText(row.original)}</span>,
    },
    {
      accessorKey: 'billing',
      header: t`Billing to the client`,
      enableSorting: false,
      cell: ({ row }) => <span className="sd-num">{billingText(row.original)}</span>,
    },
    {
      accessorKey: 'updatedAt',
      header: t`Last changed`,
      enableSorting: false,
      cell: ({ row }) => <span className="sd-num">{formatDate(row.original.updatedAt)}</span>,
    },
  ];
}

function PolicyList({ formPath, scopes = DEFAULT_SCOPES }: OvertimePolicyListPageProps) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['search', 'scope'] as const);
  const shown = scopes.length > 0 ? scopes : DEFAULT_SCOPES;
  const scope = shown.find((one) => one === values.scope) ?? shown[0] ?? 'client';

  if (me && !hasPermission(me, 'overtime.policy')) return <AccessDenied />;

  const list = (
    <SchemeTable
      scope={scope}
      search={values.search}
      page={page}
      formPath={formPath}
      onSearch={(search) => update({ search })}
      onPageChange={(next) => update({ page: next })}
    />
  );
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Overtime policy`}
        description={
          shown.includes('employee')
            ? t`How overtime is paid and billed per client, and for employees with their own regulation. Without one, the government method (PP 35/2021) applies.`
            : t`How overtime is paid and billed per client. Without a regulation, the government method (PP 35/2021) applies.`
        }
      />
      {shown.length > 1 ? (
        <Tabs
          label={t`Whose regulations`}
          value={scope}
          onValueChange={(next) => update({ scope: next === shown[0] ? null : next, search: null })}
          items={shown.map((one) => ({
            value: one,
            label: one === 'employee' ? t`Employees’ own` : t`Clients`,
            content: one === scope ? list : null,
          }))}
        />
      ) : (
        list
      )}
    </div>
  );
}

function SchemeTable({
  scope,
  search,
  page,
  formPath,
  onSearch,
  onPageChange,
}: {
  scope: OvertimeSchemeScope;
  search: string;
  page: number;
  formPath: OvertimePolicyListPageProps['formPath'];
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const columns = useSchemeColumns(scope, formPath);
  const schemes = useOvertimeSchemeList({
    scope,
    ...compact({ search }),
    page,
    pageSize: OVERTIME_SCHEMES_PAGE_SIZE,
  });

  if (failureStatus(schemes.error) === 403) return <AccessDenied />;

  const forClients = scope === 'client';
  const empty = !schemes.isPending && !schemes.isError && (schemes.data?.total ?? 0) === 0;
  // Regulations are added for clients here; an employee's own from their record.
  const addButton = forClients ? (
    <Button asChild variant="primary">
      <Link to={formPath('add')}>
        <Trans>Add regulation</Trans>
      </Link>
    </Button>
  ) : null;
  return (
    <ClickableRows>
      <PagedList
        label={
          forClients ? t`Clients’ overtime regulations` : t`Employees’ own overtime regulations`
        }
        columns={columns}
        query={schemes}
        pageSize={OVERTIME_SCHEMES_PAGE_SIZE}
        params={{ page, update: (next) => onPageChange(next.page) }}
        getRowId={(scheme) => scheme.id}
        getRowLabel={(scheme) => scheme.ownerName}
        rowActions={(scheme) => [
          { label: t`Edit regulation`, onSelect: () => navigate(formPath('edit', scheme.id)) },
        ]}
        emptyState={
          <RegisterEmptyState
            filtered={Boolean(search)}
            noun={t({
              message: 'overtime regulations',
              comment: 'Plural noun in "No overtime regulations yet" / "… match"',
            })}
            filteredHint={t`Try another name.`}
            canManage={forClients}
            manageHint={t`Every client’s overtime follows the government method (PP 35/2021) until you add its own regulation.`}
            readHint={t`An employee’s own regulation is set on their record; it wins over their client’s.`}
            actions={addButton}
          />
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label={forClients ? t`Search clients` : t`Search employees`}
                placeholder={forClients ? t`Search by client name` : t`Search by employee name`}
                value={search}
                onSearch={onSearch}
              />
            }
            actions={empty && !search ? null : addButton}
          />
        }
      />
    </ClickableRows>
  );
}
