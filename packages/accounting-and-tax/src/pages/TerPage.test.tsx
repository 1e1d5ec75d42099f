import { routePatterns } from '@staffdesk/core';
import { fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TaxMaster } from '../lib/masters';
import {
  NO_PAYROLL_ME,
  PAYROLL_READER_ME,
  PTKP_STATUSES,
  TAX_ME,
  TER_2024,
  TER_2026,
} from '../testing/fixtures';
import { Component as TerPage } from './TerPage';

const path = routePatterns.accountingAndTax.pph21.ter;
const url = '/accounting-and-tax/master-pph21/ter';

// Tuesday 15 Dec 2026, 10:00 in Jakarta: the 2026 version is in force.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function terApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => TAX_ME,
    'GET /payroll/tax-masters/:kind': () => ({ items: [TER_2024, TER_2026] }),
    'GET /payroll/ptkp-statuses': () => PTKP_STATUSES,
    ...extra,
  });
}

/** What the server answers to a save: the version as sent, with an id and the saver. */
function saved(body: unknown, id = '00000000-0000-4000-8000-00000000f001'): TaxMaster {
  const input = body as Pick<TaxMaster, 'effectiveFrom' | 'effectiveTo' | 'legalBasis' | 'data'>;
  return {
    ...input,
    id,
    kind: 'ter',
    official: false,
    usedByApprovedRun: false,
    updatedByLabel: TAX_ME.user.name,
    updatedAt: '2026-12-15T03:01:00.000Z',
  };
}

