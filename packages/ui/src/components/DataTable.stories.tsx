import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { formatDate, formatMoney } from '../format';
import { type LeaveRequest, type ListQuery, useFakeLeaveList } from '../stories/fixtures.stories';
import { StatusBadge } from './Badge';
import { Button } from './Button';
import { type ColumnDef, DataTable } from './DataTable';
import { FilterBar, FilterSelect, SearchInput } from './FilterBar';
import { EmptyState } from './States';

export default { title: 'Lists/DataTable' } satisfies StoryDefault;

const columns: ColumnDef<LeaveRequest>[] = [
  { accessorKey: 'id', header: 'Request', meta: { width: '9rem' } },
  {
    accessorKey: 'employee',
    header: 'Employee',
    cell: (info) => <a href={`#/leave/${info.row.original.id}`}>{info.getValue<string>()}</a>,
  },
  { accessorKey: 'client', header: 'Client' },
  { accessorKey: 'type', header: 'Type', enableSorting: false },
  {
    accessorKey: 'from',
    header: 'From',
    cell: (info) => formatDate(info.getValue<string>()),
  },
  { accessorKey: 'days', header: 'Days', meta: { align: 'right' } },
  {
    accessorKey: 'allowance',
    header: 'Allowance',
    cell: (info) => formatMoney(info.getValue<number>()),
    meta: { align: 'right' },
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: (info) => <StatusBadge status={info.row.original.status} />,
  },
];

const statusOptions = [
  { value: 'draft', label: 'Draft' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

function LeaveList({ fail = false }: { fail?: boolean }) {
  const [query, setQuery] = useState<ListQuery>({
    page: 1,
    pageSize: 20,
    sorting: [{ id: 'from', desc: true }],
    search: '',
    status: '',
  });
  const list = useFakeLeaveList(query, { fail });
  const [log, setLog] = useState('');
  return (
    <>
      <DataTable<LeaveRequest>
        label="Leave requests"
        columns={columns}
        data={list.items}
        total={list.total}
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        page={query.page}
        pageSize={query.pageSize}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPageSizeChange={(pageSize) => setQuery((q) => ({ ...q, pageSize, page: 1 }))}
        sorting={query.sorting}
        onSortingChange={(sorting) => setQuery((q) => ({ ...q, sorting, page: 1 }))}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.id} (${row.employee})`}
        rowActions={(row) => [
          { label: 'Open', onSelect: () => setLog(`Open ${row.id}`) },
          {
            label: 'Approve',
            onSelect: () => setLog(`Approve ${row.id}`),
            disabled: row.status !== 'pending',
          },
          {
            label: 'Cancel request',
            onSelect: () => setLog(`Cancel ${row.id}`),
            destructive: true,
          },
        ]}
        selectable
        bulkActions={(rows, clear) => (
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              setLog(`Approve ${rows.length} requests`);
              clear();
            }}
          >
            Approve {rows.length} requests
          </Button>
        )}
        emptyState={
          <EmptyState
            title="No leave requests match"
            description="Clear the search or choose another status."
            action={
              <Button onClick={() => setQuery((q) => ({ ...q, search: '', status: '', page: 1 }))}>
                Clear filters
              </Button>
            }
          />
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label="Search by employee or request number"
                value={query.search}
                onSearch={(search) => setQuery((q) => ({ ...q, search, page: 1 }))}
              />
            }
            actions={<Button onClick={() => setLog('Export to Excel')}>Export</Button>}
          >
            <FilterSelect
              label="Status"
              value={query.status}
              allLabel="All statuses"
              options={statusOptions}
              onChange={(status) => setQuery((q) => ({ ...q, status, page: 1 }))}
            />
          </FilterBar>
        }
      />
      <p className="sd-text-muted" style={{ marginTop: 12 }} aria-live="polite">
        {log}
      </p>
    </>
  );
}

export const ServerDriven: Story = () => <LeaveList />;

export const Loading: Story = () => (
  <DataTable<LeaveRequest>
    columns={columns}
    data={[]}
    total={0}
    page={1}
    pageSize={20}
    onPageChange={() => {}}
    loading
  />
);

export const Empty: Story = () => (
  <DataTable<LeaveRequest>
    columns={columns}
    data={[]}
    total={0}
    page={1}
    pageSize={20}
    onPageChange={() => {}}
    emptyState={
      <EmptyState
        title="No leave requests yet"
        description="Requests your employees send appear here for approval."
        action={<Button variant="primary">Record leave</Button>}
      />
    }
  />
);

export const ErrorThenRetry: Story = () => <LeaveList fail />;
