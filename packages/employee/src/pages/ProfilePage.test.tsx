import { routePatterns } from '@staffdesk/core';
import { type FakeRoutes, fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../lib/types';
import { changeRequest, ENGLISH, items, SARI } from '../testing/fixtures';
import { Component as ProfilePage } from './ProfilePage';

const NOT_LINKED_MESSAGE = 'Your account is not linked to an employee record. Ask HR.';

const path = routePatterns.employee.profile.view;
const url = '/employee/profile';

/** The self-service API of a linked employee, with the change requests kept between calls. */
function employeeApi(extra: FakeRoutes = {}) {
  const requests: ChangeRequest[] = [];
  const api = fakeApi({
    'GET /me/employee': () => SARI,
    'GET /me/employee/profile/:kind': ({ params }) =>
      items(params.kind === 'languages' ? [ENGLISH] : []),
    'GET /me/employee/change-requests': () => list(requests),
    'POST /me/employee/change-requests': ({ body }) => {
      const { kind, proposed } = body as Pick<ChangeRequest, 'kind' | 'proposed'>;
      const created = changeRequest({
        id: `00000000-0000-4000-8000-${String(requests.length + 1).padStart(12, '0')}`,
        kind,
        proposed,
      });
      requests.push(created);
      return new Response(JSON.stringify(created), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    ...extra,
  });
  return { ...api, requests };
}

describe('my profile', () => {
  it('shows my personal data, identity, bank account and sub-forms', async () => {
    employeeApi();
    renderPage(<ProfilePage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    const personal = await screen.findByRole('region', { name: 'Personal data' });
    expect(within(personal).getByText('Sari Wulandari')).toBeInTheDocument();
    expect(within(personal).getByText('EMP-2026-00042')).toBeInTheDocument();
    expect(within(personal).getByText('Bandung, 15 Jul 1995')).toBeInTheDocument();
    expect(within(personal).getByText('Female')).toBeInTheDocument();
    expect(within(personal).getByText('Islam')).toBeInTheDocument();
    expect(within(personal).getByText('Single')).toBeInTheDocument();
    expect(within(personal).getByText('Jl. Kebon Sirih 12, Jakarta Pusat')).toBeInTheDocument();
    expect(within(personal).getByText('+62 812 3456 7890')).toBeInTheDocument();
    expect(within(personal).getByText('sari.wulandari@example.com')).toBeInTheDocument();

    const identity = screen.getByRole('region', { name: 'NIK, NPWP and PTKP status' });
    expect(within(identity).getByText('3174015507950003')).toBeInTheDocument();
    expect(within(identity).getByText('091234567012000')).toBeInTheDocument();
    expect(within(identity).getByText('TK/0: single, no dependants')).toBeInTheDocument();

    const bank = screen.getByRole('region', { name: 'Bank account' });
    expect(within(bank).getByText('BCA')).toBeInTheDocument();
    expect(within(bank).getByText('1234567890')).toBeInTheDocument();

    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(await within(languages).findByRole('link', { name: 'English' })).toBeInTheDocument();
    expect(within(languages).getByText('Fluent')).toBeInTheDocument();
    expect(within(languages).getByRole('link', { name: 'Add language' })).toHaveAttribute(
      'href',
      '/employee/profile/language/add',
    );
    expect(within(languages).getByRole('link', { name: 'Edit English' })).toHaveAttribute(
      'href',
      `/employee/profile/language/edit/${ENGLISH.id}`,
    );
    expect(screen.getByRole('region', { name: 'Family' })).toBeInTheDocument();
  });

  it('asks HR to change the bank account, then shows the request waiting for HR', async () => {
    const api = employeeApi();
    const { user } = renderPage(<ProfilePage />, { path, url });
    const bank = await screen.findByRole('region', { name: 'Bank account' });
    await user.click(within(bank).getByRole('button', { name: 'Ask to change bank account' }));

    const form = within(bank).getByRole('form', { name: 'Ask HR to change your bank account' });
    await user.clear(within(form).getByRole('textbox', { name: 'Bank name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Bank name' }), 'Mandiri');
    await user.clear(within(form).getByRole('textbox', { name: 'Account number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '987-654 3210');
    await user.click(within(form).getByRole('button', { name: 'Send to HR' }));

    expect(await within(bank).findByText('Waiting for HR')).toBeInTheDocument();
    expect(screen.getByText('Sent to HR')).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/employee/change-requests')[0]?.body).toEqual({
      kind: 'bank-account',
      proposed: {
        bankName: 'Mandiri',
        bankAccountNumber: '9876543210',
        bankAccountName: 'Sari Wulandari',
      },
    });
    // The proposed values show beside the badge; no second request can be started.
    expect(within(bank).getByText('Mandiri')).toBeInTheDocument();
    expect(
      within(bank).queryByRole('button', { name: 'Ask to change bank account' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s message when a request of that kind is already pending', async () => {
    employeeApi({
      'POST /me/employee/change-requests': () =>
        problem(409, 'request-pending', 'Your earlier bank account change still waits for HR.', {
          kind: 'A request of this kind already waits for HR.',
        }),
    });
    const { user } = renderPage(<ProfilePage />, { path, url });
    const bank = await screen.findByRole('region', { name: 'Bank account' });
    await user.click(within(bank).getByRole('button', { name: 'Ask to change bank account' }));
    await user.click(within(bank).getByRole('button', { name: 'Send to HR' }));
    expect(
      await within(bank).findByText('Your earlier bank account change still waits for HR.'),
    ).toBeVisible();
    expect(within(bank).getByRole('form')).toBeInTheDocument();
  });

  it('shows decided requests with HR’s decision and reason', async () => {
    employeeApi({
      'GET /me/employee/change-requests': () =>
        list([
          changeRequest({
            id: '00000000-0000-4000-8000-000000007231',
            kind: 'npwp',
            status: 'rejected',
            proposed: { npwp: '099999999999000' },
            reason: 'The NPWP card photo is unreadable; send it again.',
            decidedAt: '2026-11-22T03:00:00.000Z',
          }),
        ]),
    });
    renderPage(<ProfilePage />, { path, url });
    const npwp = await screen.findByRole('region', { name: 'NPWP' });
    expect(await within(npwp).findByText('Rejected by HR')).toBeInTheDocument();
    expect(
      within(npwp).getByText('The NPWP card photo is unreadable; send it again.'),
    ).toBeInTheDocument();
    expect(within(npwp).getByRole('button', { name: 'Ask to change NPWP' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'My change requests' });
    expect(within(history).getByText('Rejected by HR')).toBeInTheDocument();
  });

  it('deletes a language after confirming', async () => {
    let languages = [ENGLISH];
    const api = employeeApi({
      'GET /me/employee/profile/:kind': ({ params }) =>
        items(params.kind === 'languages' ? languages : []),
      'DELETE /me/employee/profile/:kind/:itemId': () => {
        languages = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPage(<ProfilePage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Delete English' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete English?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete language' }));
    expect(await screen.findByText('Language deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/me/employee/profile/languages/${ENGLISH.id}`)).toHaveLength(1);
    expect(await screen.findByText('No languages yet.')).toBeInTheDocument();
  });

  it('says plainly when my account has no employee record', async () => {
    fakeApi({
      'GET /me/employee': () => problem(404, 'not-found', 'You have no employee record.'),
    });
    renderPage(<ProfilePage />, { path, url });
    expect(await screen.findByText(NOT_LINKED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
