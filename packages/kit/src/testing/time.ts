// Time and tables in component tests: a frozen "now" for the pages that start at this month or
// last month, and a table row's cells as the user reads them.

import { beforeEach, onTestFinished, vi } from 'vitest';

/**
 * Freezes `Date` (only: timers still run, so queries and retries do) at `instant` in every test
 * of the file that calls it, e.g. `freezeDate('2026-12-15T03:00:00Z')` (Tuesday 15 Dec 2026,
 * 10:00 in Jakarta).
 */
export function freezeDate(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    onTestFinished(() => {
      vi.useRealTimers();
    });
  });
}

/** The text of each cell of a table row (its `td`s, or elements with the cell role). */
export const rowCells = (row: HTMLElement) =>
  Array.from(
    row.querySelectorAll(':scope > td, :scope > [role="cell"]'),
    (cell) => cell.textContent,
  );
