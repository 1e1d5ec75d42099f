import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  problemMessage,
  sortingFromParam,
  sortingToParam,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  type ContractType,
  type EmployeeStatus,
  RegisterEmptyState,
} from '@staffdesk/kit';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  DataTable,
  FilterBar,
  FilterSelect,
  formatDate,
  ImportDialog,
  SearchInput,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EmployeeSummary } from '../hooks/types';
import { useClientChoices } from '../hooks/useClients';
import { useEmployeeList, useExportEmployees, useImportEmployees } from '../hooks/useEmployees';
import { CONTRACT_TYPE_OPTIONS, CONTRACT_TYPE_SHORT, EMPLOYEE_STATUS_OPTIONS } from '../lib/labels';
import { INTERNAL_STAFF } from './PlacementFields';
import { EmployeeStatusBadge } from './StatusBadges';

export const EMPLOYEES_PAGE_SIZE = 20;
const DEFAULT_SORT = [{ id: 'fullName', desc: false }];

export const ENDING_WITHIN_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '90', label: '90 days' },
];

const columns: ColumnDef<EmployeeSummary>[] = [
  {
    accessorKey: 'fullName',
    header: 'Name',
    cell: ({ row }) => (
      <Link to={paths.humanResource.employee.detail(row.original.id)} data-row-primary="">
        {row.original.fullName}
      </Link>
    ),
  },
  {
    accessorKey: 'employeeNumber',
    header: 'Employee number',
    cell: ({ row }) => <span className="sd-num">{row.original.employeeNumber}</span>,
  },
  {
    accessorKey: 'nik',
    header: 'NIK',
    cell: ({ row }) => <span className="sd-num">{row.original.nik}</span>,
  },
  {
    accessorKey: 'clientName',
    header: 'Client',
    cell: ({ row }) =>
      row.original.clientName ?? <span className="sd-text-muted">Internal staff</span>,
  },
  { accessorKey: 'position', header: 'Position' },
  {
    accessorKey: 'contractEnd',
    header: 'Contract',
    cell: ({ row }) => (
      <span className="sd-num">
        {CONTRACT_TYPE_SHORT[row.original.contractType]}
        {row.original.contractEnd ? ` until ${formatDate(row.original.contractEnd)}` : ''}
      </span>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => <EmployeeStatusBadge status={row.original.status} />,
  },
];

/**
 * The employee master list: search by name, NIK or employee number; filters by client, status,
 * contract type and contracts ending soon; server paging and sorting; export; and, for HR,
 * import and add.
 */
export function EmployeeList() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'employees.manage');
  const [importing, setImporting] = useState(false);
  const { values, page, update } = useListParams([
    'search',
    'clientId',
    'status',
    'contractType',
    'endingWithin',
    'sort',
  ] as const);
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

  if (failureStatus(employees.error) === 403) return <AccessDenied />;

  const filtered = Boolean(
    values.search || values.clientId || values.status || values.contractType || values.endingWithin,
  );
  const empty = !employees.isPending && !employees.isError && (employees.data?.total ?? 0) === 0;
  const addButton = canManage ? (
    <Button variant="primary" onClick={() => navigate(paths.humanResource.employee.add())}>
      Add employee
    </Button>
  ) : null;
  const importButton = canManage ? (
    <Button onClick={() => setImporting(true)}>Import employees</Button>
  ) : null;

  async function download() {
    try {
      await exportEmployees.mutateAsync({ ...filters, ...compact({ sort: values.sort }) });
    } catch (error) {
      toast({
        tone: 'error',
        title: 'The export failed',
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <>
      <ClickableRows className="sd-hr-clickable-rows">
        <DataTable
          label="Employees"
          columns={columns}
          data={employees.data?.items ?? []}
          total={employees.data?.total ?? 0}
          page={page}
          pageSize={EMPLOYEES_PAGE_SIZE}
          onPageChange={(next) => update({ page: next })}
          sorting={values.sort ? sortingFromParam(values.sort) : DEFAULT_SORT}
          onSortingChange={(sorting) => update({ sort: sortingToParam(sorting) })}
          loading={employees.isPending}
          error={employees.isError ? describeFailure(employees.error).message : null}
          onRetry={() => void employees.refetch()}
          getRowId={(employee) => employee.id}
          getRowLabel={(employee) => employee.fullName}
          rowActions={(employee) => [
            {
              label: 'View employee',
              onSelect: () => navigate(paths.humanResource.employee.detail(employee.id)),
            },
            ...(canManage
              ? [
                  {
                    label: 'Edit employee',
                    onSelect: () => navigate(paths.humanResource.employee.edit(employee.id)),
                  },
                ]
              : []),
          ]}
          emptyState={
            <RegisterEmptyState
              filtered={filtered}
              noun="employees"
              filteredHint="Try another search, or clear the filters."
              canManage={canManage}
              manageHint="Add the first employee with their placement, or import a spreadsheet."
              readHint="Employees appear here once HR adds them."
              actions={
                <>
                  {importButton}
                  {addButton}
                </>
              }
            />
          }
          toolbar={
            <FilterBar
              search={
                <SearchInput
                  label="Search employees"
                  placeholder="Search by name, NIK or employee number"
                  value={values.search}
                  onSearch={(search) => update({ search })}
                />
              }
              actions={
                <>
                  <Button
                    onClick={() => void download()}
                    loading={exportEmployees.isPending}
                    disabled={empty}
                  >
                    Export to Excel
                  </Button>
                  {empty && !filtered ? null : importButton}
                  {empty && !filtered ? null : addButton}
                </>
              }
            >
              <FilterSelect
                label="Client"
                value={values.clientId}
                onChange={(clientId) => update({ clientId })}
                allLabel="All clients"
                options={[
                  { value: INTERNAL_STAFF, label: 'Internal staff' },
                  ...(clients.data?.items ?? []).map((client) => ({
                    value: client.id,
                    label: client.legalName,
                  })),
                ]}
              />
              <FilterSelect
                label="Status"
                value={values.status}
                onChange={(status) => update({ status })}
                allLabel="All statuses"
                options={EMPLOYEE_STATUS_OPTIONS}
              />
              <FilterSelect
                label="Contract type"
                value={values.contractType}
                onChange={(contractType) => update({ contractType })}
                allLabel="All contracts"
                options={CONTRACT_TYPE_OPTIONS}
              />
              <FilterSelect
                label="Contract ending within"
                value={values.endingWithin}
                onChange={(endingWithin) => update({ endingWithin })}
                allLabel="Any time"
                options={ENDING_WITHIN_OPTIONS}
              />
            </FilterBar>
          }
        />
      </ClickableRows>
      {canManage ? (
        <ImportDialog
          open={importing}
          onOpenChange={setImporting}
          noun={{ one: 'employee', many: 'employees' }}
          description="An Excel or CSV file with one employee per row and the columns of the export (personal data, bank account, BPJS and placement); export the list for a file in the right shape. The file is checked first; nothing is saved until every row is valid."
          onDryRun={(file) => runImport(file, true)}
          onImport={(file, onProgress) => runImport(file, false, onProgress)}
          errorMessage={problemMessage}
        />
      ) : null}
    </>
  );
}
