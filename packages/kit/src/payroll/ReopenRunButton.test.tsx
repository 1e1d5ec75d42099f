import { fakeApi, problem } from '@staffdesk/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYROLL_RUN_ID, payrollRun, payrollUser, renderPage } from '../testing';
import { PayrollRunPage } from './PayrollRunPage';
import type { PayrollRun } from './payroll';

const path = '/finance/payroll/:payrollStatusId';
const url = `/finance/payroll/${PAYROLL_RUN_ID}`;
const listHref = '/finance/payroll';

const APPROVED = payrollRun({
  state: 'approved',
  approvedAt: '2026-11-22T03:00:00.000Z',
  approvedByLabel: 'Dedi Kurniawan',
});

/** A fake server with one approved run, reopened by what the page sends. */
function reopenApi(permissions: string[], reopen?: () => unknown) {
  let run: PayrollRun = APPROVED;
  return fakeApi({
    'GET /me': () => payrollUser(permissions),
    'GET /payroll/runs': () => ({ items: [run], total: 1, page: 1, pageSize: 20, counts: {} }),
    'GET /payroll/runs/:id': () => run,
    'GET /payroll/runs/:id/payslips': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
    'POST /payroll/runs/:id/reopen': () => {
      if (reopen) return reopen();
      run = { ...run, state: 'calculated', approvedAt: null, approvedByLabel: null };
      return run;
    },
  });
}

describe('reopening an approved payroll run', () => {
  it('asks for the reason, then shows the run calculated again', async () => {
    const api = reopenApi(['payroll.read', 'payroll.approve']);
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reopen the approved payroll of PT Bank Nusantara Indonesia Tbk for November 2026?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen payroll' }));
    expect(
      await within(dialog).findByText('Say why the approved payroll is reopened.'),
    ).toBeVisible();
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/reopen`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Overtime missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen payroll' }));
    expect(await screen.findByText('Payroll reopened')).toBeInTheDocument();
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/reopen`)[0]?.body).toEqual({
      reason: 'Overtime missing',
    });
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('shows why the server refused, in the dialog', async () => {
    reopenApi(['payroll.read', 'payroll.approve'], () =>
      problem(
        409,
        'run-paid',
        'This payroll run is already paid, so it cannot be reopened: correct it in a later month’s run.',
      ),
    );
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late overtime');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen payroll' }));
    expect(
      await within(dialog).findByText(/This payroll run is already paid, so it cannot be reopened/),
    ).toBeVisible();
  });

  it('offers no reopening to who cannot approve', async () => {
    reopenApi(['payroll.read']);
    renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await screen.findByRole('heading', { level: 1, name: 'PT Bank Nusantara Indonesia Tbk' });
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});
