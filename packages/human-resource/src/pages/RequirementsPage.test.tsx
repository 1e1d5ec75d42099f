import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type {
  StaffingRequirement,
  StaffingRequirementSummary,
} from '../hooks/useStaffingRequirements';
import { messages } from '../locales/id';
import { BANK, clientSummaryOf, HR_ME } from '../testing/fixtures';
import { Component as RequirementsPage } from './RequirementsPage';

const ME = { ...HR_ME, permissions: [...HR_ME.permissions, 'recruiting.read'] };
const REQUIREMENT_ID = '00000000-0000-4000-8000-0000000000f1';

const TELLER: StaffingRequirementSummary = {
  id: REQUIREMENT_ID,
  number: 'REQ-2026-0007',
  clientId: BANK.id,
  clientName: BANK.legalName,
  position: 'Teller',
  location: 'Jakarta Pusat',
  contractType: 'pkwt',
  deadline: '2026-12-31',
  status: 'in-progress',
  headcount: 5,
  filled: 2,
  candidates: 9,
  waitingForOnboarding: 1,
};

const DETAIL: StaffingRequirement = {
  requirement: {
    id: REQUIREMENT_ID,
    number: 'REQ-2026-0007',
    clientId: BANK.id,
    clientName: BANK.legalName,
    position: 'Teller',
    location: 'Jakarta Pusat',
    contractType: 'pkwt',
    deadline: '2026-12-31',
    status: 'in-progress',
    headcount: 5,
    filled: 2,
    description: 'Front-line tellers for the Thamrin branch.',
    qualifications: 'D3, 1 year of cash handling.',
    recruiters: ['Dewi Anggraini'],
    createdAt: '2026-10-01T02:00:00.000Z',
  },
  candidates: [
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      candidateName: 'Wulan Sari',
      stage: 'hired',
      stageChangedAt: '2026-11-10T02:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000f3',
      candidateName: 'Rudi Hartono',
      stage: 'interview',
      stageChangedAt: '2026-11-12T02:00:00.000Z',
    },
  ],
  waitingForOnboarding: [
    {
      applicationId: '00000000-0000-4000-8000-0000000000f2',
      candidateName: 'Wulan Sari',
      stage: 'hired',
      acceptedAt: '2026-11-08T02:00:00.000Z',
      joinDate: '2026-12-01',
      employeeId: '00000000-0000-4000-8000-0000000000f4',
      employeeNumber: 'EMP-2026-00301',
      employeeStatus: 'onboarding',
    },
  ],
};

const listPath = routePatterns.humanResource.requirements.list;
const detailPath = routePatterns.humanResource.requirements.detail;

function requirementsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ME,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /staffing-requirements': () => list([TELLER]),
    'GET /staffing-requirements/:id': () => DETAIL,
    ...extra,
  });
}

describe('HR’s requirements', () => {
  it('lists every client’s open requirements with filled of headcount and hires waiting', async () => {
    const api = requirementsApi();
    renderPage(<RequirementsPage />, { path: listPath, url: listPath });
    const row = await screen.findByRole('row', { name: /REQ-2026-0007/ });
    expect(row).toHaveTextContent('Teller');
    expect(row).toHaveTextContent(BANK.legalName);
    expect(row).toHaveTextContent('2 of 5');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('31 Dec 2026');
    expect(within(row).getByRole('link', { name: 'Teller' })).toHaveAttribute(
      'href',
      `/human-resource/requirements/${REQUIREMENT_ID}`,
    );
    // The open ones by default: no status is asked for.
    expect(api.callsTo('GET', '/staffing-requirements')[0]?.query.get('status')).toBeNull();
    // Read-only: nothing to add, change or delete.
    expect(screen.queryByRole('button', { name: /add|new|edit|delete/i })).toBeNull();
  });

  it('filters by client and status and searches, on the server', async () => {
    const api = requirementsApi();
    const { user } = renderPage(<RequirementsPage />, { path: listPath, url: listPath });
    await screen.findByRole('row', { name: /REQ-2026-0007/ });
    await waitFor(() => expect(screen.getByRole('option', { name: BANK.legalName })).toBeDefined());
    await chooseOption(user, screen.getByLabelText('Client'), BANK.id);
    await chooseOption(user, screen.getByLabelText('Status'), 'on-hold');
    await user.type(screen.getByRole('searchbox', { name: 'Search requirements' }), 'teller');
    await waitFor(() => {
      const query = api.callsTo('GET', '/staffing-requirements').at(-1)?.query;
      expect(query?.get('clientId')).toBe(BANK.id);
      expect(query?.get('status')).toBe('on-hold');
      expect(query?.get('search')).toBe('teller');
    });
  });

  it('says when nothing matches, and offers a retry when loading fails', async () => {
    requirementsApi({ 'GET /staffing-requirements': () => list([]) });
    const first = renderPage(<RequirementsPage />, { path: listPath, url: listPath });
    expect(await screen.findByText('No open requirements')).toBeVisible();
    first.unmount();
    requirementsApi({
      'GET /staffing-requirements': () => problem(500, 'server-error', 'Something broke.'),
    });
    renderPage(<RequirementsPage />, { path: listPath, url: listPath });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows access denied to someone without recruiting.read', async () => {
    requirementsApi({
      'GET /me': () => HR_ME,
      'GET /staffing-requirements': () => problem(403, 'forbidden', 'Not allowed.'),
    });
    renderPage(<RequirementsPage />, { path: listPath, url: listPath });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('shows one requirement with its hires waiting and its candidates’ stages, read-only', async () => {
    renderPage(<RequirementsPage />, {
      path: detailPath,
      url: `/human-resource/requirements/${REQUIREMENT_ID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Teller' })).toBeVisible();
    expect(screen.getByText('Front-line tellers for the Thamrin branch.')).toBeVisible();
    const waiting = screen.getByRole('table', { name: 'Hires waiting for on-boarding' });
    const wulan = within(waiting).getByRole('row', { name: /Wulan Sari/ });
    expect(wulan).toHaveTextContent('1 Dec 2026');
    expect(wulan).toHaveTextContent('Onboarding');
    expect(within(wulan).getByRole('link', { name: 'EMP-2026-00301' })).toHaveAttribute(
      'href',
      '/human-resource/employee/detail/00000000-0000-4000-8000-0000000000f4',
    );
    const stages = screen.getByRole('table', { name: 'Candidates and their stages' });
    expect(within(stages).getByRole('row', { name: /Rudi Hartono/ })).toHaveTextContent(
      'Interview',
    );
    expect(screen.queryByRole('button', { name: /edit|move|delete/i })).toBeNull();
  });

  it('says so for an unknown requirement', async () => {
    requirementsApi({
      'GET /staffing-requirements/:id': () => problem(404, 'not-found', 'No such requirement.'),
    });
    renderPage(<RequirementsPage />, {
      path: detailPath,
      url: `/human-resource/requirements/${REQUIREMENT_ID}`,
    });
    expect(await screen.findByText('404')).toBeVisible();
  });

  it('speaks Indonesian to HR who reads it', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    i18n.loadAndActivate({ locale: 'id', messages });
    requirementsApi({
      'GET /me': () => ({ ...ME, user: { ...ME.user, preferredLanguage: 'id' } }),
    });
    renderPage(<RequirementsPage />, { path: listPath, url: listPath });
    expect(await screen.findByRole('heading', { name: 'Permintaan' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /REQ-2026-0007/ });
    expect(row).toHaveTextContent('2 dari 5');
  });
});