const versionsList = () => screen.getByRole('list', { name: 'Versions of TER tables' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the TER tables', () => {
  it('lists the versions newest first, shows the one in force with its rates in percent', async () => {
    terApi();
    renderPage(<TerPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'TER' })).toBeVisible();
    await screen.findByRole('list', { name: 'Versions of TER tables' });
    const [latest, older] = within(versionsList()).getAllByRole('button');
    expect(latest).toHaveTextContent('From 1 Jan 2026');
    expect(latest).toHaveTextContent('In force');
    expect(latest).toHaveAttribute('aria-pressed', 'true');
    expect(older).toHaveTextContent('1 Jan 2024 – 31 Dec 2025');
    expect(older).toHaveTextContent('Official');
    expect(older).toHaveTextContent('Used by an approved payroll run');

    const table = screen.getByRole('table', { name: 'TER category A' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Rp 0', 'Rp 5.400.000', '0 %'],
      ['Rp 5.400.001', 'Rp 5.650.000', '0,3 %'],
      ['Rp 5.650.001', 'and above', '0,5 %'],
    ]);
    expect(await screen.findByText('For PTKP status TK/0, TK/1, K/0.')).toBeVisible();
    expect(screen.getByText('Rina Wijayanti, 20 Dec 2025, 10:30')).toBeVisible();
  });

  it('shows each category of an older version, and no edit once an approved run used it', async () => {
    terApi();
    const { user } = renderPage(<TerPage />, { path, url });
    await screen.findByRole('list', { name: 'Versions of TER tables' });
    await user.click(within(versionsList()).getByRole('button', { name: /1 Jan 2024/ }));
    expect(
      screen.getByRole('heading', { level: 3, name: '1 Jan 2024 – 31 Dec 2025' }),
    ).toBeVisible();
    expect(
      screen.getByText(/An approved payroll run used this version, so it can no longer change/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit version' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a new version' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Category C' }));
    const table = screen.getByRole('table', { name: 'TER category C' });
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Rp 0', 'Rp 6.600.000', '0 %'],
      ['Rp 6.600.001', 'Rp 6.950.000', '0,25 %'],
      ['Rp 6.950.001', 'Rp 1.419.000.000', '0,5 %'],
      ['Rp 1.419.000.001', 'and above', '34 %'],
    ]);
  });

  it('saves a new version from the one shown, its rates back in basis points', async () => {
    const api = terApi({
      'POST /payroll/tax-masters/:kind': ({ body }) => json(201, saved(body)),
    });
    const { user } = renderPage(<TerPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Add a new version' }));
    const form = screen.getByRole('form', { name: 'TER tables: New version' });
    await user.type(within(form).getByLabelText(/In force from/), '2027-01-01');
    await user.type(within(form).getByLabelText('Legal basis'), 'PMK 12/2026');
    const rate = within(form).getByRole('textbox', { name: 'Rate (%), row 2' });
    expect(rate).toHaveValue('0,3');
    await user.clear(rate);
    await user.type(rate, '0,35');
    // A band is added after the open-ended last one: close that one first.
    await user.type(
      within(form).getByRole('textbox', { name: 'Monthly gross to, row 3' }),
      '5950000',
    );
    await user.click(within(form).getByRole('button', { name: 'Add row' }));
    expect(within(form).getByRole('textbox', { name: 'Monthly gross from, row 4' })).toHaveValue(
      '5.950.001',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Rate (%), row 4' }), '1.25');
    await user.click(within(form).getByRole('button', { name: 'Add version' }));

    await waitFor(() => expect(api.callsTo('POST', '/payroll/tax-masters/ter')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/payroll/tax-masters/ter');
    expect(call?.body).toEqual({
      effectiveFrom: '2027-01-01',
      effectiveTo: null,
      legalBasis: 'PMK 12/2026',
      data: {
        tables: {
          A: [
            { lower: 0, upper: 5_400_000, rateBp: 0 },
            { lower: 5_400_001, upper: 5_650_000, rateBp: 35 },
            { lower: 5_650_001, upper: 5_950_000, rateBp: 50 },
            { lower: 5_950_001, upper: null, rateBp: 125 },
          ],
          B: (TER_2026.data.tables as Record<string, unknown>).B,
          C: (TER_2026.data.tables as Record<string, unknown>).C,
        },
      },
    });
    expect(await screen.findByText('Version added')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server’s errors at their row, on the category they are in', async () => {
    terApi({
      'PUT /payroll/tax-masters/:kind/:id': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          'data.tables.B.1.lower':
            'This row must start at 6200001, one rupiah after the row before.',
          'data.tables.B.1.rateBp': 'Use at most 100 %.',
        }),
    });
    const { user } = renderPage(<TerPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Edit version' }));
    const form = screen.getByRole('form', { name: 'TER tables: Edit version: From 1 Jan 2026' });
    await user.click(within(form).getByRole('button', { name: 'Save version' }));

    const from = await within(form).findByRole('textbox', { name: 'Monthly gross from, row 2' });
    expect(screen.getByRole('tab', { name: /Category B/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /Category B/ })).toHaveTextContent('Check');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(
      'This row must start at 6200001, one rupiah after the row before.',
    );
    expect(
      within(form).getByRole('textbox', { name: 'Rate (%), row 2' }),
    ).toHaveAccessibleDescription('Use at most 100 %.');
  });

  it('offers a new version when an approved run used the version meanwhile', async () => {
    const api = terApi({
      'PUT /payroll/tax-masters/:kind/:id': () =>
        problem(
          409,
          'tax-master-in-use',
          'An approved payroll run used this version, so it cannot change. Add a new version from the month the change applies.',
        ),
      'POST /payroll/tax-masters/:kind': ({ body }) => json(201, saved(body)),
    });
    const { user } = renderPage(<TerPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Edit version' }));
    const rate = screen.getByRole('textbox', { name: 'Rate (%), row 3' });
    await user.clear(rate);
    await user.type(rate, '0,6');
    await user.click(screen.getByRole('button', { name: 'Save version' }));

    expect(await screen.findByText('This version can no longer change')).toBeVisible();
    expect(
      screen.getByText(/An approved payroll run used this version, so it cannot change/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a new version' }));

    const form = screen.getByRole('form', { name: 'TER tables: New version' });
    expect(
      within(form).getByText(
        'The version From 1 Jan 2026 is used by an approved payroll run, so these figures become a new version. Choose the day it applies from.',
      ),
    ).toBeVisible();
    expect(within(form).getByLabelText(/In force from/)).toHaveValue('');
    // What was typed is kept.
    expect(within(form).getByRole('textbox', { name: 'Rate (%), row 3' })).toHaveValue('0,6');
    await user.type(within(form).getByLabelText(/In force from/), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Add version' }));

    await waitFor(() => expect(api.callsTo('POST', '/payroll/tax-masters/ter')).toHaveLength(1));
    const body = api.callsTo('POST', '/payroll/tax-masters/ter')[0]?.body as TaxMaster;
    expect(body.effectiveFrom).toBe('2027-01-01');
    expect(body.legalBasis).toBe('PMK 168/2023 (as amended)');
    expect((body.data.tables as Record<string, { rateBp: number }[]>).A?.[2]?.rateBp).toBe(60);
    expect(api.callsTo('PUT', `/payroll/tax-masters/ter/${TER_2026.id}`)).toHaveLength(1);
  });

  it('says when a version already starts on that day', async () => {
    terApi({
      'POST /payroll/tax-masters/:kind': () =>
        problem(
          409,
          'tax-master-exists',
          'There is already a version from 2026-01-01; edit that one instead.',
        ),
    });
    const { user } = renderPage(<TerPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Add a new version' }));
    const from = screen.getByLabelText(/In force from/);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription(
      'There is already a version from 2026-01-01; edit that one instead.',
    );
  });

  it('is read only without tax.manage', async () => {
    terApi({ 'GET /me': () => PAYROLL_READER_ME });
    renderPage(<TerPage />, { path, url });
    expect(await screen.findByRole('table', { name: 'TER category A' })).toBeVisible();
    expect(screen.getByText('Read only')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit version' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a new version' })).not.toBeInTheDocument();
  });

  it('refuses a user without payroll.read', async () => {
    terApi({ 'GET /me': () => NO_PAYROLL_ME });
    renderPage(<TerPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});
