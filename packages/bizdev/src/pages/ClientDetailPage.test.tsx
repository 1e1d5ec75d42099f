import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK, BD_ME, READER_ME } from '../testing/fixtures';
import { Component as ClientDetailPage } from './ClientDetailPage';
import { Component as LegacyClientDetailPage } from './LegacyClientDetailPage';

describe('a client’s general page', () => {
  it('shows the name, code, status, facts and the PICs with their roles', async () => {
    fakeApi({ 'GET /me': () => BD_ME, 'GET /clients/:id': () => BANK });
    renderPage(<ClientDetailPage />, {
      path: routePatterns.bizdev.clients.detail,
      url: `/bizdev/clients/${BANK.id}`,
    });
    expect(await screen.findByRole('heading', { name: BANK.legalName, level: 1 })).toBeVisible();
    expect(screen.getByText('Client code BNI-JKT')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Requirements',
    ]);
    expect(screen.getByText('01.234.567.8-901.000')).toBeInTheDocument();
    expect(screen.getByText('Management fee')).toBeInTheDocument();
    const pics = screen.getByRole('table', { name: `PICs of ${BANK.legalName}` });
    const siti = within(pics).getByRole('row', { name: /Siti Rahmawati/ });
    expect(within(siti).getByText('Timesheet approver')).toBeInTheDocument();
    expect(within(siti).getByText('Leave approver')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit client' })).toHaveAttribute(
      'href',
      `/bizdev/clients/form/edit/${BANK.id}`,
    );
  });

  it('hides Edit from a user who may only read', async () => {
    fakeApi({ 'GET /me': () => READER_ME, 'GET /clients/:id': () => BANK });
    renderPage(<ClientDetailPage />, {
      path: routePatterns.bizdev.clients.detail,
      url: `/bizdev/clients/${BANK.id}`,
    });
    await screen.findByRole('heading', { name: BANK.legalName, level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit client' })).not.toBeInTheDocument();
  });

  it('shows not found for an unknown client', async () => {
    fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients/:id': () => problem(404, 'not-found', 'There is no such client.'),
    });
    renderPage(<ClientDetailPage />, {
      path: routePatterns.bizdev.clients.detail,
      url: '/bizdev/clients/nope',
    });
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
  });
});

describe('the legacy client page', () => {
  it('is read-only and points to business development', async () => {
    fakeApi({ 'GET /me': () => BD_ME, 'GET /clients/:id': () => BANK });
    renderPage(<LegacyClientDetailPage />, {
      path: routePatterns.oldBizdev.clients.detail,
      url: `/old-bizdev/clients/${BANK.id}`,
    });
    await screen.findByRole('heading', { name: BANK.legalName, level: 1 });
    expect(screen.getByText(/Legacy view: manage clients in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business development' })).toHaveAttribute(
      'href',
      `/bizdev/clients/${BANK.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Edit client' })).not.toBeInTheDocument();
  });
});
