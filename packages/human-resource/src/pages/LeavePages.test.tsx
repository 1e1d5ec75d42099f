import type { MainSchema } from '@staffdesk/api';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import type { LeaveRequest } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeavePolicy } from '../lib/leave';
import { BANK, BUDI, clientSummaryOf, HR_ME, summaryOf } from '../testing/fixtures';
import { Component as LeaveApprovalsPage } from './LeaveApprovalsPage';
import { Component as LeaveDashboardPage } from './LeaveDashboardPage';
import { Component as LeavePoliciesPage } from './LeavePoliciesPage';
import { Component as QuotaAdjustmentPage } from './QuotaAdjustmentPage';

const LEAVE_HR: MainSchema<'Me'> = {
  ...HR_ME,
  permissions: [...HR_ME.permissions, 'leave.approve', 'leave.manage'],
  employeeId: null,
};

const AT_HR: LeaveRequest = {
  id: '00000000-0000-4000-8000-00006c722d31',
  employee: {
    id: BUDI.id,
    fullName: 'Budi Santoso',
    employeeNumber: 'EMP-2026-00042',
    clientName: BANK.legalName,
  },
  type: 'annual',
  typeName: 'Annual leave',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  halfDay: null,
  workingDays: 2,
  reason: 'Family visit',
  attachment: null,
  status: 'pending',
  approvals: [
    {
      step: 1,
      approverType: 'pic',
      approverName: 'Siti Rahmawati',
      approverEmail: 'siti@bni.example',
      decision: 'approved',
      comment: null,
      decidedAt: '2026-11-21T02:00:00.000Z',
      onBehalfOf: null,
      via: 'link',
    },
    {
      step: 2,
      approverType: 'hr',
      approverName: 'HR',
      approverEmail: null,
      decision: 'pending',
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

const AT_PIC: LeaveRequest = {
  ...AT_HR,
  id: '00000000-0000-4000-8000-00006c722d32',
  employee: {
    ...AT_HR.employee,
    id: '00000000-0000-4000-8000-000000006532',
    fullName: 'Dewi Lestari',
  },
  approvals: [
    {
      ...(AT_HR.approvals[0] as LeaveRequest['approvals'][number]),
      decision: 'pending',
      decidedAt: null,
      via: null,
    },
    AT_HR.approvals[1] as LeaveRequest['approvals'][number],
  ],
};

describe('HR leave approvals', () => {
  const path = '/human-resource/leaves/approval';

  it('lists a row per request with Approve and Reject, and approves the HR step', async () => {
    const api = fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /leave-requests': () => list([AT_HR, AT_PIC]),
      'POST /leave-requests/:id/decision': () => ({ ...AT_HR, status: 'approved' }),
    });
    const { user } = renderPage(<LeaveApprovalsPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Budi Santoso/ });
    // HR sees the employee's client after their number.
    expect(row).toHaveTextContent(`EMP-2026-00042 · ${BANK.legalName}`);
    expect(row).toHaveTextContent('1 Dec 2026 – 2 Dec 2026');
    expect(row).toHaveTextContent('2 working days');
    expect(row).toHaveTextContent('Family visit');
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave approved')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/leave-requests/00000000-0000-4000-8000-00006c722d31/decision')[0]?.body,
    ).toEqual({
      decision: 'approve',
    });
    expect(api.callsTo('GET', '/leave-requests')[0]?.query.get('status')).toBe('pending');
  });

  it('rejects the HR step only with a comment', async () => {
    const api = fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /leave-requests': () => list([AT_HR]),
      'POST /leave-requests/:id/decision': () => ({ ...AT_HR, status: 'rejected' }),
    });
    const { user } = renderPage(<LeaveApprovalsPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Budi Santoso’s leave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject leave' }));
    expect(await within(dialog).findByText('Say why, so the employee understands.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Year-end freeze');
    await user.click(within(dialog).getByRole('button', { name: 'Reject leave' }));
    expect(await screen.findByText('Leave rejected')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/leave-requests/00000000-0000-4000-8000-00006c722d31/decision')[0]?.body,
    ).toEqual({
      decision: 'reject',
      comment: 'Year-end freeze',
    });
  });

  it('decides for the PIC, on their behalf, and needs a comment to reject', async () => {
    const api = fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /leave-requests': () => list([AT_PIC]),
      'POST /leave-requests/:id/decision': () => ({ ...AT_PIC, status: 'rejected' }),
    });
    const { user } = renderPage(<LeaveApprovalsPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Dewi Lestari/ });
    expect(row).toHaveTextContent('Decide for the PIC');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Decide for the PIC: reject Dewi Lestari’s leave?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject for the PIC' }));
    expect(await within(dialog).findByText('Say why, so the employee understands.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Audit week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject for the PIC' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.callsTo('POST', '/leave-requests/00000000-0000-4000-8000-00006c722d32/decision')[0]?.body,
    ).toEqual({
      decision: 'reject',
      comment: 'Audit week',
      onBehalfOfPic: true,
    });
  });

  it('says so when nothing waits, and hides decisions from readers', async () => {
    fakeApi({ 'GET /me': () => HR_ME, 'GET /leave-requests': () => list([]) });
    renderPage(<LeaveApprovalsPage />, { path, url: path });
    expect(await screen.findByText('Nothing to decide.')).toBeVisible();
  });

  it('shows a failure with a retry', async () => {
    fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /leave-requests': () => problem(500, 'internal', 'Something broke.'),
    });
    renderPage(<LeaveApprovalsPage />, { path, url: path });
    expect(await screen.findByText('Something broke.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
  });
});

