import { createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import { API_BASE, fakeApi, list } from '@staffdesk/core/testing';
import type { LeaveRequest } from '@staffdesk/kit';
import { ToastProvider } from '@staffdesk/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { humanResourceCatalog } from '../locales/catalog';
import { BANK, BUDI, clientSummaryOf, DEWI, HR_ME, summaryOf } from '../testing/fixtures';
import { EmployeeList } from './EmployeeList';
import { LeaveDecisionDialog } from './LeaveDecisionDialog';

/** Renders HR's screen as the host does, with the language set to Indonesian. */
function renderInIndonesian(screenUnderTest: ReactNode) {
  const tokenStore = createTokenStore({ key: 'staffdesk.hr-id-test' });
  tokenStore.setToken('session-token');
  const router = createMemoryRouter([{ path: '*', element: screenUnderTest }], {
    initialEntries: ['/human-resource/employee'],
  });
  const user = userEvent.setup();
  render(
    <StaffdeskProvider
      config={{ apiBaseUrls: { main: API_BASE } }}
      tokenStore={tokenStore}
      locale="id"
      catalogs={[humanResourceCatalog]}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </StaffdeskProvider>,
  );
  return { user };
}

describe('HR in Indonesian', () => {
  it('shows the employee list with Indonesian words and Indonesian dates', async () => {
    fakeApi({
      'GET /me': () => HR_ME,
      'GET /clients': () => list([clientSummaryOf(BANK)]),
      'GET /employees': () => list([summaryOf(BUDI), DEWI]),
    });
    renderInIndonesian(<EmployeeList />);
    const table = await screen.findByRole('table', { name: 'Karyawan' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: /Nomor induk karyawan/ })).toBeVisible();
    // A busy machine may take a while to answer and render the rows.
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ }, { timeout: 5000 });
    expect(budi).toHaveTextContent('PKWT s.d. 15 Des 2026');
    expect(budi).toHaveTextContent('Aktif');
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent(
      'Staf internal',
    );
    expect(screen.getByRole('searchbox', { name: 'Cari karyawan' })).toHaveAttribute(
      'placeholder',
      'Cari nama, NIK, atau nomor induk karyawan',
    );
    expect(screen.getByRole('button', { name: 'Tambah karyawan' })).toBeVisible();
  });

  it('asks to reject a leave request on the PIC’s behalf in Indonesian', async () => {
    fakeApi({ 'GET /me': () => HR_ME });
    const request = {
      id: '00000000-0000-4000-8000-00006c722d31',
      employee: {
        id: BUDI.id,
        fullName: 'Budi Santoso',
        employeeNumber: 'EMP-2026-00042',
        clientName: BANK.legalName,
      },
      type: 'annual',
      typeName: 'Cuti tahunan',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      halfDay: null,
      workingDays: 2,
      reason: null,
      attachment: null,
      status: 'pending',
      approvals: [],
    } as unknown as LeaveRequest;
    const { user } = renderInIndonesian(
      <LeaveDecisionDialog
        request={request}
        decision="reject"
        onBehalfOf="Irawati Sasmita"
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Putuskan atas nama PIC: tolak cuti Budi Santoso?' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Tahap ini menunggu Irawati Sasmita');
    expect(dialog).toHaveTextContent('Des 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak atas nama PIC' }));
    expect(
      await within(dialog).findByText('Jelaskan alasannya agar karyawan memahami.'),
    ).toBeVisible();
  });
});
