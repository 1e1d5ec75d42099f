import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  linkExpiredAnswer,
  OVERTIME_REQUEST_ID,
  overtimeLink,
  renderSignedOut,
  stubApi,
} from '../testing';

const URL_ = '/pic/request_overtime/tok123?email=siti%40bni.example';
const GET = 'GET /public/overtime-approvals/tok123';
const DECIDE = 'POST /public/overtime-approvals/tok123/decision';
const OPEN = overtimeLink();
const REQUEST = OPEN.request;

const decided = (status: 'approved' | 'rejected', comment: string | null) => ({
  ...OPEN,
  state: 'decided',
  request: {
    ...REQUEST,
    status,
    decidedAt: '2026-11-21T07:05:00.000Z',
    decidedByLabel: 'Rina Wulandari',
    decisionComment: comment,
  },
});

const isPost = (call: { route: string }) => call.route.startsWith('POST');

async function opened(name = 'Approve overtime for Budi Santoso?') {
  // The first render of the file also loads the page's lazy chunk and the messages: allow a
  // busy machine more than the default second.
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe('the overtime approval link', () => {
  it('shows every fact of the overtime, the printable form and the PDF', async () => {
    const calls = stubApi({ [GET]: () => ({ body: OPEN }) });
    renderSignedOut(URL_);
    expect(await opened()).toBeVisible();
    expect(calls[0]?.route).toBe(GET);
    expect(screen.getByText('Budi Santoso (EMP-001)')).toBeVisible();
    expect(screen.getByText('Teller')).toBeVisible();
    expect(screen.getByText('PT Bank Nusantara')).toBeVisible();
    expect(screen.getByText('21 Nov 2026')).toBeVisible();
    expect(screen.getByText('17:00 – 19:30 WIB')).toBeVisible();
    expect(screen.getByText('2 h 30 min')).toBeVisible();
    expect(screen.getByText('Workday')).toBeVisible();
    expect(screen.getByText('Month-end closing')).toBeVisible();
    expect(screen.getByText('Budi Santoso on 20 Nov 2026, 09:00 WIB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Printable overtime form' })).toHaveAttribute(
      'href',
      `/pic/format-overtime/${OVERTIME_REQUEST_ID}?token=tok123&email=siti%40bni.example`,
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/pdf/v4/public/overtime-approvals/tok123?email=siti%40bni.example',
    );
  });

  it('names a public holiday', async () => {
    stubApi({
      [GET]: () => ({
        body: { ...OPEN, request: { ...REQUEST, dayType: 'holiday', holidayName: 'Christmas' } },
      }),
    });
    renderSignedOut(URL_);
    await opened();
    expect(screen.getByText('Public holiday: Christmas')).toBeVisible();
  });

  it('approves through the confirmation and goes to the thank-you page', async () => {
    const calls = stubApi({
      [GET]: () => ({ body: OPEN }),
      [DECIDE]: () => ({ body: decided('approved', null) }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Approve overtime' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this overtime?' });
    expect(
      within(confirm).getByText(/The overtime of Budi Santoso on 21 Nov 2026 is approved/),
    ).toBeVisible();
    expect(calls.some(isPost)).toBe(false);
    await view.user.click(within(confirm).getByRole('button', { name: 'Approve overtime' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/pic/thanks-page/overtime'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your decision is recorded.' }),
    ).toBeVisible();
    expect(screen.getByText('You approved the request.')).toBeVisible();
    expect(screen.getByText(/Approved overtime is added to their timesheet/)).toBeVisible();
    expect(calls.filter(isPost)).toEqual([
      { route: DECIDE, body: { email: 'siti@bni.example', decision: 'approve' } },
    ]);
  });

  it('rejects only with a reason, confirmed first', async () => {
    const calls = stubApi({
      [GET]: () => ({ body: OPEN }),
      [DECIDE]: () => ({ body: decided('rejected', 'Not agreed with the supervisor') }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Reject overtime' }));
    expect(
      await screen.findByText('Give the reason for rejection, so the employee understands.'),
    ).toBeVisible();
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some(isPost)).toBe(false);

    await view.user.type(comment, 'Not agreed with the supervisor');
    await view.user.click(screen.getByRole('button', { name: 'Reject overtime' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject this overtime?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Reject overtime' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/pic/thanks-page/overtime'),
    );
    expect(await screen.findByText('You rejected the request.')).toBeVisible();
    expect(calls.filter(isPost)).toEqual([
      {
        route: DECIDE,
        body: {
          email: 'siti@bni.example',
          decision: 'reject',
          comment: 'Not agreed with the supervisor',
        },
      },
    ]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = stubApi({ [GET]: () => ({ body: OPEN }) });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Approve overtime' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some(isPost)).toBe(false);
  });

  it('says who decided an already decided request, and when, without buttons', async () => {
    stubApi({ [GET]: () => ({ body: decided('rejected', 'Not agreed with the supervisor') }) });
    renderSignedOut(URL_);
    expect(await opened('This overtime was already decided')).toBeVisible();
    expect(
      screen.getByText('This overtime was rejected by Rina Wulandari on 21 Nov 2026, 14:05 WIB.'),
    ).toBeVisible();
    expect(
      screen.getByText('Reason for rejection: “Not agreed with the supervisor”'),
    ).toBeVisible();
    expect(screen.getByText('17:00 – 19:30 WIB')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve overtime' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject overtime' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the employee cancelled the request', async () => {
    stubApi({
      [GET]: () => ({
        body: {
          ...OPEN,
          state: 'decided',
          request: {
            ...REQUEST,
            status: 'cancelled',
            decidedAt: '2026-11-21T01:00:00.000Z',
            decidedByLabel: 'Budi Santoso',
          },
        },
      }),
    });
    renderSignedOut(URL_);
    expect(await opened('This overtime request was cancelled')).toBeVisible();
    expect(
      screen.getByText(
        'This overtime request was cancelled by Budi Santoso on 21 Nov 2026, 08:00 WIB.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve overtime' })).toBeNull();
  });

  it('shows the server’s word when someone else decided first', async () => {
    let late = false;
    stubApi({
      [GET]: () => ({ body: late ? decided('approved', null) : OPEN }),
      [DECIDE]: () => {
        late = true;
        return {
          status: 409,
          body: {
            status: 409,
            code: 'already-decided',
            title: 'Conflict',
            detail:
              'This request was already approved by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
          },
        };
      },
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Approve overtime' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Approve overtime' }));
    expect(
      await screen.findByText(
        'This request was already approved by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'This overtime was already decided' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve overtime' })).toBeNull();
    expect(view.router.state.location.pathname).toBe('/pic/request_overtime/tok123');
  });

  it('says when the link expired while open', async () => {
    let expired = false;
    stubApi({
      [GET]: () => ({ body: expired ? { ...OPEN, state: 'expired' } : OPEN }),
      [DECIDE]: () => {
        expired = true;
        return {
          status: 410,
          body: {
            status: 410,
            code: 'link-expired',
            title: 'Gone',
            detail: 'This approval link has expired. Ask HR to decide the overtime in Staffdesk.',
          },
        };
      },
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Approve overtime' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Approve overtime' }));
    expect(
      await screen.findByText(
        'This approval link has expired. Ask HR to decide the overtime in Staffdesk.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  });

  it('says when a link expired', async () => {
    stubApi({
      [GET]: () =>
        linkExpiredAnswer(
          'This approval link has expired. Ask HR to decide the overtime in Staffdesk.',
        ),
    });
    renderSignedOut(URL_);
    expect(await opened('This link has expired')).toBeVisible();
    expect(
      screen.getByText(
        'This approval link has expired. Ask HR to decide the overtime in Staffdesk.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve overtime' })).toBeNull();
  });

  it('says when a link is unknown or sent to another address', async () => {
    stubApi({});
    renderSignedOut(URL_);
    expect(await opened('This link is not valid')).toBeVisible();
    expect(screen.getByText(/We could not find an overtime request for this link/)).toBeVisible();
  });

  it('offers to try again when the link could not be loaded', async () => {
    stubApi({
      [GET]: () => ({
        status: 500,
        body: { status: 500, code: 'internal', title: 'Server error', detail: 'Try later.' },
      }),
    });
    renderSignedOut(URL_);
    expect(await opened('Something went wrong')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the overtime approval link in Indonesian', () => {
  it("speaks the link's language", async () => {
    localStorage.removeItem('staffdesk.locale');
    const calls = stubApi({
      [GET]: () => ({
        body: {
          ...OPEN,
          locale: 'id',
          request: { ...REQUEST, date: '2026-12-21', dayType: 'restday' },
        },
      }),
    });
    const view = renderSignedOut(URL_, { pageLocale: 'id' });
    expect(await opened('Setujui lembur Budi Santoso?')).toBeVisible();
    expect(screen.getByText('21 Des 2026')).toBeVisible();
    expect(screen.getByText('Hari istirahat')).toBeVisible();
    expect(screen.getByText('2 jam 30 menit')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unduh PDF' })).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Tolak lembur' }));
    expect(
      await screen.findByText('Tuliskan alasan penolakan agar karyawan memahaminya.'),
    ).toBeVisible();
    expect(calls.some(isPost)).toBe(false);
    await view.user.click(screen.getByRole('button', { name: 'Setujui lembur' }));
    expect(await screen.findByRole('alertdialog', { name: 'Setujui lembur ini?' })).toBeVisible();
  });
});
