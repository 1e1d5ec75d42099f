import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterSelect, SearchInput } from './FilterBar';

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchInput', () => {
  it('reports the search once typing pauses, not on every key', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchInput label="Search employees" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search employees' });
    fireEvent.change(input, { target: { value: 'bu' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(input, { target: { value: 'budi ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('budi');
  });

  it('searches at once on Enter and clears with the clear button', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchInput onSearch={onSearch} delay={10_000} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'sari{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('sari');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });
});

describe('FilterBar', () => {
  it('lays out search, labelled filters and actions', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterBar
        search={<SearchInput onSearch={() => {}} />}
        actions={<button type="button">Export</button>}
      >
        <FilterSelect
          label="Status"
          value=""
          allLabel="All statuses"
          onChange={onChange}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'approved', label: 'Approved' },
          ]}
        />
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    expect(onChange).toHaveBeenCalledWith('approved');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
