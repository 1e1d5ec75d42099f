import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { compact, hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import {
  type ContractType,
  type EmployeeStatus,
  RegisterList,
  type RegisterWords,
  useClientChoices,
  useRegisterQuery,
} from '@staffdesk/kit';
import { type ColumnDef, formatDate } from '@staffdesk/ui';
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

/** The register's words. */
const EMPLOYEE_WORDS: RegisterWords = {
  label: msg`Employees`,
  one: msg({ message: 'employee', comment: 'Singular noun in the import dialog: "1 employee"' }),
  many: msg({
    message: 'employees',
    comment:
      'Plural noun: "No employees yet", "No employees match", "Import employees", "12 employees"',
  }),
  view: msg`View employee`,
  edit: msg`Edit employee`,
  add: msg`Add employee`,
  import: msg`Import employees`,
  search: msg`Search employees`,
  searchPlaceholder: msg`Search by name, NIK or employee number`,
  filteredHint: msg`Try another search, or clear the filters.`,
  manageHint: msg`Add the first employee with their placement, or import a spreadsheet.`,
  readHint: msg`Employees appear here once HR adds them.`,
  importDescription: msg`An Excel or CSV file with one employee per row and the columns of the export (personal data, bank account, BPJS and placement); export the list for a file in the right shape. The file is checked first; nothing is saved until every row is valid.`,
};

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
  const { params, filters, page } = useRegisterQuery(
    ['clientId', 'status', 'contractType', 'endingWithin'],
    (values) =>
      compact({
        search: values.search,
        clientId: values.clientId,
        status: values.status as EmployeeStatus,
        contractType: values.contractType as ContractType,
        contractEndingWithinDays: values.endingWithin ? Number(values.endingWithin) : undefined,
      }),
    { pageSize: EMPLOYEES_PAGE_SIZE, defaultSort: DEFAULT_SORT },
  );
  const clients = useClientChoices();
  const employees = useEmployeeList(page);
  const exportEmployees = useExportEmployees();
  const runImport = useImportEmployees();

  return (
    <RegisterList
      words={EMPLOYEE_WORDS}
      className="sd-hr-clickable-rows"
      columns={columns}
      query={employees}
      params={params}
      rowName={(employee) => employee.fullName}
      viewPath={(employee) => paths.humanResource.employee.detail(employee.id)}
      editPath={(employee) => paths.humanResource.employee.edit(employee.id)}
      addPath={paths.humanResource.employee.add()}
      onExport={() => exportEmployees.mutateAsync(filters)}
      onImport={runImport}
      canManage={canManage}
      filters={[
        {
          name: 'clientId',
          label: t`Client`,
          allLabel: t`All clients`,
          options: [
            { value: INTERNAL_STAFF, label: t`Internal staff` },
            ...(clients.data?.items ?? []).map((client) => ({
              value: client.id,
              label: client.legalName,
            })),
          ],
        },
        {
          name: 'status',
          label: t`Status`,
          allLabel: t`All statuses`,
          options: EMPLOYEE_STATUS_OPTIONS,
        },
        {
          name: 'contractType',
          label: t`Contract type`,
          allLabel: t`All contracts`,
          options: CONTRACT_TYPE_OPTIONS,
        },
        {
          name: 'endingWithin',
          label: t`Contract ending within`,
          allLabel: t`Any time`,
          options: endingWithinOptions(i18n),
        },
      ]}
    />
  );
}
