import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkExpiredAnswer, renderSignedOut, stubApi } from '../testing';

const URL_ = '/pic/request_timesheet/all/tok123?email=siti%40bni.example';
const GET = 'GET /public/timesheet-approvals/all/tok123';
const DECIDE = 'POST /public/timesheet-approvals/all/tok123/decision';
const ALTERNATE = 'POST /public/timesheet-approvals/all/tok123/alternate';

const BUDI = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a51';
const ANI = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a52';
const CITRA = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a53';

const TOTALS = {
  workedMinutes: 1440,
  overtimeMinutes: 90,
  presentDays: 3,
  leaveDays: 0,
  sickDays: 0,
  absentDays: 0,
};

function days() {
  return [
    {
      date: '2026-11-02',
      kind: 'present',
      workedMinutes: 480,
      overtimeMinutes: 90,
      note: 'Month-end closing',
      disputeComment: null,
    },
    {
      date: '2026-11-03',
      kind: 'present',
      workedMinutes: 480,
      overtimeMinutes: 0,
      note: '',
      disputeComment: null,
    },
    {
      date: '2026-11-04',
      kind: 'present',
      workedMinutes: 480,
      overtimeMinutes: 0,
      note: '',
      disputeComment: null,
    },
  ];
}

function sheet(id: string, fullName: string, employeeNumber: string) {
  return {
    id,
    employee: { fullName, employeeNumber, position: 'Teller' },
    status: 'submitted',
    totals: TOTALS,
    days: days(),
    disputeComment: null,
    reopenReason: null,
  };
}

const OPEN = {
  state: 'open',
  content: 'all',
  client: { name: 'PT Bank Nusantara' },
  period: '2026-11',
  periodStart: '2026-10-21',
  periodEnd: '2026-11-20',
  approver: { name: 'Siti Rahmawati', email: 'siti@bni.example' },
  sheets: [
    sheet(BUDI, 'Budi Santoso', 'EMP-001'),
    sheet(ANI, 'Ani Wijaya', 'EMP-002'),
    sheet(CITRA, 'Citra Lestari', 'EMP-003'),
  ],
  alternates: [],
  payrollApproved: false,
  locale: 'en',
  expiresAt: '2026-12-05T03:00:00.000Z',
};

const DECIDED = {
  ...OPEN,
  state: 'decided',
  decision: {
    decidedBy: 'Rina Wulandari',
    decidedAt: '2026-11-21T07:05:00.000Z',
    approved: 2,
    disputed: 1,
  },
};

const isPost = (call: { route: string }) => call.route.startsWith('POST');

async function opened() {
  // The first render of the file also loads the page's lazy chunk and the messages: allow a
  // busy machine more than the default second.
  return screen.findByRole(
    'heading',
    { name: 'Timesheets of PT Bank Nusantara, 21 Oct 2026 – 20 Nov 2026' },
    { timeout: 5000 },
  );
}

