import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../format';
import { type ColumnDef, DataTable, type DataTableProps } from './DataTable';

interface Employee {
  id: string;
  name: string;
  salary: number;
}

const columns: ColumnDef<Employee>[] = [
  { accessorKey: 'name', header: 'Name' },
  {
    accessorKey: 'salary',
    header: 'Salary',
    cell: (info) => formatMoney(info.getValue<number>()),
    meta: { align: 'right' },
  },
  { id: 'note', header: 'Note', cell: () => '—' },
];

const employees: Employee[] = Array.from({ length: 20 }, (_, i) => ({
  id: `e${i + 1}`,
  name: `Employee ${i + 1}`,
  salary: 5_000_000 + i * 100_000,
}));

function renderTable(props: Partial<DataTableProps<Employee>> = {}) {
  const onPageChange = vi.fn();
  const onSortingChange = vi.fn();
  const utils = render(
    <DataTable<Employee>
      label="Employees"
      columns={columns}
      data={employees}
      total={45}
      page={1}
      pageSize={20}
      onPageChange={onPageChange}
      sorting={[]}
      onSortingChange={onSortingChange}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      {...props}
    />,
  );
  return { ...utils, onPageChange, onSortingChange };
}

describe('DataTable', () => {
  it('renders the rows of the page with formatted cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Employees' });
    // header row + 20 data rows
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('cell', { name: 'Employee 1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Rp 5.000.000' })).toBeInTheDocument();
  });

  it('asks the server for a new sort order when a sortable header is clicked', async () => {
    const user = userEvent.setup();
    const { onSortingChange, rerender } = renderTable();
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    // a column without an accessor is not sortable
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBe(
      null,
    );

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);

    rerender(
      <DataTable<Employee>
        label="Employees"
        columns={columns}
        data={employees}
        total={45}
        page={1}
        pageSize={20}
        onPageChange={() => {}}
        sorting={[{ id: 'name', desc: false }]}
        onSortingChange={onSortingChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
  });

  it('shows the range and total, and asks for the next page', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables next on the last page and shows its partial range', () => {
    renderTable({ page: 3, data: employees.slice(0, 5) });
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers a page size choice when onPageSizeChange is given', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderTable({ onPageSizeChange });
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('shows skeleton rows and no data while loading', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Employee 1')).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr[data-skeleton]').length).toBeGreaterThan(0);
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({
      data: [],
      total: 0,
      emptyState: <p>No employees yet. Add the first one.</p>,
    });
    expect(screen.getByText('No employees yet. Add the first one.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a default empty message without an emptyState', () => {
    renderTable({ data: [], total: 0 });
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ error: 'The server did not answer.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    expect(screen.queryByText('Employee 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('opens a row action menu and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderTable({
      rowActions: (row) => [
        { label: 'Edit', onSelect: () => onEdit(row.id) },
        { label: 'Delete', onSelect: () => onDelete(row.id), destructive: true },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Employee 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('e2');
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('selects rows with checkboxes and shows bulk actions for them', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTable({
      selectable: true,
      onSelectionChange,
      bulkActions: (rows) => <button type="button">Export {rows.length}</button>,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select Employee 3' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([employees[2]]);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(employees);
    expect(screen.getByText('20 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });
});
