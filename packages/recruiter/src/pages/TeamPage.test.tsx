import { i18n } from '@lingui/core';
import type { MainSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messages as sectionWords } from '../locales/id';
import { messages as pageWords } from '../locales/pages/team/id';
import { REQUIREMENTS_ME, REQUIREMENTS_READER_ME, RINA, YOGA } from '../testing/requirements';
import { Component as TeamPage } from './TeamPage';

const path = routePatterns.recruiter.team.list;
const url = '/recruiter/team';

const TEAM: MainSchema<'RecruiterTeam'> = {
  month: '2026-11',
  unassignedRequirements: 2,
  items: [
    {
      ...RINA,
      openRequirements: 3,
      openPositions: 7,
      activeCandidates: 12,
      upcomingInterviews: 2,
      hiresThisMonth: 1,
      pendingCommission: 650_000,
    },
    {
      ...YOGA,
      openRequirements: 0,
      openPositions: 0,
      activeCandidates: 0,
      upcomingInterviews: 0,
      hiresThisMonth: 0,
      pendingCommission: 0,
    },
  ],
};

function rowOf(table: HTMLElement, name: string) {
  return within(table).getByText(name).closest('tr') as HTMLElement;
}

describe('the recruiting team', () => {
  it('shows what each recruiter carries, the totals, and the requirements nobody is assigned to', async () => {
    fakeApi({ 'GET /me': () => REQUIREMENTS_ME, 'GET /recruiter-team': () => TEAM });
    renderPage(<TeamPage />, { path, url });

    const table = await screen.findByRole('table', { name: 'Recruiting team' });
    const rina = rowOf(table, 'Rina Wulandari');
    expect(rina).toHaveTextContent('recruiter@staffdesk.local');
    expect(rina).toHaveTextContent('Rp 650.000');
    expect(
      within(rina).getByRole('link', { name: '3, The requirements of Rina Wulandari' }),
    ).toHaveAttribute('href', `/recruiter/requirement?recruiterId=${RINA.id}`);
    expect(
      within(rina).getByRole('link', { name: 'Rp 650.000, The commissions of Rina Wulandari' }),
    ).toHaveAttribute('href', `/recruiter/commission?recruiterUserId=${RINA.id}`);
    expect(within(rina).getByRole('link', { name: '2, The interview calendar' })).toHaveAttribute(
      'href',
      '/recruiter/calendar',
    );
    const cells = within(rina)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['3', '7', '12', '2', '1', 'Rp 650.000']);
    // Nothing to open for a recruiter with nothing assigned.
    expect(within(rowOf(table, 'Yoga Prasetyo')).queryAllByRole('link')).toHaveLength(0);

    expect(screen.getByText('Recruiters').nextElementSibling).toHaveTextContent('2');
    expect(
      screen.getByText('Positions to fill', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('7');
    expect(screen.getByText('Hired in November 2026').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('2 open requirements have no recruiter.');
    expect(
      within(screen.getByRole('status')).getByRole('link', {
        name: 'Assign them on the requirements list.',
      }),
    ).toHaveAttribute('href', '/recruiter/requirement?recruiterId=none');
  });

  it('says when nobody may manage recruiting, and hides the notice when every requirement has a recruiter', async () => {
    fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /recruiter-team': () => ({ month: '2026-11', unassignedRequirements: 0, items: [] }),
    });
    renderPage(<TeamPage />, { path, url });
    expect(await screen.findByText(/No one may manage recruiting yet/)).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers to try again when the team cannot be read', async () => {
    let fail = true;
    fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /recruiter-team': () =>
        fail ? problem(500, 'internal', 'The server could not answer.') : TEAM,
    });
    const { user } = renderPage(<TeamPage />, { path, url });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The server could not answer.')).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Recruiting team' })).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    i18n.loadAndActivate({ locale: 'id', messages: { ...sectionWords, ...pageWords } });
    fakeApi({
      'GET /me': () => ({
        ...REQUIREMENTS_ME,
        user: { ...REQUIREMENTS_ME.user, preferredLanguage: 'id' },
      }),
      'GET /recruiter-team': () => TEAM,
    });
    renderPage(<TeamPage />, { path, url });
    expect(await screen.findByRole('table', { name: 'Tim rekrutmen' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 permintaan terbuka belum punya perekrut.',
    );
  });

  it('is refused without recruiting.read', async () => {
    fakeApi({
      'GET /me': () => ({ ...REQUIREMENTS_READER_ME, permissions: [] }),
      'GET /recruiter-team': () => problem(403, 'forbidden', 'Not allowed.'),
    });
    renderPage(<TeamPage />, { path, url });
    expect(await screen.findByRole('heading', { name: /access/i })).toBeInTheDocument();
  });
});
