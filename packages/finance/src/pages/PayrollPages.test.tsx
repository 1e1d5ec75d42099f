import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { PAYROLL_RUN_ID, payrollRun, payrollUser, renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK } from '../testing/fixtures';
import { Component as PayrollPage } from './PayrollPage';
import { Component as PayrollRunPage } from './PayrollRunPage';

const APPROVED = payrollRun({
  state: 'approved',
  reviewedAt: '2026-11-21T04:30:00.000Z',
  reviewedByLabel: 'Rina Wulandari',
  approvedAt: '2026-11-22T02:00:00.000Z',
  approvedByLabel: 'Hendra Gunawan',
});

describe('finance’s payroll', () => {
  it('lists the runs, each opening its page under /finance/payroll', async () => {
    fakeApi({
      'GET /me': () => payrollUser(['payroll.read', 'finance.manage']),
      'GET /clients': () => list([BANK]),
      'GET /payroll/runs': () => ({
        items: [APPROVED],
        total: 1,
        page: 1,
        pageSize: 20,
        counts: { approved: 1 },
      }),
    });
    renderPage(<PayrollPage />, {
      path: routePatterns.finance.payroll.list,
      url: '/finance/payroll',
    });
    const row = await screen.findByRole('row', { name: /PT Bank Nusantara/ });
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      `/finance/payroll/${PAYROLL_RUN_ID}`,
    );
    // Finance pays runs; it does not open them.
    expect(screen.queryByRole('button', { name: 'New payroll run' })).toBeNull();
  });

  it('marks an approved run paid on a payment date, after seeing what the bank file pays', async () => {
    let run = APPROVED;
    const api = fakeApi({
      'GET /me': () => payrollUser(['payroll.read', 'finance.manage']),
      'GET /payroll/runs/:id': () => run,
      'GET /payroll/runs/:id/payslips': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /payroll/runs/:id/payment': () => ({
        runId: PAYROLL_RUN_ID,
        total: 14_512_742,
        transfers: 2,
        exceptions: [],
        paymentDate: null,
        paidAmount: null,
      }),
      'POST /payroll/runs/:id/pay': ({ body }) => {
        run = {
          ...APPROVED,
          state: 'paid',
          paidAt: '2026-11-25T03:00:00.000Z',
          paidByLabel: 'Hendra Gunawan',
          paymentDate: (body as { paymentDate: string }).paymentDate,
          paidAmount: 14_512_742,
        };
        return run;
      },
    });
    const { user } = renderPage(<PayrollRunPage />, {
      path: routePatterns.finance.payroll.detail,
      url: `/finance/payroll/${PAYROLL_RUN_ID}`,
    });
    expect(screen.queryByRole('button', { name: 'Approve payroll' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the payroll of PT Bank Nusantara Indonesia Tbk for November 2026 paid?',
    });
    expect(
      await within(dialog).findByText(
        'Transferred: Rp 14.512.742 to 2 employees (the bank file’s total).',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Every payslip is in the bank file.')).toBeVisible();
    const date = within(dialog).getByLabelText(/Payment date/);
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/pay`)[0]?.body).toEqual({
      paymentDate: '2026-11-25',
    });
    expect(await screen.findByRole('button', { name: 'Close run' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payroll runs' })).toHaveAttribute(
      'href',
      '/finance/payroll',
    );
  });
});
