import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AttendanceCorrection } from '../hooks/types';
import { messages } from '../locales/id';
import { ATTENDANCE_HR_ME, DAY_CORRECTION, NIGHT_CORRECTION } from '../testing/fixtures';
import { Component as AttendanceCorrectionsPage } from './AttendanceCorrectionsPage';

const path = routePatterns.humanResource.attendances.approval;
const url = '/human-resource/attendances/approval';
const decisionOf = (correction: AttendanceCorrection) =>
  `/attendance-corrections/${correction.id}/decision`;

/** A fake server whose pending corrections leave the list once decided. */
function correctionsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  let pending = [NIGHT_CORRECTION, DAY_CORRECTION];
  return fakeApi({
    'GET /me': () => ATTENDANCE_HR_ME,
    'GET /attendance-corrections': ({ query }) =>
      query.get('status') === 'pending' ? list(pending) : list([]),
    'POST /attendance-corrections/:id/decision': ({ params, body }) => {
      const { decision, comment } = body as { decision: 'approve' | 'reject'; comment?: string };
      const decided = pending.find((correction) => correction.id === params.id);
      pending = pending.filter((correction) => correction.id !== params.id);
      return {
        ...(decided ?? NIGHT_CORRECTION),
        status: decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: 'Rina Wulandari',
        decidedAt: '2026-12-30T02:00:00.000Z',
        decisionComment: comment ?? null,
      };
    },
    ...extra,
  });
}

describe('the attendance corrections', () => {
  it('lists pending corrections with the day, before → after and the reason', async () => {
    const api = correctionsApi();
    renderPage(<AttendanceCorrectionsPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Attendance corrections' });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(within(budi).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${NIGHT_CORRECTION.employeeId}`,
    );
    expect(budi).toHaveTextContent('EMP-2026-00042');
    expect(budi).toHaveTextContent('PT Bank Nusantara Indonesia Tbk');
    expect(budi).toHaveTextContent('Tue, 29 Dec 2026');
    expect(budi).toHaveTextContent('Clock in: 22:10 → 21:55');
    expect(budi).toHaveTextContent('Clock out: no punch → 06:00 (next day)');
    expect(budi).toHaveTextContent('The app was down at the end of my shift.');
    const dewi = within(table).getByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Internal staff');
    expect(dewi).toHaveTextContent('Mon, 28 Dec 2026');
    expect(dewi).toHaveTextContent('Clock in: 08:20 → 08:00');
    expect(dewi).toHaveTextContent('Clock out: 17:00 → 17:00');
    expect(api.callsTo('GET', '/attendance-corrections')[0]?.query.get('status')).toBe('pending');
  });

  it('approves a correction, and the row leaves the list', async () => {
    const api = correctionsApi();
    const { user } = renderPage(<AttendanceCorrectionsPage />, { path, url });
    const budi = await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(budi).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Correction approved')).toBeInTheDocument();
    expect(api.callsTo('POST', decisionOf(NIGHT_CORRECTION))[0]?.body).toEqual({
      decision: 'approve',
    });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Budi Santoso/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Dewi Lestari/ })).toBeInTheDocument();
  });

  it('rejects a correction only with a reason', async () => {
    const api = correctionsApi();
    const { user } = renderPage(<AttendanceCorrectionsPage />, { path, url });
    const dewi = await screen.findByRole('row', { name: /Dewi Lestari/ });
    await user.click(within(dewi).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject Dewi Lestari’s correction for Mon, 28 Dec 2026?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject correction' }));
    expect(
      await within(dialog).findByText('Say why, so the employee can correct it.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', decisionOf(DAY_CORRECTION))).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The front desk log shows 08:20.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject correction' }));
    expect(await screen.findByText('Correction rejected')).toBeInTheDocument();
    expect(api.callsTo('POST', decisionOf(DAY_CORRECTION))[0]?.body).toEqual({
      decision: 'reject',
      comment: 'The front desk log shows 08:20.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dewi Lestari/ })).toBeNull());
  });

  it('says so when someone decided first, and reads the list again', async () => {
    const api = correctionsApi({
      'POST /attendance-corrections/:id/decision': () =>
        problem(409, 'already-decided', 'This correction was already decided.'),
    });
    const { user } = renderPage(<AttendanceCorrectionsPage />, { path, url });
    const budi = await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(budi).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This correction was already decided.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/attendance-corrections')).toHaveLength(2));
  });

  it('shows who decided, when and why, on the decided ones', async () => {
    const api = fakeApi({
      'GET /me': () => ATTENDANCE_HR_ME,
      'GET /attendance-corrections': () =>
        list([
          {
            ...DAY_CORRECTION,
            status: 'rejected',
            decidedBy: 'Rina Wulandari',
            decidedAt: '2026-12-29T03:00:00.000Z',
            decisionComment: 'The front desk log shows 08:20.',
          },
        ]),
    });
    renderPage(<AttendanceCorrectionsPage />, { path, url: `${url}?status=rejected` });
    const dewi = await screen.findByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Rejected');
    expect(dewi).toHaveTextContent('Rina Wulandari, 29 Dec 2026, 10:00');
    expect(dewi).toHaveTextContent('The front desk log shows 08:20.');
    expect(within(dewi).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.callsTo('GET', '/attendance-corrections')[0]?.query.get('status')).toBe('rejected');
  });

  it('searches by employee in the URL', async () => {
    const api = correctionsApi();
    const { user, router } = renderPage(<AttendanceCorrectionsPage />, { path, url });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search corrections' }), 'Budi{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Budi'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/attendance-corrections').at(-1)?.query.get('search')).toBe(
        'Budi',
      ),
    );
  });

  it('says so when nothing waits', async () => {
    fakeApi({
      'GET /me': () => ATTENDANCE_HR_ME,
      'GET /attendance-corrections': () => list([]),
    });
    renderPage(<AttendanceCorrectionsPage />, { path, url });
    expect(await screen.findByText('No corrections wait for you.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    fakeApi({
      'GET /me': () => ATTENDANCE_HR_ME,
      'GET /attendance-corrections': () => problem(500, 'internal', 'Something broke.'),
    });
    renderPage(<AttendanceCorrectionsPage />, { path, url });
    expect(await screen.findByText('Something broke.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    i18n.loadAndActivate({ locale: 'id', messages });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    correctionsApi();
    renderPage(<AttendanceCorrectionsPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'Koreksi kehadiran' });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('Sel, 29 Des 2026');
    expect(budi).toHaveTextContent('Absen pulang: tidak ada absen → 06:00 (hari berikutnya)');
    expect(within(budi).getByRole('button', { name: 'Setujui' })).toBeVisible();
    expect(within(budi).getByRole('button', { name: 'Tolak' })).toBeVisible();
  });
});