describe('the timesheet approval link', () => {
  it('shows each sheet folded, its days once opened, and the PDF link', async () => {
    const calls = stubApi({ [GET]: () => ({ body: OPEN }) });
    const view = renderSignedOut(URL_);
    expect(await opened()).toBeVisible();
    expect(calls[0]?.route).toBe(GET);
    expect(screen.getByText('3 timesheets')).toBeVisible();
    expect(screen.getByText('Siti Rahmawati (siti@bni.example)')).toBeVisible();
    const ani = screen.getByRole('listitem', { name: 'Ani Wijaya' });
    expect(within(ani).getByText('EMP-002 · Teller')).toBeVisible();
    expect(within(ani).getByText('24:00')).toBeVisible();
    expect(within(ani).getByText('1:30')).toBeVisible();
    expect(within(ani).queryByText(/Month-end closing/)).toBeNull();

    await view.user.click(within(ani).getByRole('button', { name: /Ani Wijaya/ }));
    expect(within(ani).getByText('Mon 2 Nov')).toBeVisible();
    expect(within(ani).getByText('Present · Month-end closing')).toBeVisible();
    expect(within(ani).getByRole('link', { name: 'Open as PDF' })).toHaveAttribute(
      'href',
      `/pdf/v4/public/timesheet-approvals/all/tok123/sheets/${ANI}?email=siti%40bni.example`,
    );
    expect(screen.getByText('Approve 3, dispute 0')).toBeVisible();
  });

  it('disputes one day with a comment, approves the rest and goes to the thank-you page', async () => {
    const calls = stubApi({
      [GET]: () => ({ body: OPEN }),
      [DECIDE]: () => ({ body: DECIDED }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    const ani = screen.getByRole('listitem', { name: 'Ani Wijaya' });
    await view.user.click(within(ani).getByRole('button', { name: /Ani Wijaya/ }));
    await view.user.click(within(ani).getByRole('button', { name: 'Dispute this day: Tue 3 Nov' }));
    const comment = within(ani).getByRole('textbox', { name: /What is wrong on Tue 3 Nov/ });
    expect(comment).toHaveFocus();
    await view.user.type(comment, 'She was on leave that day');
    expect(within(ani).getByText('Disputed by you')).toBeVisible();
    expect(screen.getByText('Approve 2, dispute 1')).toBeVisible();

    await view.user.click(screen.getByRole('button', { name: 'Send decision' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send your decision?' });
    expect(
      within(confirm).getByText(/You approve 2 and dispute 1 of the timesheets/),
    ).toBeVisible();
    expect(calls.some(isPost)).toBe(false);
    await view.user.click(within(confirm).getByRole('button', { name: 'Send decision' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/pic/thanks-page/timesheet'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your decision is recorded.' }),
    ).toBeVisible();
    expect(screen.getByText('You approved 2 timesheets and disputed 1.')).toBeVisible();
    expect(screen.getByText(/Disputed timesheets go back to their employees/)).toBeVisible();
    const posts = calls.filter(isPost);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.route).toBe(DECIDE);
    expect(posts[0]?.body).toEqual({
      email: 'siti@bni.example',
      disputes: [
        {
          timesheetId: ANI,
          days: [{ date: '2026-11-03', comment: 'She was on leave that day' }],
        },
      ],
    });
  });

  it('refuses a dispute without a comment before sending, and can undo it', async () => {
    const calls = stubApi({
      [GET]: () => ({ body: OPEN }),
      [DECIDE]: () => ({ body: DECIDED }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    const budi = screen.getByRole('listitem', { name: 'Budi Santoso' });
    await view.user.click(within(budi).getByRole('button', { name: /Budi Santoso/ }));
    await view.user.click(within(budi).getByRole('button', { name: 'Dispute this timesheet' }));
    // Folded again: the page opens it when it needs a comment.
    await view.user.click(within(budi).getByRole('button', { name: /Budi Santoso/ }));
    await view.user.click(screen.getByRole('button', { name: 'Send decision' }));

    expect(await screen.findByText('Some disputes need a comment.')).toBeVisible();
    expect(
      within(budi).getByText('Say what is wrong with this timesheet, or undo the dispute.'),
    ).toBeVisible();
    const box = within(budi).getByRole('textbox', { name: /What is wrong with this timesheet/ });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some(isPost)).toBe(false);

    await view.user.click(within(budi).getByRole('button', { name: 'Undo dispute' }));
    expect(screen.getByText('Approve 3, dispute 0')).toBeVisible();
    expect(within(budi).queryByText('Disputed by you')).toBeNull();
    expect(screen.queryByText('Some disputes need a comment.')).toBeNull();
  });

  it('shows the server’s comment errors beside their day', async () => {
    stubApi({
      [GET]: () => ({ body: OPEN }),
      [DECIDE]: () => ({
        status: 400,
        body: {
          status: 400,
          code: 'validation-failed',
          title: 'Bad request',
          detail: 'Some fields are not valid.',
          errors: { 'disputes.0.days.0.date': 'This date is not in the timesheet.' },
        },
      }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    const citra = screen.getByRole('listitem', { name: 'Citra Lestari' });
    await view.user.click(within(citra).getByRole('button', { name: /Citra Lestari/ }));
    await view.user.click(
      within(citra).getByRole('button', { name: 'Dispute this day: Wed 4 Nov' }),
    );
    await view.user.type(within(citra).getByRole('textbox'), 'Not at the office');
    await view.user.click(screen.getByRole('button', { name: 'Send decision' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Send decision' }));
    expect(await within(citra).findByText('This date is not in the timesheet.')).toBeVisible();
    expect(screen.getByText('Some fields are not valid.')).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/pic/request_timesheet/all/tok123');
  });

  it('says who decided already decided timesheets, and when', async () => {
    stubApi({
      [GET]: () => ({
        body: { ...DECIDED, decision: { ...DECIDED.decision, approved: 48, disputed: 2 } },
      }),
    });
    renderSignedOut(URL_);
    expect(
      await screen.findByText(
        'These timesheets were already decided by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Approved: 48. Disputed: 2.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send decision' })).toBeNull();
  });

  it('shows the decided state when someone else decided first', async () => {
    let decided = false;
    stubApi({
      [GET]: () => ({ body: decided ? DECIDED : OPEN }),
      [DECIDE]: () => {
        decided = true;
        return {
          status: 409,
          body: { status: 409, code: 'already-decided', title: 'Conflict', detail: 'Decided.' },
        };
      },
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Send decision' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/You approve all 3 timesheets/)).toBeVisible();
    await view.user.click(within(confirm).getByRole('button', { name: 'Send decision' }));
    expect(
      await screen.findByText(
        'These timesheets were already decided by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
      ),
    ).toBeVisible();
  });

  it('says the month’s payroll is approved, and offers no decision', async () => {
    let approved = false;
    const calls = stubApi({
      [GET]: () => ({ body: { ...OPEN, payrollApproved: approved } }),
      [DECIDE]: () => {
        approved = true;
        return {
          status: 409,
          body: {
            status: 409,
            code: 'payroll-approved',
            title: 'Conflict',
            detail:
              'The payroll of this period is approved: its timesheets can no longer change unless the payroll run is reopened.',
          },
        };
      },
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Send decision' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Send decision' }));
    expect(
      await screen.findByRole('heading', {
        name: 'The payroll of this period is already approved',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send decision' })).toBeNull();
    expect(calls.filter(isPost)).toHaveLength(1);
  });

  it('says when a link expired', async () => {
    stubApi({
      [GET]: () =>
        linkExpiredAnswer('This approval link has expired. Ask HR to send the timesheets again.'),
    });
    renderSignedOut(URL_);
    expect(
      await screen.findByText(
        'This approval link has expired. Ask HR to send the timesheets again.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send decision' })).toBeNull();
  });

  it('says when a link is unknown or sent to another address', async () => {
    stubApi({});
    renderSignedOut(URL_);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/It works only for the address it was sent to/)).toBeVisible();
  });

  it('keeps a long link usable: 50 sheets at a time and a search', async () => {
    const many = Array.from({ length: 120 }, (_, index) => {
      const number = String(index + 1).padStart(3, '0');
      return sheet(
        `0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4${number}`,
        `Employee ${number}`,
        `EMP-${number}`,
      );
    });
    stubApi({ [GET]: () => ({ body: { ...OPEN, sheets: many } }) });
    const view = renderSignedOut(URL_);
    await opened();
    const list = () => within(screen.getByRole('region', { name: 'Timesheets' }));
    expect(list().getAllByRole('button', { name: /^Employee/ })).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 120.')).toBeVisible();
    expect(screen.getByText('Approve 120, dispute 0')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(list().getAllByRole('button', { name: /^Employee/ })).toHaveLength(100);
    await view.user.type(
      screen.getByRole('searchbox', { name: 'Search by name or employee number' }),
      'emp-117{Enter}',
    );
    expect(list().getAllByRole('button', { name: /^Employee/ })).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Employee 117' })).toBeVisible();
  });

  it('names an alternate approver', async () => {
    const calls = stubApi({
      [GET]: () => ({ body: OPEN }),
      [ALTERNATE]: () => ({
        body: {
          ...OPEN,
          alternates: [
            {
              id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a99',
              name: 'Rina Wulandari',
              email: 'rina@bni.example',
              from: '2026-12-01',
              to: '2026-12-14',
              status: 'active',
            },
          ],
        },
      }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Name someone to approve for me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name someone to approve for me' });
    const field = (name: string) => within(dialog).getByLabelText(new RegExp(`^${name}\\*?$`));

    // Too long a range is refused before sending.
    await view.user.type(field('Name'), 'Rina Wulandari');
    await view.user.type(field('Email'), 'rina@bni.example');
    fireEvent.change(field('First day'), { target: { value: '2026-12-01' } });
    fireEvent.change(field('Last day'), { target: { value: '2027-01-01' } });
    await view.user.click(within(dialog).getByRole('button', { name: 'Name approver' }));
    expect(await within(dialog).findByText('Choose at most 31 days.')).toBeVisible();
    expect(calls.some(isPost)).toBe(false);

    fireEvent.change(field('Last day'), { target: { value: '2026-12-14' } });
    await view.user.click(within(dialog).getByRole('button', { name: 'Name approver' }));
    expect(
      await screen.findByText(
        'Rina Wulandari can approve for you from 1 Dec 2026 to 14 Dec 2026. We emailed you a confirmation.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Rina Wulandari \(rina@bni\.example\)/)).toBeVisible();
    expect(calls.filter(isPost)).toEqual([
      {
        route: ALTERNATE,
        body: {
          email: 'siti@bni.example',
          name: 'Rina Wulandari',
          alternateEmail: 'rina@bni.example',
          from: '2026-12-01',
          to: '2026-12-14',
        },
      },
    ]);
  });
  it('says when HR must confirm an outside address, and shows the server refusing a second one', async () => {
    const outside = {
      id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a98',
      name: 'Budi',
      email: 'budi@gmail.example',
      from: '2026-12-01',
      to: '2026-12-05',
      status: 'awaiting-hr',
    };
    let named = 0;
    stubApi({
      [GET]: () => ({ body: OPEN }),
      [ALTERNATE]: () =>
        named++ === 0
          ? { body: { ...OPEN, alternates: [outside] } }
          : {
              status: 409,
              body: {
                type: 'https://staffdesk.dev/problems/alternate-exists',
                title: 'Conflict',
                status: 409,
                code: 'alternate-exists',
                detail:
                  'You already named an alternate approver. Ask HR to revoke that one before you name another.',
              },
            },
    });
    const view = renderSignedOut(URL_);
    await opened();
    const nameSomeone = async (name: string, email: string) => {
      await view.user.click(screen.getByRole('button', { name: 'Name someone to approve for me' }));
      const dialog = await screen.findByRole('dialog', { name: 'Name someone to approve for me' });
      const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}\\*?$`));
      await view.user.type(field('Name'), name);
      await view.user.type(field('Email'), email);
      fireEvent.change(field('First day'), { target: { value: '2026-12-01' } });
      fireEvent.change(field('Last day'), { target: { value: '2026-12-05' } });
      await view.user.click(within(dialog).getByRole('button', { name: 'Name approver' }));
      return dialog;
    };
    await nameSomeone('Budi', 'budi@gmail.example');
    expect(await screen.findByText(/HR will confirm Budi first/)).toBeVisible();
    expect(screen.getByText('Waiting for HR’s confirmation')).toBeVisible();
    const dialog = await nameSomeone('Andi', 'andi@gmail.example');
    expect(
      await within(dialog).findByText(
        'You already named an alternate approver. Ask HR to revoke that one before you name another.',
      ),
    ).toBeVisible();
  });
});

describe('the timesheet approval link in Indonesian', () => {
  it("speaks the link's language", async () => {
    localStorage.removeItem('staffdesk.locale');
    stubApi({ [GET]: () => ({ body: { ...OPEN, locale: 'id' } }) });
    const view = renderSignedOut(URL_, { pageLocale: 'id' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Timesheet PT Bank Nusantara, 21 Okt 2026 – 20 Nov 2026' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Setujui 3, sanggah 0')).toBeVisible();
    const ani = screen.getByRole('listitem', { name: 'Ani Wijaya' });
    await view.user.click(within(ani).getByRole('button', { name: /Ani Wijaya/ }));
    expect(within(ani).getByText('Sen 2 Nov')).toBeVisible();
    await view.user.click(within(ani).getByRole('button', { name: 'Sanggah timesheet ini' }));
    await view.user.click(screen.getByRole('button', { name: 'Kirim keputusan' }));
    expect(await screen.findByText('Beberapa sanggahan memerlukan catatan.')).toBeVisible();
  });
});
