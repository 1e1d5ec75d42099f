import type { MainSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME } from '../testing/fixtures';
import { Component as EmailTemplateFormPage } from './EmailTemplateFormPage';

const path = routePatterns.emailNotification.form;

const template: MainSchema<'EmailTemplate'> = {
  key: 'user.invited',
  locale: 'en',
  name: 'Invitation to Staffdesk',
  description: 'Sent when someone is given an account.',
  subject: 'You are invited to Staffdesk',
  body: 'Hello {{recipient.name}},\n\n{{link}}',
  toRule: '{{recipient.email}}',
  ccRule: '',
  enabled: true,
  variables: [
    { name: 'recipient.name', description: "The recipient's name" },
    { name: 'link', description: 'The set-password link' },
  ],
  updatedAt: '2026-11-20T03:00:00.000Z',
};

describe('the email template form', () => {
  it('previews the unsaved text with sample data', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /email-templates/:key': () => template,
      'POST /email-templates/:key/preview': () => ({
        to: ['rina@example.co.id'],
        cc: [],
        subject: 'Welcome, Rina Wulandari',
        body: 'Hello Rina Wulandari,\n\nhttp://127.0.0.1:8080/set-password?token=sample',
      }),
    });
    const { user } = renderPage(<EmailTemplateFormPage />, {
      path,
      url: '/email-notification/form/edit/user.invited',
    });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Welcome, ');
    await user.click(screen.getByRole('button', { name: 'Insert {{recipient.name}}' }));
    expect(subject).toHaveValue('Welcome, {{recipient.name}}');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview with sample data' });
    expect(within(dialog).getByText('Welcome, Rina Wulandari')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', {
        name: 'http://127.0.0.1:8080/set-password?token=sample',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/email-templates/user.invited/preview')[0]?.body).toMatchObject({
      subject: 'Welcome, {{recipient.name}}',
      toRule: '{{recipient.email}}',
    });
  });

  it('shows an unknown variable beside its field', async () => {
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /email-templates/:key': () => template,
      'PUT /email-templates/:key': () =>
        problem(400, 'validation-failed', 'Some fields use variables this event does not offer.', {
          body: 'Unknown variable: {{salary}}. This event offers {{recipient.name}}, {{link}}.',
        }),
    });
    const { user } = renderPage(<EmailTemplateFormPage />, {
      path,
      url: '/email-notification/form/edit/user.invited',
    });
    const body = await screen.findByRole('textbox', { name: 'Body' });
    await user.type(body, ' {{{{salary}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(body).toHaveAccessibleDescription(
        expect.stringContaining('Unknown variable: {{salary}}'),
      ),
    );
  });
});
