import { routePatterns } from '@staffdesk/core';
import { fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_CHANGE, HR_ME, PTKP_CHANGE, READER_ME } from '../testing/fixtures';
import { Component as ChangeRequestsPage } from './ChangeRequestsPage';

const path = routePatterns.humanResource.employee.changeRequests;
const url = '/human-resource/employee/change-requests';

function requestsApi(extra: Parameters<typeof fakeApi>[0] = {}, me = HR_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /employee-change-requests': ({ query }) =>
      query.get('status') === 'pending' ? list([BANK_CHANGE, PTKP_CHANGE]) : list([]),
    ...extra,
  });
}

describe('the change requests', () => {
  it('lists pending requests with employee, kind, current → proposed and when', async () => {
    const api = requestsApi();
    renderPage(<ChangeRequestsPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Change requests' });
    const bank = await within(table).findByRole('row', { name: /Bank account/ });
    expect(within(bank).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${BANK_CHANGE.employeeId}`,
    );
    expect(bank).toHaveTextContent('EMP-2026-00042');
    expect(bank).toHaveTextContent('Bank name: BCA → Mandiri');
    expect(bank).toHaveTextContent('Account number: 1234567890 → 9876543210');
    expect(bank).not.toHaveTextContent('Account name');
    expect(bank).toHaveTextContent('20 Nov 2026, 10:00');
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent(
      'PTKP status: K/1 → K/2',
    );
    expect(api.callsTo('GET', '/employee-change-requests')[0]?.query.get('status')).toBe('pending');
  });

  it('approves a request', async () => {
    const api = requestsApi({
      'POST /employee-change-requests/:id/approve': () => ({ ...BANK_CHANGE, status: 'approved' }),
    });
    const { user } = renderPage(<ChangeRequestsPage />, { path, url });
    const bank = await screen.findByRole('row', { name: /Bank account/ });
    await user.click(within(bank).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(api.callsTo('POST', `/employee-change-requests/${BANK_CHANGE.id}/approve`)).toHaveLength(
      1,
    );
  });

  it('rejects a request only with a reason', async () => {
    const api = requestsApi({
      'POST /employee-change-requests/:id/reject': ({ body }) => ({
        ...PTKP_CHANGE,
        status: 'rejected',
        reason: (body as { reason: string }).reason,
      }),
    });
    const { user } = renderPage(<ChangeRequestsPage />, { path, url });
    const dewi = await screen.findByRole('row', { name: /Dewi Lestari/ });
    await user.click(within(dewi).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject Dewi Lestari’s PTKP status change?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(
      await within(dialog).findByText('Say why, so the employee can correct it.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/employee-change-requests/${PTKP_CHANGE.id}/reject`)).toHaveLength(
      0,
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Please attach the birth certificate.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(
      api.callsTo('POST', `/employee-change-requests/${PTKP_CHANGE.id}/reject`)[0]?.body,
    ).toEqual({
      reason: 'Please attach the birth certificate.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why an approval failed', async () => {
    requestsApi({
      'POST /employee-change-requests/:id/approve': () =>
        problem(409, 'already-decided', 'This request was already decided.'),
    });
    const { user } = renderPage(<ChangeRequestsPage />, { path, url });
    const bank = await screen.findByRole('row', { name: /Bank account/ });
    await user.click(within(bank).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This request was already decided.')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    fakeApi({ 'GET /me': () => HR_ME, 'GET /employee-change-requests': () => list([]) });
    renderPage(<ChangeRequestsPage />, { path, url });
    expect(await screen.findByText('Nothing waits for a decision')).toBeInTheDocument();
  });

  it('hides the decisions from a user who may only read', async () => {
    requestsApi({}, READER_ME);
    renderPage(<ChangeRequestsPage />, { path, url });
    await screen.findByRole('row', { name: /Bank account/ });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
