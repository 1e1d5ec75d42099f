import { fakeApi, json, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BUDI_PAYSLIP_ID,
  budiPayslip,
  budiPayslipDetail,
  dewiPayslip,
  PAYROLL_RUN_ID,
  payrollRun,
  payrollUser,
  renderPage,
  stubDownloads,
} from '../testing';
import { PayrollRunPage } from './PayrollRunPage';
import type { PayrollRun, PayslipSummary } from './payroll';

const path = '/human-resource/payroll-status/:payrollStatusId';
const url = `/human-resource/payroll-status/${PAYROLL_RUN_ID}`;
const listHref = '/human-resource/payroll-status';

const DRAFT = payrollRun({ state: 'draft', totals: null, warningCount: 0, calculatedAt: null });
const REVIEWED = payrollRun({
  state: 'reviewed',
  errorCount: 0,
  openWarningCount: 0,
  reviewedAt: '2026-11-21T04:30:00.000Z',
  reviewedByLabel: 'Rina Wulandari',
});

function payslipPage(items: PayslipSummary[]) {
  return { items, total: items.length, page: 1, pageSize: 50 };
}

function runApi(
  permissions: string[],
  run: () => PayrollRun,
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  return fakeApi({
    'GET /me': () => payrollUser(permissions),
    'GET /payroll/runs': () => ({ items: [run()], total: 1, page: 1, pageSize: 20, counts: {} }),
    'GET /payroll/runs/:id': () => run(),
    'GET /payroll/runs/:id/payslips': ({ query }) =>
      payslipPage(
        run().totals === null
          ? []
          : [budiPayslip(), dewiPayslip()].filter(
              (one) => query.get('warnings') !== 'true' || one.warnings.length > 0,
            ),
      ),
    'GET /payroll/payslips/:id': () => budiPayslipDetail(),
    ...extra,
  });
}

