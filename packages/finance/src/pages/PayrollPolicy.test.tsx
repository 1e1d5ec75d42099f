import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '../locales/id';
import { BANK, BANK_ID, FINANCE_ME, MINING, NO_FINANCE_ME } from '../testing/fixtures';
import { BANK_POLICY, MINING_POLICY } from '../testing/payroll-policy';
import { Component as PayrollPolicyFormPage } from './PayrollPolicyFormPage';
import { Component as PayrollPolicyListPage } from './PayrollPolicyListPage';

const LIST = routePatterns.finance.pph21Policy.list;
const FORM = routePatterns.finance.pph21Policy.form;
const formUrl = (clientId: string) => `/finance/pph21-policy/form/edit/${clientId}`;

/** May read payroll, not manage finance. */
const PAYROLL_READER = { ...FINANCE_ME, permissions: ['finance.read', 'payroll.read'] };

function row(name: string) {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

describe('the PPh 21 policy list', () => {
  it('shows each client’s policy, “Default” for those without their own', async () => {
    const api = fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /payroll/client-policies': ({ query }) =>
        query.get('search') ? list([]) : list([BANK_POLICY, MINING_POLICY]),
    });
    const { user } = renderPage(<PayrollPolicyListPage />, { path: LIST, url: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'PPh 21 policy' })).toBeVisible();
    await screen.findByRole('link', { name: BANK.legalName });

    const bank = row(BANK.legalName);
    expect(bank).toHaveTextContent('BNI-JKT');
    expect(within(bank).getByText('Gross-up')).toBeVisible();
    expect(within(bank).getByText('Calendar days')).toBeVisible();
    expect(within(bank).getByText('March')).toBeVisible();
    expect(within(bank).getByText('Rp 5.396.761')).toBeVisible();
    expect(within(bank).getByText('PDF attached, with the employee’s own password')).toBeVisible();
    expect(within(bank).getByText('Changed 20 Nov 2026')).toBeVisible();
    expect(within(bank).queryByText('Default')).toBeNull();

    const mining = row(MINING.legalName);
    expect(within(mining).getByText('Default')).toBeVisible();
    expect(within(mining).getByText('Gross')).toBeVisible();
    expect(within(mining).getByText('Not through payroll')).toBeVisible();
    expect(screen.getByRole('link', { name: MINING.legalName })).toHaveAttribute(
      'href',
      formUrl(MINING.id),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'zzz{Enter}');
    expect(await screen.findByText('No clients match')).toBeVisible();
    expect(api.callsTo('GET', '/payroll/client-policies').at(-1)?.query.get('search')).toBe('zzz');
  });

  it('refuses a user without payroll.read', async () => {
    fakeApi({
      'GET /me': () => NO_FINANCE_ME,
      'GET /payroll/client-policies': () => list([]),
    });
    renderPage(<PayrollPolicyListPage />, { path: LIST, url: LIST });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    onTestFinished(() => {
      i18n.activate('en');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /payroll/client-policies': () => list([BANK_POLICY, MINING_POLICY]),
    });
    renderPage(<PayrollPolicyListPage />, { path: LIST, url: LIST });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kebijakan PPh 21' }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    for (const header of ['Klien', 'Metode pajak', 'Bulan THR', 'Pengiriman slip gaji']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await within(table).findByRole('link', { name: MINING.legalName });
    expect(within(row(MINING.legalName)).getByText('Bawaan')).toBeVisible();
    expect(within(row(MINING.legalName)).getByText('Tidak lewat penggajian')).toBeVisible();
    expect(within(row(BANK.legalName)).getByText('Maret')).toBeVisible();
  });
});

