import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClickableRows } from './ClickableRows';
import { SimpleTable } from './SimpleTable';

type Pic = { id: string; name: string; calls: number };

const PICS: Pic[] = [
  { id: 'siti', name: 'Siti Rahma', calls: 12 },
  { id: 'agus', name: 'Agus Salim', calls: 3 },
];

function Pics({ rows, onOpen }: { rows: Pic[]; onOpen?: (pic: Pic) => void }) {
  return (
    <SimpleTable
      label="PICs"
      columns={[
        {
          header: 'Name',
          cell: (pic) => (
            <button type="button" data-row-primary onClick={() => onOpen?.(pic)}>
              {pic.name}
            </button>
          ),
        },
        { header: 'Calls', cell: (pic) => pic.calls, align: 'right' },
      ]}
      rows={rows}
      getRowKey={(pic) => pic.id}
      empty="No PICs yet."
    />
  );
}

describe('SimpleTable', () => {
  it('shows every row under its named table, amounts aligned right', () => {
    render(<Pics rows={PICS} />);
    const table = screen.getByRole('table', { name: 'PICs' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: 'Agus Salim 3' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Calls' })).toHaveClass(
      'sd-table__cell--right',
    );
  });

  it('says so when there are no rows', () => {
    render(<Pics rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No PICs yet.' })).toBeInTheDocument();
  });
});

describe('ClickableRows', () => {
  it('opens a row from a click anywhere on it through its primary control', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <ClickableRows className="sd-test-rows">
        <Pics rows={PICS} onOpen={onOpen} />
      </ClickableRows>,
    );
    await user.click(screen.getByRole('cell', { name: '3' }));
    expect(onOpen).toHaveBeenCalledWith(PICS[1]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // a click on the control itself is not repeated
    await user.click(screen.getByRole('button', { name: 'Siti Rahma' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('table').closest('.sd-test-rows')).not.toBeNull();
  });
});
