import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '../locales/id';
import { BANK, BANK_REQUIREMENTS, BD_ME } from '../testing/fixtures';
import { Component as ClientDetailPage } from './ClientDetailPage';
import { Component as ClientRequirementPage } from './ClientRequirementPage';

const path = routePatterns.bizdev.clients.requirement;
const url = `/bizdev/clients/${BANK.id}/requirement`;

function requirementsApi(me = BD_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /clients/:id': () => BANK,
    'GET /clients/:id/requirements': ({ query }) => {
      const status = query.get('status');
      const items = BANK_REQUIREMENTS.filter((r) => !status || r.status === status);
      return list(items, Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 20));
    },
  });
}

describe('a client’s requirements tab', () => {
  it('lists the client’s job orders with filled of headcount, status, deadline and recruiters', async () => {
    const api = requirementsApi();
    renderPage(<ClientRequirementPage />, { path, url });
    expect(await screen.findByRole('tab', { name: 'Requirements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Requirements' });
    const teller = within(table).getByRole('row', { name: /Teller/ });
    expect(teller).toHaveTextContent('REQ-2026-0012');
    expect(teller).toHaveTextContent('1 / 3');
    expect(teller).toHaveTextContent('Open');
    expect(teller).toHaveTextContent('15 Dec 2026');
    expect(teller).toHaveTextContent('Rina Wulandari');
    const driver = within(table).getByRole('row', { name: /Driver/ });
    expect(driver).toHaveTextContent('On hold');
    expect(driver).toHaveTextContent('Not assigned');
    // Without recruiting.read the numbers do not open recruiting's pages.
    expect(within(table).queryByRole('link', { name: 'REQ-2026-0012' })).toBeNull();
    expect(api.callsTo('GET', `/clients/${BANK.id}/requirements`)[0]?.query.get('page')).toBe('1');
  });

  it('filters by status on the server, and says when nothing matches', async () => {
    requirementsApi();
    const { user } = renderPage(<ClientRequirementPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Requirements' });
    await within(table).findByRole('row', { name: /Teller/ });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'on-hold');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Teller/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Driver/ })).toBeVisible();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'fulfilled');
    expect(await screen.findByText('No requirement has this status')).toBeVisible();
  });

  it('links each number to its pipeline for a user who reads recruiting', async () => {
    requirementsApi({ ...BD_ME, permissions: [...BD_ME.permissions, 'recruiting.read'] });
    renderPage(<ClientRequirementPage />, { path, url });
    expect(await screen.findByRole('link', { name: 'REQ-2026-0012' })).toHaveAttribute(
      'href',
      `/recruiter/requirement/${BANK_REQUIREMENTS[0]!.id}`,
    );
  });

  it('offers a new requirement for this client only to those who may manage recruiting', async () => {
    requirementsApi();
    const first = renderPage(<ClientRequirementPage />, { path, url });
    await screen.findByRole('row', { name: /Teller/ });
    expect(screen.queryByRole('button', { name: 'New requirement' })).toBeNull();
    first.unmount();

    requirementsApi({
      ...BD_ME,
      permissions: [...BD_ME.permissions, 'recruiting.read', 'recruiting.manage'],
    });
    const { user, router } = renderPage(<ClientRequirementPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'New requirement' }));
    expect(router.state.location.pathname).toBe('/recruiter/requirement/form/add');
    expect(router.state.location.search).toBe(`?clientId=${BANK.id}`);
  });

  it('opens the requirements tab at its own address', async () => {
    requirementsApi();
    const { user } = renderPage(<ClientDetailPage />, {
      path: routePatterns.bizdev.clients.detail,
      url: `/bizdev/clients/${BANK.id}`,
    });
    await user.click(await screen.findByRole('tab', { name: 'Requirements' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(url);
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients/:id': () => BANK,
      'GET /clients/:id/requirements': () =>
        fail ? problem(500, 'internal', 'The server could not answer.') : list(BANK_REQUIREMENTS),
    });
    const { user } = renderPage(<ClientRequirementPage />, { path, url });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('row', { name: /Teller/ })).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    requirementsApi({ ...BD_ME, user: { ...BD_ME.user, preferredLanguage: 'id' } });
    renderPage(<ClientRequirementPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Permintaan' });
    expect(await within(table).findByRole('row', { name: /Driver/ })).toHaveTextContent('Ditunda');
  });
});
