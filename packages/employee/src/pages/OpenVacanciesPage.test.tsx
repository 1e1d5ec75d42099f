import { routePatterns } from '@staffdesk/core';
import { fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BAYU, CASHIER_VACANCY, FORKLIFT_VACANCY } from '../testing/referrals';
import { Component as OpenVacanciesPage } from './OpenVacanciesPage';

const path = routePatterns.employee.requirements;
const url = '/employee/requirements';
const DUPLICATE =
  'This person is already in our CV database; tell the recruiter, who will add them.';

async function openReferDialog(user: ReturnType<typeof renderPage>['user']) {
  const card = await screen.findByRole('region', { name: 'Forklift operator' });
  await user.click(
    within(card).getByRole('button', { name: 'Refer someone for Forklift operator' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Refer someone for Forklift operator' });
  await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Bayu Saputra');
  await user.type(
    within(dialog).getByRole('textbox', { name: /Email/ }),
    'bayu.saputra@example.co.id',
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+62 812 1111 2222');
  await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Bekasi');
  return dialog;
}

describe('open vacancies to refer someone to', () => {
  it('shows each vacancy as a card and searches on the server', async () => {
    const api = fakeApi({
      'GET /me/vacancies': () => list([FORKLIFT_VACANCY, CASHIER_VACANCY]),
    });
    const { user } = renderPage(<OpenVacanciesPage />, { path, url });
    const card = await screen.findByRole('region', { name: 'Forklift operator' });
    expect(card).toHaveTextContent('Bekasi · PKWT (fixed term)');
    expect(card).toHaveTextContent('Logistics · Forklift operator');
    expect(card).toHaveTextContent('Stock opname');
    expect(card).toHaveTextContent('Applications close on 31 Dec 2026.');
    expect(screen.getByRole('region', { name: 'Cashier' })).toHaveTextContent('Jakarta Selatan');
    await user.type(screen.getByRole('searchbox', { name: 'Search vacancies' }), 'gudang{Enter}');
    await waitFor(() =>
      expect(api.callsTo('GET', '/me/vacancies').at(-1)?.query.get('search')).toBe('gudang'),
    );
  });

  it('refers someone (201) and says thank you', async () => {
    const api = fakeApi({
      'GET /me/vacancies': () => list([FORKLIFT_VACANCY]),
      'POST /me/referrals': () =>
        json(201, {
          ...BAYU,
          applications: [BAYU.applications[0]].map((a) => ({ ...a, stage: 'sourced' })),
        }),
    });
    const { user } = renderPage(<OpenVacanciesPage />, { path, url });
    const dialog = await openReferDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'My former colleague.');
    await user.click(within(dialog).getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText('Thank you for the referral')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/me/referrals')[0]?.body).toEqual({
      slug: FORKLIFT_VACANCY.slug,
      fullName: 'Bayu Saputra',
      email: 'bayu.saputra@example.co.id',
      phone: '+62 812 1111 2222',
      city: 'Bekasi',
      note: 'My former colleague.',
    });
  });

  it('shows the server’s refusal of someone already known (409) under the email', async () => {
    fakeApi({
      'GET /me/vacancies': () => list([FORKLIFT_VACANCY]),
      'POST /me/referrals': () =>
        problem(409, 'duplicate-candidate', DUPLICATE, { email: DUPLICATE }),
    });
    const { user } = renderPage(<OpenVacanciesPage />, { path, url });
    const dialog = await openReferDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send referral' }));
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText(DUPLICATE).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
