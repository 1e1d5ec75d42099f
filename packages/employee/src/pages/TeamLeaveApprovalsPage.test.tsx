import { i18n } from '@lingui/core';
import { fakeApi, list, problem } from '@staffdesk/core/testing';
import type { LeaveRequest } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '../locales/id';
import { sariMe } from '../testing/fixtures';
import { Component as TeamLeaveApprovalsPage } from './TeamLeaveApprovalsPage';

const ME = { ...sariMe(['leave.request']), managesTeam: true };
const ID = '00000000-0000-4000-8000-00006c722d41';

const REQUEST: LeaveRequest = {
  id: ID,
  employee: {
    id: '00000000-0000-4000-8000-000000006541',
    fullName: 'Dimas Saputra',
    employeeNumber: 'EMP-2026-00077',
    clientName: 'PT Logistik Andalan',
  },
  type: 'annual',
  typeName: 'Annual leave',
  startDate: '2099-03-02',
  endDate: '2099-03-03',
  halfDay: null,
  workingDays: 2,
  reason: 'Family visit',
  attachment: null,
  status: 'pending',
  approvals: [
    {
      step: 1,
      approverType: 'manager',
      approverName: 'Sari Wulandari',
      approverEmail: 'sari@staffdesk.local',
      decision: 'pending',
      comment: null,
      decidedAt: null,
      onBehalfOf: null,
      via: null,
    },
    {
      step: 2,
      approverType: 'hr',
      approverName: 'HR',
      approverEmail: null,
      decision: null,
      comment: null,
      decidedAt: null,
      onBehalfOf: null,
      via: null,
    },
  ],
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: null,
  formToken: null,
};

const path = '/employee/leaves-approval';
const decisionPath = `/me/team-leave-approvals/${ID}/decision`;

function teamApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ME,
    'GET /me/team-leave-approvals': () => list([REQUEST]),
    ...extra,
  });
}

describe('team leave approval', () => {
  it('lists my team’s requests waiting for me, and searches them on the server', async () => {
    const api = teamApi();
    const { user } = renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    expect(await screen.findByRole('heading', { name: 'Team leave approval' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Dimas Saputra/ });
    expect(row).toHaveTextContent('EMP-2026-00077');
    // A line manager's team is theirs: no client beside the number.
    expect(row).not.toHaveTextContent('PT Logistik Andalan');
    expect(row).toHaveTextContent('2 Mar 2099 – 3 Mar 2099');
    expect(row).toHaveTextContent('2 working days');
    expect(row).toHaveTextContent('Family visit');
    await user.type(screen.getByRole('searchbox', { name: 'Search your team' }), 'dimas');
    await waitFor(() =>
      expect(api.callsTo('GET', '/me/team-leave-approvals').at(-1)?.query.get('search')).toBe(
        'dimas',
      ),
    );
  });

  it('approves after confirmation, with an optional comment', async () => {
    const api = teamApi({
      'POST /me/team-leave-approvals/:id/decision': () => ({
        ...REQUEST,
        approvals: [
          { ...REQUEST.approvals[0]!, decision: 'approved' as const },
          { ...REQUEST.approvals[1]!, decision: 'pending' as const },
        ],
      }),
    });
    const { user } = renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Dimas Saputra/ });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Dimas Saputra’s leave?' });
    expect(api.callsTo('POST', decisionPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve leave' }));
    expect(await screen.findByText('Leave approved')).toBeInTheDocument();
    expect(api.callsTo('POST', decisionPath)[0]?.body).toEqual({ decision: 'approve' });
  });

  it('needs a reason to reject, and sends it', async () => {
    const api = teamApi({
      'POST /me/team-leave-approvals/:id/decision': () => ({
        ...REQUEST,
        status: 'rejected' as const,
      }),
    });
    const { user } = renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Dimas Saputra/ });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Dimas Saputra’s leave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject leave' }));
    expect(
      await within(dialog).findByText('Say why you reject, so the employee understands.'),
    ).toBeVisible();
    expect(api.callsTo('POST', decisionPath)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Comment/), 'Stock-taking week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject leave' }));
    expect(await screen.findByText('Leave rejected')).toBeInTheDocument();
    expect(api.callsTo('POST', decisionPath)[0]?.body).toEqual({
      decision: 'reject',
      comment: 'Stock-taking week',
    });
  });

  it('shows who decided first when the request was decided meanwhile', async () => {
    teamApi({
      'POST /me/team-leave-approvals/:id/decision': () =>
        problem(
          409,
          'already-decided',
          'This request was already approved by HR on 21 Nov 2026 10:00.',
        ),
    });
    const { user } = renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Dimas Saputra/ });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Dimas Saputra’s leave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve leave' }));
    expect(await within(dialog).findByText(/already approved by HR/)).toBeVisible();
  });

  it('says when nothing waits, and offers a retry when loading fails', async () => {
    teamApi({ 'GET /me/team-leave-approvals': () => list([]) });
    const first = renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    expect(await screen.findByText('Nothing waits for your decision')).toBeVisible();
    first.unmount();
    teamApi({
      'GET /me/team-leave-approvals': () => problem(500, 'server-error', 'Something broke.'),
    });
    renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('speaks Indonesian to a manager who reads it', async () => {
    localStorage.setItem('staffdesk.locale', 'id');
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    i18n.loadAndActivate({ locale: 'id', messages });
    teamApi({ 'GET /me': () => ({ ...ME, user: { ...ME.user, preferredLanguage: 'id' } }) });
    const { user } = renderPage(<TeamLeaveApprovalsPage />, { path, url: path });
    expect(await screen.findByRole('heading', { name: 'Persetujuan cuti tim' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Dimas Saputra/ });
    await user.click(within(row).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByRole('dialog', { name: 'Tolak cuti Dimas Saputra?' })).toBeVisible();
  });
});
