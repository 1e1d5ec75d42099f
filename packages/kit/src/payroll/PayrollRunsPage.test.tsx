import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PAYROLL_BANK_ID, PAYROLL_RUN_ID, payrollRun, payrollUser, renderPage } from '../testing';
import { PayrollRunsPage } from './PayrollRunsPage';
import type { PayrollRun } from './payroll';

const path = '/finance/payroll';
const detailHref = (id: string) => `/finance/payroll/${id}`;
const OWN_RUN_ID = '00000000-0000-4000-8000-0000000000f9';

const BANK = {
  id: PAYROLL_BANK_ID,
  code: 'BNI-JKT',
  legalName: 'PT Bank Nusantara Indonesia Tbk',
  industry: 'Banking',
  address: null,
  npwp: null,
  billingMethod: 'management-fee' as const,
  paymentTermsDays: 30,
  status: 'active' as const,
  picCount: 2,
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const BANK_RUN = payrollRun();
const OWN_RUN: PayrollRun = payrollRun({
  id: OWN_RUN_ID,
  clientId: null,
  clientName: null,
  period: '2026-12',
  state: 'draft',
  totals: null,
  warningCount: 0,
  calculatedAt: null,
});

const COUNTS = { draft: 1, calculated: 2, approved: 1, closed: 3 };

function runsApi(permissions: string[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => payrollUser(permissions),
    'GET /clients': () => list([BANK]),
    'GET /payroll/runs': ({ query }) => {
      const state = query.get('state');
      const items = [OWN_RUN, BANK_RUN].filter((run) => !state || run.state === state);
      return { items, total: items.length, page: 1, pageSize: 20, counts: COUNTS };
    },
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/payroll/runs').at(-1)?.query;

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

describe('the payroll runs', () => {
  it('lists the runs with their state, employees, net pay and warnings, counted per state', async () => {
    runsApi(['payroll.read']);
    renderPage(<PayrollRunsPage detailHref={detailHref} />, { path, url: path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll runs' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'All (7)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Calculated (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Paid (0)' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Payroll runs' });
    const bank = await within(table).findByRole('row', { name: /PT Bank Nusantara/ });
    expect(
      within(bank)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual([
      'PT Bank Nusantara Indonesia Tbk',
      'Nov 2026',
      'Calculated',
      '2',
      'Rp 14.512.742',
      '1',
    ]);
    expect(
      within(bank).getByRole('link', { name: 'PT Bank Nusantara Indonesia Tbk' }),
    ).toHaveAttribute('href', detailHref(PAYROLL_RUN_ID));
    const own = within(table).getByRole('row', { name: /Own staff/ });
    expect(own).toHaveTextContent('Dec 2026');
    expect(own).toHaveTextContent('Draft');
    expect(own).toHaveTextContent('—');
    // Only those who may open runs are offered a new one.
    expect(screen.queryByRole('button', { name: 'New payroll run' })).not.toBeInTheDocument();
  });

  it('filters by state, month, client and search through the URL', async () => {
    const api = runsApi(['payroll.read']);
    const { user, router } = renderPage(<PayrollRunsPage detailHref={detailHref} />, {
      path,
      url: path,
    });
    await screen.findByRole('row', { name: /PT Bank Nusantara/ });

    await user.click(screen.getByRole('tab', { name: 'Calculated (2)' }));
    await waitFor(() => expect(lastQuery(api)?.get('state')).toBe('calculated'));
    expect(router.state.location.search).toBe('?state=calculated');
    const table = await screen.findByRole('table', { name: 'Payroll runs: Calculated' });
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Own staff/ })).not.toBeInTheDocument(),
    );

    await chooseOption(user, screen.getByRole('combobox', { name: 'Month' }), 'November 2026');
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-11'));
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Client' }),
      'PT Bank Nusantara Indonesia Tbk',
    );
    await waitFor(() => expect(lastQuery(api)?.get('clientId')).toBe(PAYROLL_BANK_ID));
    await user.type(screen.getByRole('searchbox', { name: 'Search payroll runs' }), 'Bank{Enter}');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('Bank'));
    expect(lastQuery(api)?.get('state')).toBe('calculated');
    expect(lastQuery(api)?.get('pageSize')).toBe('20');
  });

  it('opens a run of the own staff for a month, then shows it', async () => {
    const api = runsApi(['payroll.read', 'payroll.run'], {
      'POST /payroll/runs': ({ body }) =>
        json(201, { ...OWN_RUN, ...(body as object), createdAt: '2026-12-15T03:00:00.000Z' }),
    });
    const { user } = renderPage(<PayrollRunsPage detailHref={detailHref} />, { path, url: path });
    await user.click(await screen.findByRole('button', { name: 'New payroll run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payroll run' });
    const whose = await within(dialog).findByRole('combobox', { name: /Whose payroll/ });
    expect(
      within(whose).getByRole('option', { name: 'PT Bank Nusantara Indonesia Tbk' }),
    ).toBeInTheDocument();
    await chooseOption(user, whose, 'Own staff');
    const month = within(dialog).getByRole('combobox', { name: /Month/ });
    expect(month).toHaveValue('2026-12');
    await chooseOption(user, month, 'November 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Open payroll run' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(detailHref(OWN_RUN_ID));
    expect(api.callsTo('POST', '/payroll/runs')[0]?.body).toEqual({
      clientId: null,
      period: '2026-11',
    });
  });

  it('says why a run cannot be opened twice', async () => {
    runsApi(['payroll.read', 'payroll.run'], {
      'POST /payroll/runs': () =>
        problem(
          409,
          'run-exists',
          'PT Bank Nusantara Indonesia Tbk already has a payroll run for 2026-11.',
        ),
    });
    const { user } = renderPage(<PayrollRunsPage detailHref={detailHref} />, { path, url: path });
    await user.click(await screen.findByRole('button', { name: 'New payroll run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payroll run' });
    await chooseOption(
      user,
      await within(dialog).findByRole('combobox', { name: /Whose payroll/ }),
      'PT Bank Nusantara Indonesia Tbk',
    );
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Month/ }), '2026-11');
    await user.click(within(dialog).getByRole('button', { name: 'Open payroll run' }));
    expect(
      await within(dialog).findByText(
        'PT Bank Nusantara Indonesia Tbk already has a payroll run for 2026-11.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New payroll run' })).toBeInTheDocument();
  });

  it('refuses someone without payroll.read', async () => {
    runsApi(['clients.read']);
    renderPage(<PayrollRunsPage detailHref={detailHref} />, { path, url: path });
    expect(await screen.findByRole('heading', { name: /access/i })).toBeVisible();
  });
});
