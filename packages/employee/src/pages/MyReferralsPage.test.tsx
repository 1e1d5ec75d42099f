import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BAYU } from '../testing/referrals';
import { Component as MyReferralsPage } from './MyReferralsPage';

const path = routePatterns.employee.requirementCandidates;
const url = '/employee/requirement-candidates';

describe('my referrals', () => {
  it('shows each person I referred with their stage in each vacancy, as recruiting names it', async () => {
    fakeApi({ 'GET /me/referrals': () => ({ items: [BAYU] }) });
    renderPage(<MyReferralsPage />, { path, url });
    const card = await screen.findByRole('region', { name: 'Bayu Saputra' });
    expect(card).toHaveTextContent('Referred on 10 Nov 2026');
    const applications = within(card).getAllByRole('listitem');
    expect(applications[0]).toHaveTextContent('Forklift operator');
    expect(within(applications[0] as HTMLElement).getByText('Interview')).toHaveClass(
      'sd-badge--info',
    );
    expect(applications[0]).toHaveTextContent('since 20 Nov 2026');
    expect(applications[1]).toHaveTextContent('Cashier');
    expect(within(applications[1] as HTMLElement).getByText('Rejected')).toHaveClass(
      'sd-badge--danger',
    );
  });

  it('says when I have referred no one yet', async () => {
    fakeApi({ 'GET /me/referrals': () => ({ items: [] }) });
    renderPage(<MyReferralsPage />, { path, url });
    expect(await screen.findByText('You have not referred anyone yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open vacancies' })).toHaveAttribute(
      'href',
      '/employee/requirements',
    );
  });
});
