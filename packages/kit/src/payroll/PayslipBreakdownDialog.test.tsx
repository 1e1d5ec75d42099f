import { i18n } from '@lingui/core';
import { fakeApi } from '@staffdesk/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { kitCatalog } from '../locales/catalog';
import { kitPayrollCatalog } from '../locales/pages/payroll/catalog';
import { BUDI_PAYSLIP_ID, budiPayslipDetail, payrollUser, renderPage } from '../testing';
import { PayslipBreakdownDialog } from './PayslipBreakdownDialog';

const path = '/human-resource/payroll-status/:payrollStatusId';
const url = '/human-resource/payroll-status/00000000-0000-4000-8000-0000000000f1';

/** The panel a line's button shows and hides. */
function panelOf(button: HTMLElement) {
  return document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('the payslip breakdown', () => {
  it('explains a line in Indonesian: the formula, the inputs and the rule version', async () => {
    const [kit, payroll] = await Promise.all([kitCatalog.id(), kitPayrollCatalog.id()]);
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...payroll.messages } });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    const api = fakeApi({
      'GET /me': () => payrollUser(['payroll.read']),
      'GET /payroll/payslips/:id': () => budiPayslipDetail(),
    });
    const onClose = vi.fn();
    const { user } = renderPage(
      <PayslipBreakdownDialog
        payslipId={BUDI_PAYSLIP_ID}
        employeeName="Budi Santoso"
        onClose={onClose}
      />,
      { path, url },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Slip gaji Budi Santoso' });
    expect(api.callsTo('GET', `/payroll/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(1);
    const earnings = await within(dialog).findByRole('region', { name: 'Pendapatan' });
    expect(within(earnings).getByRole('button', { name: /Gaji pokok/ })).toHaveTextContent(
      'Rp 8.000.000',
    );
    expect(earnings).toHaveTextContent('Total pendapatanRp 9.500.000');
    const deductions = within(dialog).getByRole('region', { name: 'Potongan' });
    const employer = within(dialog).getByRole('region', { name: 'Ditanggung perusahaan' });
    expect(employer).toHaveTextContent('BPJS Kesehatan (perusahaan)');

    const jht = within(deductions).getByRole('button', { name: /BPJS JHT \(karyawan\)/ });
    await user.click(jht);
    const panel = panelOf(jht);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(
      'Upah, paling rendah batas bawah dan paling tinggi batas atas, × tarif.',
    );
    expect(panel).toHaveTextContent('UpahRp 9.000.000');
    expect(panel).toHaveTextContent('Tarif2%');
    expect(panel).toHaveTextContent('Termasuk penghasilan kena pajakTidak');
    expect(panel).toHaveTextContent('Versi aturanbpjs-jht 2026-01-01');

    const overtime = within(earnings).getByRole('button', { name: /Lembur/ });
    overtime.focus();
    await user.keyboard('{Enter}');
    expect(overtime).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(overtime)).toHaveTextContent(
      'Jumlah upah lembur dari pengajuan lembur bulan ini yang sudah disetujui.',
    );
    expect(panelOf(overtime)).toHaveTextContent('Jam lembur10,5 jam');

    const tax = within(deductions).getByRole('button', { name: /PPh 21/ });
    await user.click(tax);
    expect(panelOf(tax)).toHaveTextContent(
      'Penghasilan bruto kena pajak × tarif TER kategori status PTKP.',
    );
    expect(panelOf(tax)).toHaveTextContent('Penghasilan bruto kena pajakRp 9.908.600');
    expect(panelOf(tax)).toHaveTextContent('Kategori TERB');
  });

  it('reads one of my own payslips through self-service, without a payroll permission', async () => {
    const api = fakeApi({
      'GET /me': () => payrollUser([]),
      'GET /payroll/me/payslips/:id': () =>
        budiPayslipDetail({ runState: 'paid', warnings: ['timesheet-not-approved'] }),
    });
    renderPage(<PayslipBreakdownDialog payslipId={BUDI_PAYSLIP_ID} mine onClose={vi.fn()} />, {
      path,
      url,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payslip of Budi Santoso' });
    expect(await within(dialog).findByRole('region', { name: 'Earnings' })).toHaveTextContent(
      'Total earningsRp 9.500.000',
    );
    expect(api.callsTo('GET', `/payroll/me/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(1);
    expect(api.callsTo('GET', `/payroll/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(0);
    // Payroll's warnings are HR's, not the employee's.
    expect(within(dialog).queryByText('Timesheet not approved')).toBeNull();
  });
});
