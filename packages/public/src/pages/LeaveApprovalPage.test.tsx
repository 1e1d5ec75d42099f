import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { linkExpiredAnswer, PDF_BASE, renderSignedOut, stubApi } from '../testing';

const URL_ = '/leaves/tok123/approvalby/siti%40bni.example';

const OPEN = {
  state: 'open',
  request: {
    id: 'lr-1',
    employee: {
      fullName: 'Budi Santoso',
      employeeNumber: 'EMP-2026-00042',
      clientName: 'PT Bank Nusantara',
      position: 'Teller',
    },
    type: 'annual',
    typeName: 'Annual leave',
    startDate: '2026-11-23',
    endDate: '2026-11-24',
    halfDay: null,
    workingDays: 2,
    reason: 'Family visit in Bandung',
    attachmentName: 'ticket.pdf',
    status: 'pending',
  },
  balance: { before: 10, after: 8 },
  approver: { name: 'Siti Rahmawati', email: 'siti@bni.example', step: 1 },
  expiresAt: '2026-12-05T03:00:00.000Z',
};

describe('the leave approval link', () => {
  it('shows every fact of the request', async () => {
    const calls = stubApi({ 'GET /public/leave-approvals/tok123': () => ({ body: OPEN }) });
    renderSignedOut(URL_);
    // The first render of the file also loads the page's lazy chunk and the messages: allow a
    // busy machine more than the default second.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Approve leave for Budi Santoso?' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Budi Santoso (EMP-2026-00042)')).toBeVisible();
    expect(screen.getByText('PT Bank Nusantara')).toBeVisible();
    expect(screen.getByText('Annual leave')).toBeVisible();
    expect(screen.getByText('23 Nov 2026 – 24 Nov 2026')).toBeVisible();
    expect(screen.getByText('2 working days')).toBeVisible();
    expect(screen.getByText('Family visit in Bandung')).toBeVisible();
    expect(screen.getByText('10 days → 8 days')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ticket.pdf' })).toHaveAttribute(
      'href',
      '/api/v4/public/leave-approvals/tok123/attachment?email=siti%40bni.example',
    );
    expect(calls[0]?.route).toBe('GET /public/leave-approvals/tok123');
  });

  it('approves with the email and goes to the thank-you page', async () => {
    const calls = stubApi({
      'GET /public/leave-approvals/tok123': () => ({ body: OPEN }),
      'POST /public/leave-approvals/tok123/decision': () => ({ body: { state: 'decided' } }),
    });
    const view = renderSignedOut(URL_);
    await view.user.click(await screen.findByRole('button', { name: 'Approve leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pic/thanks-page/leave'));
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your decision is recorded.' }),
    ).toBeVisible();
    expect(screen.getByText('You approved the request.')).toBeVisible();
    expect(calls.find((call) => call.route.startsWith('POST'))?.body).toEqual({
      email: 'siti@bni.example',
      decision: 'approve',
    });
  });

  it('rejects only with a comment', async () => {
    const calls = stubApi({
      'GET /public/leave-approvals/tok123': () => ({ body: OPEN }),
      'POST /public/leave-approvals/tok123/decision': () => ({ body: { state: 'decided' } }),
    });
    const view = renderSignedOut(URL_);
    await view.user.click(await screen.findByRole('button', { name: 'Reject leave' }));
    expect(
      await screen.findByText('Say why you reject, so the employee understands.'),
    ).toBeVisible();
    expect(calls.some((call) => call.route.startsWith('POST'))).toBe(false);
    await view.user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Month-end closing');
    await view.user.click(screen.getByRole('button', { name: 'Reject leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pic/thanks-page/leave'));
    expect(calls.find((call) => call.route.startsWith('POST'))?.body).toEqual({
      email: 'siti@bni.example',
      decision: 'reject',
      comment: 'Month-end closing',
    });
  });

  it('says who decided an already decided request, and when', async () => {
    stubApi({
      'GET /public/leave-approvals/tok123': () => ({
        body: {
          ...OPEN,
          state: 'decided',
          decision: {
            decision: 'approved',
            decidedBy: 'Rina Wulandari',
            decidedAt: '2026-11-21T07:05:00.000Z',
            comment: null,
          },
        },
      }),
    });
    renderSignedOut(URL_);
    expect(
      await screen.findByText(
        'This request was already approved by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve leave' })).toBeNull();
  });

  it('shows the decided state when someone else decided first', async () => {
    let decided = false;
    stubApi({
      'GET /public/leave-approvals/tok123': () => ({
        body: decided
          ? {
              ...OPEN,
              state: 'decided',
              decision: {
                decision: 'rejected',
                decidedBy: 'Rina Wulandari',
                decidedAt: '2026-11-21T07:05:00.000Z',
                comment: 'No',
              },
            }
          : OPEN,
      }),
      'POST /public/leave-approvals/tok123/decision': () => {
        decided = true;
        return {
          status: 409,
          body: { status: 409, code: 'already-decided', title: 'Conflict', detail: 'Decided.' },
        };
      },
    });
    const view = renderSignedOut(URL_);
    await view.user.click(await screen.findByRole('button', { name: 'Approve leave' }));
    expect(
      await screen.findByText(
        'This request was already rejected by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
      ),
    ).toBeVisible();
  });

  it('says when a link expired', async () => {
    stubApi({
      'GET /public/leave-approvals/tok123': () =>
        linkExpiredAnswer('This approval link has expired. Ask HR to decide in Staffdesk.'),
    });
    renderSignedOut(URL_);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(
      screen.getByText('This approval link has expired. Ask HR to decide in Staffdesk.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('says when a link is unknown', async () => {
    stubApi({});
    renderSignedOut(URL_);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByText(/We could not find a leave request for this link/)).toBeVisible();
  });
});

describe('the leave form download', () => {
  it('downloads the PDF of the token', async () => {
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response('%PDF', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="leave-form.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:leave');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const view = renderSignedOut('/form_leave/download/approval/dl-9');
    await view.user.click(await screen.findByRole('button', { name: 'Download leave form' }));
    expect(await screen.findByText(/The download has started/)).toBeVisible();
    expect(fetch.mock.calls[0]?.[0].url).toBe(`${PDF_BASE}/public/leave-forms/dl-9`);
    expect(createObjectURL).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says when the download link is unknown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderSignedOut('/form_leave/download/approval/nope');
    expect(await screen.findByText(/This download link is not valid/)).toBeVisible();
    // Nothing claims a leave that the link does not give, and nothing offers a download.
    expect(screen.queryByText(/Your leave is approved/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download leave form' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says when the download link has expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 410 })),
    );
    renderSignedOut('/form_leave/download/approval/old');
    expect(await screen.findByText(/This download link has expired/)).toBeVisible();
    expect(screen.queryByText(/Your leave is approved/)).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('the leave approval link in Indonesian', () => {
  it("opens in the link's language and asks for a reason to reject in it", async () => {
    localStorage.removeItem('staffdesk.locale');
    const calls = stubApi({
      'GET /public/leave-approvals/tok123': () => ({
        body: { ...OPEN, request: { ...OPEN.request, halfDay: 'morning', endDate: '2026-11-23' } },
      }),
    });
    const view = renderSignedOut(URL_, { pageLocale: 'id' });
    expect(
      await screen.findByRole('heading', { name: 'Setujui cuti Budi Santoso?' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Siti Rahmawati, Budi Santoso mengajukan cuti. Mohon setujui atau tolak pengajuan ini.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Jenis cuti')).toBeVisible();
    expect(screen.getByText('Saldo cuti')).toBeVisible();
    expect(screen.getByText('23 Nov 2026 (pagi)')).toBeVisible();
    expect(screen.getByText('Tautan ini berlaku sampai 5 Des 2026, 10:00 WIB.')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Tolak cuti' }));
    expect(
      await screen.findByText('Tuliskan alasan penolakan agar karyawan memahaminya.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((call) => call.route.startsWith('POST'))).toBe(false);
  });
});
