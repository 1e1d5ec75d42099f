import { createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import { API_BASE, fakeApi } from '@staffdesk/core/testing';
import { kitCatalog, type Timesheet } from '@staffdesk/kit';
import { ToastProvider, uiCatalog } from '@staffdesk/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { employeeCatalog } from '../locales/catalog';
import { timesheetCatalog } from '../locales/pages/timesheet/catalog';
import { CLIENT_ID, EMPLOYEE_ID } from '../testing/fixtures';
import { Component as TimesheetPage } from './TimesheetPage';

const SHEET: Timesheet = {
  id: '00000000-0000-4000-8000-0000000071a1',
  employee: {
    id: EMPLOYEE_ID,
    fullName: 'Sari Wulandari',
    employeeNumber: 'EMP-2026-00042',
    position: null,
  },
  clientId: CLIENT_ID,
  clientName: 'PT Bank Nusantara',
  period: '2026-11',
  periodStart: '2026-10-21',
  periodEnd: '2026-11-20',
  status: 'disputed',
  totals: {
    workedMinutes: 510,
    overtimeMinutes: 0,
    presentDays: 1,
    leaveDays: 0,
    sickDays: 0,
    absentDays: 0,
  },
  submittedAt: '2026-11-21T02:00:00.000Z',
  submittedBy: 'Sari Wulandari',
  decidedAt: '2026-11-22T03:00:00.000Z',
  decidedBy: 'Budi Hartono',
  disputeComment: 'Mohon cek jam tanggal 3 Nov.',
  reopenReason: null,
  sentToPic: false,
  days: [
    {
      date: '2026-11-03',
      kind: 'present',
      workedMinutes: 510,
      overtimeMinutes: 0,
      clockIn: '07:58',
      clockOut: '16:28',
      note: '',
      disputeComment: 'Pulang pukul 15.00.',
    },
  ],
  payrollReadAt: null,
  closing: { submittableFrom: '2026-11-20', ended: true, payrollApproved: false },
};

/** The page in Indonesian: the shell's catalogs (ui, kit) and the section's, as the host loads them. */
function renderInIndonesian(timesheet: Timesheet) {
  fakeApi({
    'GET /me/timesheet': () => ({
      period: '2026-11',
      periodStart: '2026-10-21',
      periodEnd: '2026-11-20',
      previousPeriod: '2026-10',
      nextPeriod: null,
      timesheet,
    }),
  });
  const tokenStore = createTokenStore({ key: 'staffdesk.employee-timesheet-id-test' });
  tokenStore.setToken('session-token');
  onTestFinished(() => {
    tokenStore.removeToken();
    tokenStore.dispose();
  });
  const router = createMemoryRouter([{ path: '*', element: <TimesheetPage /> }], {
    initialEntries: ['/employee/timesheet'],
  });
  const user = userEvent.setup();
  render(
    <StaffdeskProvider
      config={{ apiBaseUrls: { main: API_BASE } }}
      tokenStore={tokenStore}
      locale="id"
      catalogs={[uiCatalog, kitCatalog, employeeCatalog, timesheetCatalog]}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </StaffdeskProvider>,
  );
  return user;
}

describe('my timesheet in Indonesian', () => {
  it('speaks Indonesian: the state, the PIC’s comment, the day and the dialog', async () => {
    const user = renderInIndonesian(SHEET);
    const period = await screen.findByRole('group', { name: 'Periode' }, { timeout: 5000 });
    expect(period).toHaveTextContent('21 Okt 2026 – 20 Nov 2026');
    expect(screen.getByText('Disanggah')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('PIC klien mengembalikan timesheet ini');
    const days = screen.getByRole('list', { name: /^Hari-hari 21 Okt 2026/ });
    expect(days).toHaveTextContent('Selasa, 3 Nov 2026');
    expect(days).toHaveTextContent('PIC klien: Pulang pukul 15.00.');
    expect(days).toHaveTextContent('Bekerja 8:30');
    expect(screen.getByRole('button', { name: 'Ajukan ke PIC klien' })).toBeVisible();

    await user.click(within(days).getByRole('button', { name: 'Koreksi Selasa, 3 Nov 2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Jam kerja/)).toHaveValue('8:30');
    expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeVisible();
  });

  it('says from when the timesheet can be submitted, and leaves days to come empty', async () => {
    renderInIndonesian({
      ...SHEET,
      status: 'draft',
      period: '2026-12',
      periodStart: '2026-11-21',
      periodEnd: '2026-12-20',
      days: [
        {
          ...SHEET.days[0]!,
          date: '2026-12-01',
          kind: 'upcoming',
          workedMinutes: null,
          clockIn: null,
          clockOut: null,
          disputeComment: null,
        },
      ],
      closing: { submittableFrom: '2026-12-20', ended: false, payrollApproved: false },
    });
    const submit = await screen.findByRole(
      'button',
      { name: 'Ajukan ke PIC klien' },
      { timeout: 5000 },
    );
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Dapat dikirim mulai 20 Des 2026');
    expect(screen.getByRole('list', { name: /^Hari-hari/ })).toHaveTextContent('Belum');
  });
});