describe('a client’s payroll policy', () => {
  it('saves the policy and goes back to the list', async () => {
    const api = fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /payroll/clients/:id/payroll-policy': () => MINING_POLICY,
      'PUT /payroll/clients/:id/payroll-policy': ({ body }) => ({
        ...MINING_POLICY,
        ...(body as object),
        isDefault: false,
        updatedByLabel: 'Hendra Gunawan',
        updatedAt: '2026-12-15T03:00:00.000Z',
      }),
    });
    const { user, router } = renderPage(<PayrollPolicyFormPage />, {
      path: FORM,
      url: formUrl(MINING.id),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Payroll policy of ${MINING.legalName}`,
      }),
    ).toBeVisible();
    expect(screen.getByText('Default')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Gross' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Working days' })).toBeChecked();
    // An unpaid day is a share of the timesheet period's working days unless the client says so.
    expect(
      screen.getByRole('radio', { name: 'Working days of the timesheet period' }),
    ).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'THR month' })).toHaveDisplayValue(
      'Not through payroll',
    );
    expect(screen.getByRole('radio', { name: 'Link to sign in' })).toBeChecked();
    // No password from the record, and no 'none', is offered any more.
    expect(
      screen.queryByRole('radio', { name: /date of birth|employee number|no password/i }),
    ).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Net' }));
    await user.click(screen.getByRole('radio', { name: 'Calendar days' }));
    await user.click(screen.getByRole('radio', { name: 'Working days of the calendar month' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'THR month' }), 'April');
    const floor = screen.getByRole('textbox', { name: 'BPJS Kesehatan wage floor' });
    await user.clear(floor);
    await user.type(floor, '5067381');
    expect(floor).toHaveValue('5.067.381');
    await user.click(
      screen.getByRole('radio', { name: 'PDF attached, with the employee’s own password' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save policy' }));

    await waitFor(() =>
      expect(api.callsTo('PUT', `/payroll/clients/${MINING.id}/payroll-policy`)).toHaveLength(1),
    );
    expect(api.callsTo('PUT', `/payroll/clients/${MINING.id}/payroll-policy`)[0]?.body).toEqual({
      taxMethod: 'net',
      prorationBasis: 'calendar-days',
      thrMonth: 4,
      kesehatanFloor: 5_067_381,
      payslipDelivery: 'attachment-with-employee-password',
      unpaidDayBasis: 'calendar-month',
    });
    expect(await screen.findByText('Payroll policy saved')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/pph21-policy'));
  });

  it('shows the server’s field errors under their fields', async () => {
    fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /payroll/clients/:id/payroll-policy': () => BANK_POLICY,
      'PUT /payroll/clients/:id/payroll-policy': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          thrMonth: 'Choose a month.',
          kesehatanFloor: 'Enter a whole amount in rupiah.',
        }),
    });
    const { user } = renderPage(<PayrollPolicyFormPage />, { path: FORM, url: formUrl(BANK_ID) });
    expect(await screen.findByRole('combobox', { name: 'THR month' })).toHaveDisplayValue('March');
    expect(screen.getByRole('textbox', { name: 'BPJS Kesehatan wage floor' })).toHaveValue(
      '5.396.761',
    );
    expect(screen.getByText(/Last saved by Hendra Gunawan/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    const month = screen.getByRole('combobox', { name: 'THR month' });
    await waitFor(() =>
      expect(month).toHaveAccessibleDescription(expect.stringContaining('Choose a month.')),
    );
    expect(
      screen.getByRole('textbox', { name: 'BPJS Kesehatan wage floor' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Enter a whole amount in rupiah.'));
  });

  it('is read-only without finance.manage', async () => {
    fakeApi({
      'GET /me': () => PAYROLL_READER,
      'GET /payroll/clients/:id/payroll-policy': () => BANK_POLICY,
    });
    renderPage(<PayrollPolicyFormPage />, { path: FORM, url: formUrl(BANK_ID) });
    expect(
      await screen.findByText(
        'You can read this policy. Changing it needs the permission to manage finance.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Gross-up' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gross-up' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'THR month' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save policy' })).toBeNull();
  });

  it('says so for a client that does not exist', async () => {
    fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /payroll/clients/:id/payroll-policy': () =>
        problem(404, 'not-found', 'There is no client with this id.'),
    });
    renderPage(<PayrollPolicyFormPage />, {
      path: FORM,
      url: formUrl('00000000-0000-4000-8000-0000000000ff'),
    });
    expect(await screen.findByText('There is no client with this id.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to PPh 21 policy' })).toHaveAttribute(
      'href',
      '/finance/pph21-policy',
    );
  });
});
