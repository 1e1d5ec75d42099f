import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CASHIER,
  CLIENTS,
  FACTORY_ID,
  REQUIREMENTS_ME,
  REQUIREMENTS_READER_ME,
  RINA,
  WELDER,
  YOGA,
} from '../testing/requirements';
import { Component as RequirementListPage } from './RequirementListPage';

const path = routePatterns.recruiter.requirement.list;

describe('the requirement list', () => {
  it('shows each requirement with its client, filled of headcount, status, deadline and recruiters', async () => {
    fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /requirements': () => list([WELDER, CASHIER]),
      'GET /clients': () => list(CLIENTS, 1, 200),
      'GET /recruiters': () => ({ items: [RINA, YOGA] }),
    });
    renderPage(<RequirementListPage />, { path, url: '/recruiter/requirement' });

    const table = await screen.findByRole('table', { name: 'Requirements' });
    const welder = (await within(table).findByRole('link', { name: 'REQ-2026-0007' })).closest(
      'tr',
    ) as HTMLElement;
    expect(welder).toHaveTextContent('Welder');
    expect(welder).toHaveTextContent('PT Astra Manufaktur Teknik');
    expect(welder).toHaveTextContent('1 / 3');
    expect(welder).toHaveTextContent('Open');
    expect(welder).toHaveTextContent('21 Nov 2026');
    expect(welder).toHaveTextContent('Rina Wulandari');
    expect(welder).toHaveTextContent('Yoga Prasetyo');
    const cashier = within(table).getByRole('link', { name: 'REQ-2026-0008' }).closest('tr');
    expect(cashier).toHaveTextContent('0 / 2');
    expect(cashier).toHaveTextContent('In progress');
    expect(cashier).toHaveTextContent('Not assigned');
    expect(screen.getByRole('button', { name: 'New requirement' })).toBeInTheDocument();
  });

  it('asks the server for the status and client chosen, and a search', async () => {
    const api = fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /requirements': () => list([WELDER]),
      'GET /clients': () => list(CLIENTS, 1, 200),
      'GET /recruiters': () => ({ items: [RINA] }),
    });
    const { user } = renderPage(<RequirementListPage />, { path, url: '/recruiter/requirement' });
    await screen.findByRole('link', { name: 'REQ-2026-0007' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'On hold');
    const client = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() =>
      expect(
        within(client).getByRole('option', { name: 'PT Astra Manufaktur Teknik' }),
      ).toBeInTheDocument(),
    );
    await chooseOption(user, client, 'PT Astra Manufaktur Teknik');
    await user.type(screen.getByRole('searchbox', { name: 'Search requirements' }), 'weld{Enter}');
    await waitFor(() => {
      const last = api.callsTo('GET', '/requirements').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
        status: 'on-hold',
        clientId: FACTORY_ID,
        search: 'weld',
      });
    });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Recruiter' }), 'Not assigned');
    await waitFor(() =>
      expect(api.callsTo('GET', '/requirements').at(-1)?.query.get('recruiterId')).toBe('none'),
    );
  });

  it('offers no new requirement to a reader, and says when nothing is there', async () => {
    fakeApi({
      'GET /me': () => REQUIREMENTS_READER_ME,
      'GET /requirements': () => list([]),
      'GET /recruiters': () => ({ items: [] }),
    });
    renderPage(<RequirementListPage />, { path, url: '/recruiter/requirement' });
    expect(await screen.findByText('No requirements yet')).toBeInTheDocument();
    expect(
      screen.getByText('Requirements appear here once recruiters open them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New requirement' })).toBeNull();
    // Without `clients.read` there is no client filter.
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });
});
