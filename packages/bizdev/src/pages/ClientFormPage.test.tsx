import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK, BD_ME, READER_ME } from '../testing/fixtures';
import { Component as ClientFormPage } from './ClientFormPage';

const path = routePatterns.bizdev.clients.form;

function pic(index: number) {
  return screen.getByRole('group', { name: `PIC ${index}` });
}

describe('adding a client', () => {
  it('sends the client with its PICs and their roles, and shows a PIC’s email error on its row', async () => {
    const api = fakeApi({
      'GET /me': () => BD_ME,
      'POST /clients': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          'pics.1.email': 'This email is already used by PIC 1.',
        }),
    });
    const { user } = renderPage(<ClientFormPage />, { path, url: '/bizdev/clients/form/add' });

    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'bni-jkt');
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), BANK.legalName);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Industry' }), 'Banking');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Jl. Sudirman 1');
    await user.type(screen.getByRole('textbox', { name: 'NPWP' }), '01.234.567.8-901.000');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Billing method' }), 'Cost plus');
    const terms = screen.getByRole('textbox', { name: 'Payment terms (days)' });
    await user.clear(terms);
    await user.type(terms, '45');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Prospect');

    await user.click(screen.getByRole('button', { name: 'Add PIC' }));
    await user.type(within(pic(1)).getByRole('textbox', { name: 'PIC name' }), 'Siti Rahmawati');
    await user.type(within(pic(1)).getByRole('textbox', { name: 'PIC email' }), 'siti@bni.example');
    await user.type(within(pic(1)).getByRole('textbox', { name: 'PIC phone' }), '0812 1111 2222');
    await user.type(within(pic(1)).getByRole('textbox', { name: 'Position' }), 'HR Manager');
    await user.click(within(pic(1)).getByRole('checkbox', { name: 'Timesheet approver' }));
    await user.click(within(pic(1)).getByRole('checkbox', { name: 'Leave approver' }));

    await user.click(screen.getByRole('button', { name: 'Add PIC' }));
    await user.type(within(pic(2)).getByRole('textbox', { name: 'PIC name' }), 'Agus Setiawan');
    await user.type(within(pic(2)).getByRole('textbox', { name: 'PIC email' }), 'siti@bni.example');
    await user.click(within(pic(2)).getByRole('checkbox', { name: 'Billing contact' }));
    // A new PIC is written to in Indonesian unless told otherwise.
    const language = within(pic(2)).getByRole('combobox', { name: 'Language of mails and links' });
    expect(language).toHaveDisplayValue('Bahasa Indonesia');
    await chooseOption(user, language, 'English');

    await user.click(screen.getByRole('button', { name: 'Save client' }));

    await waitFor(() => expect(api.callsTo('POST', '/clients')).toHaveLength(1));
    expect(api.callsTo('POST', '/clients')[0]?.body).toEqual({
      code: 'BNI-JKT',
      legalName: BANK.legalName,
      industry: 'Banking',
      address: 'Jl. Sudirman 1',
      npwp: '012345678901000',
      billingMethod: 'cost-plus',
      paymentTermsDays: 45,
      status: 'prospect',
      pics: [
        {
          name: 'Siti Rahmawati',
          email: 'siti@bni.example',
          phone: '0812 1111 2222',
          position: 'HR Manager',
          preferredLanguage: 'id',
          roles: ['timesheet-approver', 'leave-approver'],
        },
        {
          name: 'Agus Setiawan',
          email: 'siti@bni.example',
          phone: '',
          position: '',
          preferredLanguage: 'en',
          roles: ['billing-contact'],
        },
      ],
    });

    const secondEmail = within(pic(2)).getByRole('textbox', { name: 'PIC email' });
    await waitFor(() =>
      expect(secondEmail).toHaveAccessibleDescription(
        expect.stringContaining('This email is already used by PIC 1.'),
      ),
    );
    expect(secondEmail).toHaveAttribute('aria-invalid', 'true');
    expect(within(pic(1)).getByRole('textbox', { name: 'PIC email' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('checks the code, NPWP and payment terms before sending', async () => {
    const api = fakeApi({ 'GET /me': () => BD_ME });
    const { user } = renderPage(<ClientFormPage />, { path, url: '/bizdev/clients/form/add' });
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'B');
    await user.type(screen.getByRole('textbox', { name: 'NPWP' }), '1234');
    const terms = screen.getByRole('textbox', { name: 'Payment terms (days)' });
    await user.clear(terms);
    await user.type(terms, '365');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('Use 2 to 20 letters, digits or dashes.')).toBeInTheDocument();
    expect(
      screen.getByText('An NPWP has 15 or 16 digits (dots and dashes are fine).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a number of days from 0 to 180.')).toBeInTheDocument();
    expect(screen.getByText('Legal name is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/clients')).toHaveLength(0);
  });

  it('goes to the new client’s page after saving', async () => {
    fakeApi({
      'GET /me': () => BD_ME,
      'POST /clients': ({ body }) => json(201, { ...BANK, ...(body as object), pics: [] }),
    });
    const { user, router } = renderPage(<ClientFormPage />, {
      path,
      url: '/bizdev/clients/form/add',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'BNI-JKT');
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), BANK.legalName);
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('Client added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bizdev/clients/${BANK.id}`));
  });

  it('refuses a user who may not manage clients', async () => {
    fakeApi({ 'GET /me': () => READER_ME });
    renderPage(<ClientFormPage />, { path, url: '/bizdev/clients/form/add' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('editing a client', () => {
  it('keeps the ids of existing PICs, removes one after confirming, and adds a new one', async () => {
    const api = fakeApi({
      'GET /me': () => BD_ME,
      'GET /clients/:id': () => BANK,
      'PUT /clients/:id': ({ body }) => ({ ...BANK, ...(body as object), pics: [] }),
    });
    const { user, router } = renderPage(<ClientFormPage />, {
      path,
      url: `/bizdev/clients/form/edit/${BANK.id}`,
    });
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveValue('BNI-JKT');
    expect(screen.getByRole('textbox', { name: 'NPWP' })).toHaveValue('01.234.567.8-901.000');
    expect(within(pic(1)).getByRole('checkbox', { name: 'Leave approver' })).toBeChecked();

    await user.click(within(pic(2)).getByRole('button', { name: /Remove PIC/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove PIC Agus Setiawan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove PIC' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('group', { name: 'PIC 2' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add PIC' }));
    await user.type(within(pic(2)).getByRole('textbox', { name: 'PIC name' }), 'Dewi Lestari');
    await user.type(within(pic(2)).getByRole('textbox', { name: 'PIC email' }), 'dewi@bni.example');
    await user.click(within(pic(2)).getByRole('checkbox', { name: 'Overtime approver' }));
    await user.click(within(pic(2)).getByRole('checkbox', { name: 'Hiring manager' }));
    await user.click(screen.getByRole('button', { name: 'Save client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/bizdev/clients/${BANK.id}`));
    const body = api.callsTo('PUT', `/clients/${BANK.id}`)[0]?.body as {
      pics: unknown[];
      npwp: string;
    };
    expect(body.npwp).toBe('012345678901000');
    expect(body.pics).toEqual([
      {
        id: BANK.pics[0]?.id,
        name: 'Siti Rahmawati',
        email: 'siti.rahmawati@bni.example',
        phone: '+62 812 1111 2222',
        position: 'HR Manager',
        preferredLanguage: 'id',
        roles: ['timesheet-approver', 'leave-approver'],
      },
      {
        name: 'Dewi Lestari',
        email: 'dewi@bni.example',
        phone: '',
        position: '',
        preferredLanguage: 'id',
        roles: ['overtime-approver', 'hiring-manager'],
      },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeApi({ 'GET /me': () => BD_ME, 'GET /clients/:id': () => BANK });
    const { user, router } = renderPage(<ClientFormPage />, {
      path,
      url: `/bizdev/clients/form/edit/${BANK.id}`,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), ' (Persero)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/bizdev/clients/form/edit/${BANK.id}`);
  });
});