describe('HR leave dashboard', () => {
  const path = '/human-resource/leaves/dashboard';

  it('shows who is away, what waits by age and the balances with an export', async () => {
    fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /leave-dashboard': () => ({
        today: '2026-11-21',
        awayToday: [AT_HR],
        awayThisWeek: [],
        pendingByAge: [{ bucket: '3-7 days', count: 2, requests: [] }],
        balances: list([
          {
            employee: AT_HR.employee,
            type: 'annual',
            year: 2026,
            entitlement: 12,
            carriedOver: 2,
            adjustments: 0.5,
            taken: 3,
            pending: 2,
            available: 9.5,
          },
        ]),
      }),
    });
    renderPage(<LeaveDashboardPage />, { path, url: path });
    const away = await screen.findByRole('table', { name: 'Away today' });
    expect(away).toHaveTextContent('Budi Santoso');
    expect(screen.getByText('Nobody is on leave this week.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Pending by age' })).toHaveTextContent('3-7 days2');
    const balances = await screen.findByRole('table', { name: /Leave balances/ });
    const balance = await within(balances).findByRole('row', { name: /Budi Santoso/ });
    expect(balance).toHaveTextContent('9,5 days');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
  });
});

const DEFAULT_POLICY: LeavePolicy = {
  id: '00000000-0000-4000-8000-656661756c74',
  name: 'Default',
  clientId: null,
  clientName: null,
  annualQuota: 12,
  accrual: 'yearly',
  prorateJoiners: true,
  carryOverCap: 6,
  carryOverExpiresOn: '03-31',
  countWeekends: false,
  countHolidays: false,
  minimumNoticeDays: 3,
  sickAttachmentOverDays: 1,
  approvalChain: 'pic-then-hr',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('HR leave policies', () => {
  const path = '/human-resource/leaves/policy';

  it('lists the policies and adds a client policy', async () => {
    const api = fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /leave-policies': () => ({ items: [DEFAULT_POLICY] }),
      'GET /clients': () => list([clientSummaryOf(BANK)]),
      'POST /leave-policies': ({ body }) =>
        json(201, {
          ...(body as object),
          id: '00000000-0000-4000-8000-000000702d32',
          clientName: 'PT Bank Nusantara',
          updatedAt: '2026-11-21T03:00:00.000Z',
        }),
    });
    const { user } = renderPage(<LeavePoliciesPage />, { path, url: path });
    const row = await screen.findByRole('row', { name: /Default/ });
    expect(row).toHaveTextContent('12 days · yearly');
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add client policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client policy' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bank policy');
    await within(dialog).findByRole('option', { name: BANK.legalName });
    await chooseOption(user, within(dialog).getByLabelText(/^Client/), BANK.id);
    await user.clear(within(dialog).getByLabelText(/^Annual quota/));
    await user.type(within(dialog).getByLabelText(/^Annual quota/), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Policy saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/leave-policies')[0]?.body).toMatchObject({
      name: 'Bank policy',
      clientId: BANK.id,
      annualQuota: 14,
      approvalChain: 'pic-then-hr',
      countWeekends: false,
    });
  });
});

describe('HR quota adjustments', () => {
  const path = '/human-resource/leaves/quota-adjustment';

  it('adjusts an employee’s quota by half days with a reason', async () => {
    const api = fakeApi({
      'GET /me': () => LEAVE_HR,
      'GET /employees': () => list([summaryOf(BUDI)]),
      'GET /leave-adjustments': () => ({ items: [] }),
      'POST /leave-adjustments': ({ body }) =>
        json(201, {
          ...(body as object),
          id: '00000000-0000-4000-8000-000000006131',
          employeeName: 'Budi Santoso',
          createdBy: 'Ayu Lestari',
          createdAt: '2026-11-21T03:00:00.000Z',
        }),
    });
    const { user } = renderPage(<QuotaAdjustmentPage />, { path, url: path });
    expect(await screen.findByText('No adjustments yet')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Find an employee' }), 'Budi');
    await screen.findByRole('option', { name: 'Budi Santoso (EMP-2026-00042)' });
    await chooseOption(user, screen.getByLabelText(/^Employee/), BUDI.id);
    await user.type(screen.getByLabelText(/^Days/), '-1,5');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Reason is required.')).toBeVisible();
    await user.type(screen.getByLabelText(/^Reason/), 'Unrecorded absence');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Quota adjusted')).toBeInTheDocument();
    expect(api.callsTo('POST', '/leave-adjustments')[0]?.body).toEqual({
      employeeId: BUDI.id,
      type: 'annual',
      year: new Date().getFullYear(),
      days: -1.5,
      reason: 'Unrecorded absence',
    });
  });
});
