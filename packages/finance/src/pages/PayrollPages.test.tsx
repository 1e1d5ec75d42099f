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

  it('marks an approved run paid once it is confirmed', async () => {
    let run = APPROVED;
    const api = fakeApi({
      'GET /me': () => payrollUser(['payroll.read', 'finance.manage']),
      'GET /payroll/runs/:id': () => run,
      'GET /payroll/runs/:id/payslips': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'POST /payroll/runs/:id/pay': () => {
        run = {
          ...APPROVED,
          state: 'paid',
          paidAt: '2026-11-25T03:00:00.000Z',
          paidByLabel: 'Hendra Gunawan',
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
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark the payroll of PT Bank Nusantara Indonesia Tbk for November 2026 paid?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/pay`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Close run' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payroll runs' })).toHaveAttribute(
      'href',
      '/finance/payroll',
    );
  });
});
