import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CASHIER_COMMISSION,
  COMMISSIONS_READER_ME,
  commissionList,
  DEFAULT_RULE,
  FACTORY_RULE,
  FINANCE_ME,
  WELDER_COMMISSION,
} from '../testing/commissions';
import { CLIENTS, RINA, YOGA } from '../testing/requirements';
import { Component as CommissionPage } from './CommissionPage';

const path = routePatterns.recruiter.commission;
const url = '/recruiter/commission';

describe('the commissions page', () => {
  it('shows each commission with its rule, amount, status and day, the total and the rules, read-only', async () => {
    const api = fakeApi({
      'GET /me': () => COMMISSIONS_READER_ME,
      'GET /recruiter-commissions': () => commissionList([WELDER_COMMISSION, CASHIER_COMMISSION]),
      'GET /recruiter-commission-rules': () => ({ items: [DEFAULT_RULE, FACTORY_RULE] }),
      'GET /recruiters': () => ({ items: [RINA, YOGA] }),
    });
    const { user } = renderPage(<CommissionPage />, { path, url });

    const table = await screen.findByRole('table', { name: 'Commissions' });
    const welder = (await within(table).findByText('Joko Susilo')).closest('tr') as HTMLElement;
    expect(welder).toHaveTextContent('Rina Wulandari');
    expect(welder).toHaveTextContent('REQ-2026-0007');
    expect(welder).toHaveTextContent('PT Astra Manufaktur Teknik');
    expect(welder).toHaveTextContent('10 % of the first month’s salary');
    expect(welder).toHaveTextContent('Salary Rp 6.000.000');
    expect(welder).toHaveTextContent('Split between 2 recruiters');
    expect(welder).toHaveTextContent('Rp 300.000');
    expect(welder).toHaveTextContent('Not claimed yet');
    expect(welder).toHaveTextContent('21 Nov 2026');
    const cashier = within(table).getByText('Sari Utami').closest('tr') as HTMLElement;
    expect(cashier).toHaveTextContent('Rp 500.000 per placement');
    expect(cashier).toHaveTextContent('Claimed');
    expect(cashier).toHaveTextContent('5 Oct 2026');
    expect(screen.getByText('Total commission').nextElementSibling).toHaveTextContent('Rp 800.000');

    const rules = await screen.findByRole('table', { name: 'Commission rules' });
    expect(within(rules).getByText('Default').closest('tr')).toHaveTextContent(
      'Rp 500.000 per placement',
    );
    expect(within(rules).getByText('PT Astra Manufaktur Teknik').closest('tr')).toHaveTextContent(
      '10 % of the first month’s salary',
    );
    // Without finance.manage the rules cannot be changed.
    expect(screen.queryByRole('button', { name: /rule/ })).toBeNull();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Recruiter' }), 'Yoga Prasetyo');
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/recruiter-commissions').at(-1)?.query.get('recruiterUserId'),
      ).toBe(YOGA.id),
    );
  });

  it('lets finance change a rule to a share, sent in basis points, with the server’s field errors', async () => {
    const message = 'Use at most 100 %.';
    let tries = 0;
    const api = fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /recruiter-commissions': () => commissionList([CASHIER_COMMISSION]),
      'GET /recruiter-commission-rules': () => ({ items: [DEFAULT_RULE, FACTORY_RULE] }),
      'GET /recruiters': () => ({ items: [RINA, YOGA] }),
      'GET /clients': () => ({ items: CLIENTS, total: CLIENTS.length, page: 1, pageSize: 200 }),
      'PUT /recruiter-commission-rules': () => {
        tries += 1;
        if (tries === 1) return problem(400, 'validation-failed', message, { shareBp: message });
        return { ...DEFAULT_RULE, kind: 'share', amount: null, shareBp: 1_250 };
      },
    });
    const { user } = renderPage(<CommissionPage />, { path, url });

    await user.click(await screen.findByRole('button', { name: 'Edit the default rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the default rule' });
    await user.click(
      within(dialog).getByRole('radio', { name: 'A share of the first month’s salary' }),
    );
    const share = within(dialog).getByRole('textbox', { name: /Share \(%\)/ });
    await user.type(share, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(dialog).findByText('Enter a share from 0.01 to 100 %.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/recruiter-commission-rules')).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(share).toHaveAccessibleDescription(expect.stringContaining(message));

    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Commission rule saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/recruiter-commission-rules')[1]?.body).toEqual({
      clientId: null,
      kind: 'share',
      amount: null,
      shareBp: 1_250,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets a fixed amount for a client without a rule of its own', async () => {
    const api = fakeApi({
      'GET /me': () => FINANCE_ME,
      'GET /recruiter-commissions': () => commissionList([]),
      'GET /recruiter-commission-rules': () => ({ items: [DEFAULT_RULE] }),
      'GET /recruiters': () => ({ items: [] }),
      'GET /clients': () => ({ items: CLIENTS, total: CLIENTS.length, page: 1, pageSize: 200 }),
      'PUT /recruiter-commission-rules': () => ({
        ...FACTORY_RULE,
        kind: 'fixed',
        amount: 750_000,
        shareBp: null,
      }),
    });
    const { user } = renderPage(<CommissionPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Set a client’s rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a client’s rule' });
    const client = within(dialog).getByRole('combobox', { name: /Client/ });
    await waitFor(() =>
      expect(
        within(client).getByRole('option', { name: 'PT Astra Manufaktur Teknik' }),
      ).toBeInTheDocument(),
    );
    await chooseOption(user, client, 'PT Astra Manufaktur Teknik');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Amount per placement/ }),
      '750000',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Commission rule saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/recruiter-commission-rules')[0]?.body).toEqual({
      clientId: FACTORY_RULE.clientId,
      kind: 'fixed',
      amount: 750_000,
      shareBp: null,
    });
  });

  it('says when there are no commissions yet', async () => {
    fakeApi({
      'GET /me': () => COMMISSIONS_READER_ME,
      'GET /recruiter-commissions': () => commissionList([]),
      'GET /recruiter-commission-rules': () => ({ items: [DEFAULT_RULE] }),
      'GET /recruiters': () => ({ items: [] }),
    });
    renderPage(<CommissionPage />, { path, url });
    expect(await screen.findByText('No commissions yet')).toBeInTheDocument();
    expect(
      screen.getByText('A commission appears here when a candidate is hired.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Total commission')).toBeNull();
  });
});
