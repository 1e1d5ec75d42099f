import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { compact, hasPermission, paths, useCurrentUser, useListParams } from '@staffdesk/core';
import {
  type ContractType,
  type EmployeeStatus,
  RegisterList,
  useClientChoices,
} from '@staffdesk/kit';
import { type ColumnDef, FilterSelect, formatDate } from '@staffdesk/ui';
import { Link } from 'react-router';
import type { EmployeeSummary } from '../hooks/types';
import { useEmployeeList, useExportEmployees, useImportEmployees } from '../hooks/useEmployees';
import {
  CONTRACT_TYPE_OPTIONS,
  CONTRACT_TYPE_SHORT,
  EMPLOYEE_STATUS_OPTIONS,
  INTERNAL_STAFF,
} from '../lib/labels';
import { EmployeeStatusBadge } from './StatusBadges';

export const EMPLOYEES_PAGE_SIZE = 20;
const DEFAULT_SORT = [{ id: 'fullName', desc: false }];

const ENDING_WITHIN = [
  { value: '30', label: msg`30 days` },
  { value: '60', label: msg`60 days` },
  { value: '90', label: msg`90 days` },
];

/** The "contract ending within" choices, in the language shown. */
export function endingWithinOptions(i18n: I18n) {
  return ENDING_WITHIN.map(({ value, label }) => ({ value, label: i18n._(label) }));
}

/** The list's columns, in the language shown. */
function useEmployeeColumns(): ColumnDef<EmployeeSummary>[] {
  const { t } = useLingui();
  return [
    {
      accessorKey: 'fullName',
      header: t`Name`,
      cell: ({ row }) => (
        <Link to={paths.humanResource.employee.detail(row.original.id)} data-row-primary="">
          {row.original.fullName}
        </Link>
      ),
    },
    {
      accessorKey: 'employeeNumber',
      header: t`Employee number`,
      cell: ({ row }) => <span className="sd-num">{row.original.employeeNumber}</span>,
    },
    {
      accessorKey: 'nik',
      header: t`NIK`,
      cell: ({ row }) => <span className="sd-num">{row.original.nik}</span>,
    },
    {
      accessorKey: 'clientName',
      header: t`Client`,
      cell: ({ row }) =>
        row.original.clientName ?? (
          <span className="sd-text-muted">
            <Trans>Internal staff</Trans>
          </span>
        ),
    },
    { accessorKey: 'position', header: t`Position` },
    {
      accessorKey: 'contractEnd',
      header: t`Contract`,
      cell: ({ row }) => {
        const contract = CONTRACT_TYPE_SHORT[row.original.contractType];
        const end = row.original.contractEnd ? formatDate(row.original.contractEnd) : null;
        return (
          <span className="sd-num">
            {end
              ? t({ message: `${contract} until ${end}`, comment: 'PKWT until 31 Dec 2026' })
              : contract}
          </span>
        );
      },
    },
    {
      accessorKey: 'status',
      header: t`Status`,
      cell: ({ row }) => <EmployeeStatusBadge status={row.original.status} />,
    },
  ];
}

/**
 * The employee master list: search by name, NIK or employee number; filters by client, status,
 * contract type and contracts ending soon; server paging and sorting; export; and, for HR,
 * import and add.
 */
export function EmployeeList() {
  const { t, i18n } = useLingui();
  const columns = useEmployeeColumns();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'employees.manage');
  const params = useListParams([
    'search',
    'clientId',
    'status',
    'contractType',
    'endingWithin',
    'sort',
  ] as const);
  const { values, page, update } = params;
  const filters = compact({
    search: values.search,
    clientId: values.clientId,
    status: values.status as EmployeeStatus,
    contractType: values.contractType as ContractType,
    contractEndingWithinDays: values.endingWithin ? Number(values.endingWithin) : undefined,
  });
  const clients = useClientChoices();
  const employees = useEmployeeList({
    ...filters,
    ...compact({ sort: values.sort }),
    page,
    pageSize: EMPLOYEES_PAGE_SIZE,
  });
  const exportEmployees = useExportEmployees();
  const runImport = useImportEmployees();

  return (
    <RegisterList
      label={t`Employees`}
      className="sd-hr-clickable-rows"
      columns={columns}
      query={employees}
      params={params}
      pageSize={EMPLOYEES_PAGE_SIZE}
      defaultSort={DEFAULT_SORT}
      rowName={(employee) => employee.fullName}
      view={{
        label: t`View employee`,
        to: (employee) => paths.humanResource.employee.detail(employee.id),
      }}
      edit={{
        label: t`Edit employee`,
        to: (employee) => paths.humanResource.employee.edit(employee.id),
      }}
      search={{
        label: t`Search employees`,
        placeholder: t`Search by name, NIK or employee number`,
      }}
      filtered={Boolean(
        values.search ||
          values.clientId ||
          values.status ||
          values.contractType ||
          values.endingWithin,
      )}
      onExport={() =>
        exportEmployees.mutateAsync({ ...filters, ...compact({ sort: values.sort }) })
      }
      canManage={canManage}
      add={{ label: <Trans>Add employee</Trans>, to: paths.humanResource.employee.add() }}
      importLabel={<Trans>Import employees</Trans>}
      empty={{
        noun: t({
          message: 'employees',
          comment: 'Plural noun in "No employees yet" / "No employees match"',
        }),
        filteredHint: t`Try another search, or clear the filters.`,
        manageHint: t`Add the first employee with their placement, or import a spreadsheet.`,
        readHint: t`Employees appear here once HR adds them.`,
      }}
      importing={{
        noun: {
          one: t({
            message: 'employee',
            comment: 'Singular noun in the import dialog: "1 employee"',
          }),
          many: t({
            message: 'employees',
            comment: 'Plural noun in the import dialog: "Import employees", "12 employees"',
          }),
        },
        description: t`An Excel or CSV file with one employee per row and the columns of the export (personal data, bank account, BPJS and placement); export the list for a file in the right shape. The file is checked first; nothing is saved until every row is valid.`,
        onDryRun: (file) => runImport(file, true),
        onImport: (file, onProgress) => runImport(file, false, onProgress),
      }}
      filters={
        <>
          <FilterSelect
            label={t`Client`}
            value={values.clientId}
            onChange={(clientId) => update({ clientId })}
            allLabel={t`All clients`}
            options={[
              { value: INTERNAL_STAFF, label: t`Internal staff` },
              ...(clients.data?.items ?? []).map((client) => ({
                value: client.id,
                label: client.legalName,
              })),
            ]}
          />
          <FilterSelect
            label={t`Status`}
            value={values.status}
            onChange={(status) => update({ status })}
            allLabel={t`All statuses`}
            options={EMPLOYEE_STATUS_OPTIONS}
          />
          <FilterSelect
            label={t`Contract type`}
            value={values.contractType}
            onChange={(contractType) => update({ contractType })}
            allLabel={t`All contracts`}
            options={CONTRACT_TYPE_OPTIONS}
          />
          <FilterSelect
            label={t`Contract ending within`}
            value={values.endingWithin}
            onChange={(endingWithin) => update({ endingWithin })}
            allLabel={t`Any time`}
            options={endingWithinOptions(i18n)}
          />
        </>
      }
    />
  );
}