describe('a payroll run', () => {
  it('shows its state, totals, steps and payslips', async () => {
    runApi(['payroll.read'], () => payrollRun());
    renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PT Bank Nusantara Indonesia Tbk' }),
    ).toBeVisible();
    expect(screen.getByText('Payroll of November 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payroll runs' })).toHaveAttribute('href', listHref);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Rp 15.500.000');
    expect(totals).toHaveTextContent('Rp 14.512.742');
    expect(totals).toHaveTextContent('Rp 16.962.000');
    const steps = screen.getByRole('region', { name: 'Steps' });
    expect(steps).toHaveTextContent('Rina Wulandari, 20 Nov 2026, 09:00');
    expect(steps).toHaveTextContent('21 Nov 2026, 10:00');
    expect(
      screen.getByText('1 payslip has a warning: check it before the run is approved.'),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Payslips' });
    const dewi = await within(table).findByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('No bank account');
    expect(dewi).toHaveTextContent('Rp 5.670.000');
    // A reader takes no step.
    expect(screen.queryByRole('button', { name: /Recalculate|Mark reviewed/ })).toBeNull();
  });

  it('offers the steps its state allows to those who may take them', async () => {
    runApi(['payroll.read', 'payroll.run'], () => payrollRun());
    const first = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    expect(await screen.findByRole('button', { name: 'Mark reviewed' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recalculate' })).toBeVisible();
    first.unmount();

    // Finance pays an approved run, but does not approve a reviewed one.
    runApi(['payroll.read', 'finance.manage'], () => REVIEWED);
    const second = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Approve payroll' })).toBeNull();
    second.unmount();

    runApi(['payroll.read', 'finance.manage'], () => payrollRun({ state: 'approved' }));
    renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    expect(await screen.findByRole('button', { name: 'Mark paid' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Recalculate/ })).toBeNull();
  });

  it('calculates in the background: the progress bar advances, then the totals show', async () => {
    let phase: 'draft' | 'started' | 'halfway' | 'done' = 'draft';
    const calculating = (done: number): PayrollRun => ({
      ...DRAFT,
      state: 'calculating',
      progress: { done, total: 4 },
    });
    const current = () => {
      if (phase === 'draft') return DRAFT;
      if (phase === 'started') {
        phase = 'halfway';
        return calculating(2);
      }
      if (phase === 'halfway') {
        phase = 'done';
        return calculating(3);
      }
      return payrollRun();
    };
    const api = runApi(['payroll.read', 'payroll.run'], current, {
      'POST /payroll/runs/:id/calculate': () => {
        phase = 'started';
        return json(202, calculating(0));
      },
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    expect(await screen.findByText('No payslips yet')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Not calculated yet');

    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    const bar = await screen.findByRole('progressbar', { name: 'Calculation progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'), { timeout: 2500 });
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 employees');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'), { timeout: 2500 });

    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Rp 14.512.742'), { timeout: 2500 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The finished calculation's payslips are shown.
    expect(await screen.findByRole('row', { name: /Budi Santoso/ })).toBeVisible();
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/calculate`)).toHaveLength(1);
  }, 15_000);

  it('approves a reviewed run once it is confirmed', async () => {
    let run = REVIEWED;
    const api = runApi(['payroll.read', 'payroll.approve'], () => run, {
      'POST /payroll/runs/:id/approve': () => {
        run = {
          ...REVIEWED,
          state: 'approved',
          approvedAt: '2026-11-22T02:00:00.000Z',
          approvedByLabel: 'Hendra Gunawan',
        };
        return run;
      },
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Approve payroll' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Approve the payroll of PT Bank Nusantara Indonesia Tbk for November 2026?',
    });
    expect(dialog).toHaveTextContent('The payslips of 2 employees (net pay Rp 14.512.742)');
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/approve`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve payroll' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/approve`)).toHaveLength(1);
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('Approved')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Steps' })).toHaveTextContent(
      'Hendra Gunawan, 22 Nov 2026, 09:00',
    );
    expect(screen.queryByRole('button', { name: 'Approve payroll' })).toBeNull();
    expect(await screen.findByText('Payroll approved')).toBeVisible();
  });

  it('shows the server’s reason when approving is refused, and keeps the dialog open', async () => {
    const detail =
      'The timesheet of Budi Santoso changed after the calculation: calculate the run again.';
    runApi(['payroll.read', 'payroll.approve'], () => REVIEWED, {
      'POST /payroll/runs/:id/approve': () => problem(409, 'timesheet-changed', detail),
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Approve payroll' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve payroll' }));
    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a refused review as a banner with the server’s reason', async () => {
    const detail = 'This payroll run is reviewed, so it cannot be reviewed now.';
    runApi(['payroll.read', 'payroll.run'], () => payrollRun(), {
      'POST /payroll/runs/:id/review': () => problem(409, 'run-state', detail),
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    const title = await screen.findByText('The run was not marked reviewed');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(detail);
  });

  it('shows why the last calculation failed', async () => {
    runApi(['payroll.read', 'payroll.run'], () => ({
      ...DRAFT,
      lastError: 'Budi Santoso has no salary data for November 2026.',
    }));
    renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    const title = await screen.findByText('The last calculation failed');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Budi Santoso has no salary data for November 2026.');
  });

  it('searches the payslips and shows only those with warnings', async () => {
    const api = runApi(['payroll.read'], () => payrollRun());
    const { user, router } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    const table = await screen.findByRole('table', { name: 'Payslips' });
    await within(table).findByRole('row', { name: /Budi Santoso/ });
    const payslipQuery = () =>
      api.callsTo('GET', `/payroll/runs/${PAYROLL_RUN_ID}/payslips`).at(-1)?.query;

    await user.click(screen.getByRole('checkbox', { name: 'Only with warnings' }));
    await waitFor(() => expect(payslipQuery()?.get('warnings')).toBe('true'));
    expect(router.state.location.search).toBe('?warnings=true');
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Budi Santoso/ })).toBeNull(),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search payslips' }), 'Dewi{Enter}');
    await waitFor(() => expect(payslipQuery()?.get('search')).toBe('Dewi'));
    expect(payslipQuery()?.get('pageSize')).toBe('50');
  });

  it('opens an employee’s payslip and explains a line when it is opened', async () => {
    const api = runApi(['payroll.read'], () => payrollRun());
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    const open = await screen.findByRole('button', { name: 'Payslip breakdown of Budi Santoso' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Payslip of Budi Santoso' });
    expect(api.callsTo('GET', `/payroll/payslips/${BUDI_PAYSLIP_ID}`)).toHaveLength(1);
    expect(dialog).toHaveTextContent('November 2026 · EMP-2026-00042 · Teller · PTKP K/1');

    const earnings = await within(dialog).findByRole('region', { name: 'Earnings' });
    expect(within(earnings).getByRole('button', { name: /Base salary/ })).toHaveTextContent(
      'Rp 8.000.000',
    );
    expect(earnings).toHaveTextContent('Total earningsRp 9.500.000');
    const deductions = within(dialog).getByRole('region', { name: 'Deductions' });
    expect(deductions).toHaveTextContent('Total deductionsRp 657.258');
    const employer = within(dialog).getByRole('region', { name: 'Paid by the company' });
    expect(employer).toHaveTextContent('BPJS JKK (company)');

    const jht = within(deductions).getByRole('button', { name: /BPJS JHT \(employee\)/ });
    expect(jht).toHaveAttribute('aria-expanded', 'false');
    await user.click(jht);
    expect(jht).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(jht.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveTextContent(
      'The wage, no less than the floor and no more than the cap, × the rate.',
    );
    expect(panel).toHaveTextContent('WageRp 9.000.000');
    expect(panel).toHaveTextContent('Rate2 %');
    expect(panel).toHaveTextContent('Rule versionbpjs-jht 2026-01-01');
    await user.click(jht);
    expect(jht).toHaveAttribute('aria-expanded', 'false');

    const transport = within(earnings).getByRole('button', { name: /Tunjangan transport/ });
    await user.click(transport);
    const transportPanel = document.getElementById(
      transport.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(transportPanel).toHaveTextContent('KindFixed allowance');
    expect(transportPanel).toHaveTextContent('AmountRp 1.000.000');

    const tax = within(deductions).getByRole('button', { name: /PPh 21/ });
    await user.click(tax);
    const taxPanel = document.getElementById(
      tax.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(taxPanel).toHaveTextContent('Taxable grossRp 9.908.600');
    expect(taxPanel).toHaveTextContent('PTKP statusK/1');
    expect(taxPanel).toHaveTextContent('TER categoryB');
  });

  it('disables approval while errors, unaccepted warnings or a stale timesheet stand, and for its calculator', async () => {
    const blocked = payrollRun({
      state: 'reviewed',
      stale: {
        at: '2026-11-21T05:00:00.000Z',
        reasons: [
          {
            employeeId: '00000000-0000-4000-8000-000000000043',
            name: 'Dewi Lestari',
            event: 'disputed',
            at: '2026-11-21T05:00:00.000Z',
          },
        ],
      },
    });
    const api = runApi(['payroll.read', 'payroll.approve'], () => blocked);
    const first = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    const approve = await screen.findByRole('button', { name: 'Approve payroll' });
    expect(approve).toBeDisabled();
    const why = screen
      .getByText('This run cannot be approved yet')
      .closest('[role]') as HTMLElement;
    expect(why).toHaveTextContent(
      'A timesheet changed after the calculation: recalculate the run.',
    );
    expect(why).toHaveTextContent('1 payslip has an error to fix.');
    expect(why).toHaveTextContent('1 warning is not accepted yet.');
    expect(
      screen.getByText('A timesheet changed after the calculation').closest('[role]'),
    ).toHaveTextContent('Dewi Lestari (disputed)');
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/approve`)).toHaveLength(0);
    first.unmount();

    // Clean, but I calculated it: someone else approves (unless I hold the waiver).
    const mine = { ...REVIEWED, calculatedByUserId: payrollUser([]).user.id };
    runApi(['payroll.read', 'payroll.approve'], () => mine);
    const second = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    expect(await screen.findByRole('button', { name: 'Approve payroll' })).toBeDisabled();
    expect(
      screen.getByText('You calculated this run: someone else must approve it.'),
    ).toBeVisible();
    second.unmount();

    runApi(['payroll.read', 'payroll.approve', 'payroll.approve-own-calculation'], () => mine);
    renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    expect(await screen.findByRole('button', { name: 'Approve payroll' })).toBeEnabled();
  });

  it('accepts a warning with a reason, and offers no way to accept an error', async () => {
    const api = runApi(['payroll.read', 'payroll.run'], () => payrollRun(), {
      'POST /payroll/runs/:id/findings/accept': ({ body }) => ({
        ...(body as { employeeId: string; code: string; reason: string }),
        byLabel: 'payroll@staffdesk.local',
        at: '2026-11-21T06:00:00.000Z',
      }),
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    const dewi = await screen.findByRole('row', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Error: No bank account');
    expect(dewi).toHaveTextContent('Warning: No NPWP (20 % higher PPh 21)');
    // One button: for the warning only.
    const buttons = within(dewi).getAllByRole('button', { name: 'Accept with reason' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Accept the warning for Dewi Lestari?',
    });
    expect(dialog).toHaveTextContent('PPh 21 is withheld at the 20 % higher no-NPWP rate');
    await user.click(within(dialog).getByRole('button', { name: 'Accept with reason' }));
    expect(await within(dialog).findByText('Say why this warning can be accepted.')).toBeVisible();
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/findings/accept`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'NPWP applied for');
    await user.click(within(dialog).getByRole('button', { name: 'Accept with reason' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/findings/accept`)[0]?.body).toEqual(
      {
        employeeId: '00000000-0000-4000-8000-000000000043',
        code: 'no-npwp',
        reason: 'NPWP applied for',
      },
    );
    expect(await screen.findByText('Warning accepted')).toBeInTheDocument();
  });

  it('pays on a payment date, showing the bank file total and the payslips left out first', async () => {
    let run = payrollRun({ state: 'approved', errorCount: 0, openWarningCount: null });
    const api = runApi(['payroll.read', 'finance.manage'], () => run, {
      'GET /payroll/runs/:id/payment': () => ({
        runId: PAYROLL_RUN_ID,
        total: 8_842_742,
        transfers: 1,
        exceptions: [
          {
            payslipId: '00000000-0000-4000-8000-0000000000f3',
            employeeId: '00000000-0000-4000-8000-000000000043',
            number: 'EMP-2026-00043',
            name: 'Dewi Lestari',
            net: 0,
            reason: 'zero-net',
          },
        ],
        paymentDate: null,
        paidAmount: null,
      }),
      'POST /payroll/runs/:id/pay': ({ body }) => {
        run = {
          ...run,
          state: 'paid',
          paidAt: '2026-11-25T03:00:00.000Z',
          paidByLabel: 'Hendra Gunawan',
          paymentDate: (body as { paymentDate: string }).paymentDate,
          paidAmount: 8_842_742,
        };
        return run;
      },
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the payroll of PT Bank Nusantara Indonesia Tbk for November 2026 paid?',
    });
    expect(
      await within(dialog).findByText(
        'Transferred: Rp 8.842.742 to 1 employee (the bank file’s total).',
      ),
    ).toBeVisible();
    const left = within(dialog).getByRole('region', { name: 'Not in the bank file' });
    expect(left).toHaveTextContent('Dewi Lestari (EMP-2026-00043) · Nothing to pay · Rp 0');
    const date = within(dialog).getByLabelText(/Payment date/);
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/payroll/runs/${PAYROLL_RUN_ID}/pay`)[0]?.body).toEqual({
      paymentDate: '2026-11-24',
    });
    expect(
      await screen.findByText('Rp 8.842.742 transferred on 24 Nov 2026, as the bank file totals.'),
    ).toBeVisible();
  });

  it('downloads the bank file of an approved run and says who was left out of it', async () => {
    const downloads = stubDownloads();
    const api = runApi(['payroll.read'], () => payrollRun({ state: 'approved' }), {
      // The contract declares the CSV as a string of application/json (the server sends text/csv).
      'GET /payroll/runs/:id/bank-file': () =>
        new Response('account_number,account_name,bank,amount,currency,remark,reference\n', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="bank-transfer-2026-11-00000000.csv"',
            'X-Staffdesk-Missing-Accounts': '1',
          },
        }),
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Bank file (CSV)' }));
    expect(await screen.findByText('Bank file downloaded')).toBeInTheDocument();
    expect(api.callsTo('GET', `/payroll/runs/${PAYROLL_RUN_ID}/bank-file`)).toHaveLength(1);
    expect(downloads.fileNames()).toEqual(['bank-transfer-2026-11-00000000.csv']);
    const title = screen.getByText('Not everyone is in the bank file');
    expect(title.closest('[role="alert"], [role="status"]')).toHaveTextContent(
      '1 employee was left out: no bank account, or nothing to pay.',
    );
  });

  it('offers no bank file before approval, and says why a download failed', async () => {
    const first = runApi(['payroll.read'], () => REVIEWED);
    const view = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Bank file (CSV)' })).toBeNull();
    expect(first.callsTo('GET', `/payroll/runs/${PAYROLL_RUN_ID}/bank-file`)).toHaveLength(0);
    view.unmount();

    runApi(['payroll.read'], () => payrollRun({ state: 'paid' }), {
      'GET /payroll/runs/:id/bank-file': () =>
        problem(409, 'run-state', 'This payroll run is not approved yet.'),
    });
    const { user } = renderPage(<PayrollRunPage listHref={listHref} />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Bank file (CSV)' }));
    expect(await screen.findByText('The bank file could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('This payroll run is not approved yet.')).toBeInTheDocument();
    expect(screen.queryByText('Not everyone is in the bank file')).toBeNull();
  });
});
