import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/id';
import { NO_PAYROLL_ME, PTKP_STATUSES, TAX_ME } from '../testing/fixtures';
import { Component as PtkpStatusPage } from './PtkpStatusPage';

const path = routePatterns.accountingAndTax.ptkpStatus.list;
const url = '/accounting-and-tax/ptkp-status';

function statusApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => TAX_ME,
    'GET /payroll/ptkp-statuses': () => PTKP_STATUSES,
    ...extra,
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the PTKP statuses', () => {
  it('shows the eight statuses in the law’s order with their meaning, TER category, PTKP and employees', async () => {
    statusApi();
    renderPage(<PtkpStatusPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'PTKP status' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'PTKP statuses' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['TK/0', 'Single, no dependants', 'A', 'Rp 54.000.000', '14'],
      ['TK/1', 'Single, 1 dependant', 'A', 'Rp 58.500.000', '3'],
      ['TK/2', 'Single, 2 dependants', 'B', 'Rp 63.000.000', '2'],
      ['TK/3', 'Single, 3 dependants', 'B', 'Rp 67.500.000', '2'],
      ['K/0', 'Married, no dependants', 'A', 'Rp 58.500.000', '6'],
      ['K/1', 'Married, 1 dependant', 'B', 'Rp 63.000.000', '9'],
      ['K/2', 'Married, 2 dependants', 'B', 'Rp 67.500.000', '4'],
      ['K/3', 'Married, 3 dependants', 'C', 'Rp 72.000.000', '1'],
    ]);
    expect(
      screen.getByText(
        '3 employees have no PTKP status: payroll assumes TK/0 for them until HR records one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'PTKP amounts' })).toHaveAttribute(
      'href',
      '/accounting-and-tax/ptkp',
    );
    // Nothing here changes: no note about changing masters.
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
  });

  it('says so when every employee has a status', async () => {
    statusApi({ 'GET /payroll/ptkp-statuses': () => ({ ...PTKP_STATUSES, withoutStatus: 0 }) });
    renderPage(<PtkpStatusPage />, { path, url });
    expect(await screen.findByText('Every employee has a PTKP status.')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    statusApi({
      'GET /payroll/ptkp-statuses': () =>
        problem(500, 'internal', 'The server is having a problem.'),
    });
    renderPage(<PtkpStatusPage />, { path, url });
    expect(await screen.findByText('The server is having a problem.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('refuses a user without payroll.read', async () => {
    statusApi({ 'GET /me': () => NO_PAYROLL_ME });
    renderPage(<PtkpStatusPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    statusApi();
    renderPage(<PtkpStatusPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Status PTKP' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Status PTKP' });
    for (const header of ['Arti', 'Kategori TER', 'PTKP setahun', 'Karyawan']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'TK/0',
      'Tidak kawin, tanpa tanggungan',
      'A',
      'Rp 54.000.000',
      '14',
    ]);
    expect(cells(rows[6] as HTMLElement)[1]).toBe('Kawin, 2 tanggungan');
    expect(
      screen.getByText(
        '3 karyawan belum punya status PTKP: payroll menganggapnya TK/0 sampai HR mencatat statusnya.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Besaran PTKP' })).toBeVisible();
  });
});
