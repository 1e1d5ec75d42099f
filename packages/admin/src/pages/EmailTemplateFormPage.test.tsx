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

describe('a template in Indonesian', () => {
  it('reads and saves the Indonesian version, and goes back to it', async () => {
    const indonesian = {
      ...template,
      locale: 'id' as const,
      subject: 'Undangan ke Staffdesk',
      body: 'Yth. {{recipient.name}},\n\n{{link}}',
    };
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /email-templates/:key': () => indonesian,
      'PUT /email-templates/:key': () => indonesian,
    });
    const { user, router } = renderPage(<EmailTemplateFormPage />, {
      path,
      url: '/email-notification/form/edit/user.invited?language=id',
    });
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Undangan ke Staffdesk',
    );
    expect(screen.getByText('Bahasa Indonesia')).toBeInTheDocument();
    expect(api.callsTo('GET', '/email-templates/user.invited')[0]?.query.get('locale')).toBe('id');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), ' (baru)');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/email-templates/user.invited')).toHaveLength(1),
    );
    const saved = api.callsTo('PUT', '/email-templates/user.invited')[0];
    expect(saved?.query.get('locale')).toBe('id');
    expect(saved?.body).toMatchObject({ subject: 'Undangan ke Staffdesk (baru)' });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/email-notification/form/view/user.invited?language=id',
      ),
    );
  });
});
