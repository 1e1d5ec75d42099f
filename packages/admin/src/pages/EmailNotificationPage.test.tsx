import type { MainSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME } from '../testing/fixtures';
import { Component as EmailNotificationPage } from './EmailNotificationPage';

const path = routePatterns.emailNotification.list;
const LINK = 'http://127.0.0.1:8080/set-password?token=abc123';

const invitation: MainSchema<'OutboxMessage'> = {
  id: '00000000-0000-4000-8000-0000000000c1',
  templateKey: 'user.invited',
  to: ['rina@staffdesk.local'],
  cc: [],
  subject: 'You are invited to Staffdesk',
  body: `Hello Rina Wulandari,\n\nSet your password here to start:\n\n${LINK}\n\nThe link works until 28 Nov 2026, 09:00 WIB.`,
  status: 'queued',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-21T02:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-21T02:00:00.000Z',
};

const failed: MainSchema<'OutboxMessage'> = {
  ...invitation,
  id: '00000000-0000-4000-8000-0000000000c2',
  subject: 'Reset your Staffdesk password',
  templateKey: 'password.reset-requested',
  status: 'failed',
  attempts: 6,
  lastError: '550 mailbox unavailable',
};

const template: MainSchema<'EmailTemplate'> = {
  key: 'user.invited',
  locale: 'en',
  name: 'Invitation to Staffdesk',
  description: 'Sent when someone is given an account.',
  subject: 'You are invited to Staffdesk',
  body: 'Hello {{recipient.name}}',
  toRule: '{{recipient.email}}',
  ccRule: '',
  enabled: true,
  variables: [{ name: 'recipient.name', description: "The recipient's name" }],
  updatedAt: '2026-11-20T03:00:00.000Z',
};

function emailApi() {
  return fakeApi({
    'GET /me': () => ADMIN_ME,
    'GET /email-templates': () => ({ items: [template] }),
    'GET /outbox': ({ query }) =>
      query.get('status') === 'failed' ? list([failed]) : list([invitation, failed]),
    'POST /outbox/:id/retry': () => ({ ...failed, status: 'queued', attempts: 0 }),
  });
}

describe('email notifications', () => {
  it('lists the templates first', async () => {
    emailApi();
    renderPage(<EmailNotificationPage />, { path, url: '/email-notification' });
    const row = await screen.findByRole(
      'row',
      { name: /Invitation to Staffdesk/ },
      { timeout: 5000 },
    );
    expect(row).toHaveTextContent('user.invited');
    expect(row).toHaveTextContent('Enabled');
    expect(within(row).getByRole('link', { name: 'Invitation to Staffdesk' })).toHaveAttribute(
      'href',
      '/email-notification/form/view/user.invited',
    );
  });

  it('opens a mail of the outbox with its full body and the link as a link', async () => {
    emailApi();
    const { user, router } = renderPage(<EmailNotificationPage />, {
      path,
      url: '/email-notification',
    });
    await user.click(await screen.findByRole('tab', { name: 'Outbox' }));
    expect(router.state.location.search).toBe('?tab=outbox');

    const row = await screen.findByRole('row', { name: /You are invited to Staffdesk/ });
    expect(row).toHaveTextContent('rina@staffdesk.local');
    expect(row).toHaveTextContent('Queued');
    // Queued mail that never left: say why.
    expect(screen.getByText(/Without one \(no SMTP_URL on the server\)/)).toBeInTheDocument();

    // A click anywhere on the row opens the mail.
    await user.click(within(row).getByText('rina@staffdesk.local'));
    const dialog = await screen.findByRole('dialog', { name: 'You are invited to Staffdesk' });
    expect(within(dialog).getByText(/Set your password here to start/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(within(dialog).getByText('Not sent yet')).toBeInTheDocument();
  });

  it('filters by status and retries a failed mail', async () => {
    const api = emailApi();
    const { user } = renderPage(<EmailNotificationPage />, {
      path,
      url: '/email-notification?tab=outbox',
    });
    await screen.findByRole('row', { name: /Reset your Staffdesk password/ });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() =>
      expect(api.callsTo('GET', '/outbox').at(-1)?.query.get('status')).toBe('failed'),
    );
    await user.click(screen.getByRole('button', { name: 'Reset your Staffdesk password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Staffdesk password' });
    expect(within(dialog).getAllByText('550 mailbox unavailable').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Mail queued again')).toBeInTheDocument();
    expect(api.callsTo('POST', `/outbox/${failed.id}/retry`)).toHaveLength(1);
  });
});
