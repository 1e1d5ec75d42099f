import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** The bearer token of the signed-in page, for reading the API as that user. */
async function bearerOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('staffdesk.auth'));
  return { authorization: `Bearer ${token}` };
}

/** What pdftotext reads from a PDF file, with a user password or without (throws if it needs one). */
function pdfText(file: string, password?: string) {
  return execFileSync('pdftotext', [...(password ? ['-upw', password] : []), file, '-'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;

test('HR runs the demo client’s month and watches it calculate, reads a payslip line by line, accepts its warnings with a reason and reviews; the tax accountant approves (not the calculator); finance marks it paid on a payment date; the mail carries a link and no figures; the employee opens it and downloads the e-payslip behind sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The demo employee's client and birth date, and the month.
  await signIn(page, 'employee@staffdesk.local');
  const me = await (
    await page.request.get('/api/v4/me/employee', { headers: await bearerOf(page) })
  ).json();
  const clientId: string = me.placement.clientId;
  const [y, m, d] = (me.birthDate as string).split('-');
  const birthDate = `${d}${m}${y}`;
  const period = '2026-11';

  // HR opens the run and calculates it.
  const hr = await browser.newPage();
  await signIn(hr, 'hr@staffdesk.local');
  await hr.goto('/human-resource/payroll-status');
  await hr.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = hr.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByLabel('Whose payroll').selectOption(clientId);
  await dialog.getByLabel('Month').selectOption(period);
  await dialog.getByRole('button', { name: 'Open payroll run' }).click();
  await expect(hr).toHaveURL(/\/human-resource\/payroll-status\/[0-9a-f-]{36}$/);
  const runId = hr.url().split('/').pop()!;

  await hr.getByRole('button', { name: 'Calculate', exact: true }).click();
  // The progress bar shows while the job runs, then the totals replace it.
  await expect(hr.getByRole('progressbar', { name: 'Calculation progress' })).toBeVisible();
  const totals = hr.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Employees', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(hr.getByRole('progressbar')).toHaveCount(0);
  const run = await (
    await hr.request.get(`/payroll/v4/runs/${runId}`, { headers: await bearerOf(hr) })
  ).json();
  expect(run.state).toBe('calculated');
  expect(run.totals.employees).toBeGreaterThan(1);
  await expect(totals.getByText(rupiah(run.totals.net))).toBeVisible();

  // The demo employee's payslip, line by line: the PPh 21 line says how it was reached.
  await hr.getByRole('button', { name: /Payslip breakdown of Agus Pratama/ }).click();
  const slip = hr.getByRole('dialog', { name: /Payslip of Agus Pratama/ });
  const tax = slip.getByRole('button', { name: /^PPh 21/ });
  await tax.click();
  await expect(tax).toHaveAttribute('aria-expanded', 'true');
  await expect(slip.getByText('Rule version')).toBeVisible();
  await expect(slip.getByText(/ter 2024-01-01/)).toBeVisible();
  await slip.getByRole('button', { name: 'Close' }).first().click();

  // The demo client's month has no error, and a warning for each sheet the PIC has yet to
  // approve: HR accepts each with a reason, the first through the dialog.
  expect(run.errorCount).toBe(0);
  expect(run.warningCount).toBeGreaterThan(0);
  await hr.getByRole('button', { name: 'Show only those' }).click();
  await hr.getByRole('button', { name: 'Accept with reason' }).first().click();
  const accept = hr.getByRole('dialog', { name: /^Accept the warning for / });
  // No reason, no acceptance.
  await accept.getByRole('button', { name: 'Accept with reason' }).click();
  await expect(accept.getByText('Say why this warning can be accepted.')).toBeVisible();
  await accept.getByLabel('Reason').fill('PIC confirmed the hours by phone; the sheet follows.');
  await accept.getByRole('button', { name: 'Accept with reason' }).click();
  await expect(accept).toBeHidden();
  await expect(
    hr.getByText('Accepted: PIC confirmed the hours by phone; the sheet follows.'),
  ).toBeVisible();
  // The rest through the API, as the same HR user.
  const open = await (
    await hr.request.get(`/payroll/v4/runs/${runId}/payslips?pageSize=200&warnings=true`, {
      headers: await bearerOf(hr),
    })
  ).json();
  for (const slip of open.items as {
    employeeId: string;
    findings: { code: string; severity: string; accepted: unknown }[];
  }[]) {
    for (const f of slip.findings.filter((one) => one.severity === 'warning' && !one.accepted)) {
      const res = await hr.request.post(`/payroll/v4/runs/${runId}/findings/accept`, {
        headers: await bearerOf(hr),
        data: { employeeId: slip.employeeId, code: f.code, reason: 'Checked with the client.' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
  await hr.reload();
  await expect(hr.getByRole('button', { name: 'Accept with reason' })).toHaveCount(0);
  await hr.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(hr.getByText('Reviewed', { exact: true }).first()).toBeVisible();
  // Maker–checker: who calculated cannot approve.
  const own = await hr.request.post(`/payroll/v4/runs/${runId}/approve`, {
    headers: await bearerOf(hr),
  });
  expect(own.status()).toBe(403);
  expect((await own.json()).code).toBe('own-calculation');

  // The tax accountant approves.
  const accountant = await browser.newPage();
  await signIn(accountant, 'tax@staffdesk.local');
  await accountant.goto(`/accounting-and-tax/payroll-status/${runId}`);
  await accountant.getByRole('button', { name: 'Approve payroll' }).click();
  await accountant
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Approve payroll' })
    .click();
  await expect(accountant.getByText('Approved', { exact: true }).first()).toBeVisible();

  // Finance marks it paid in the pay dialog, on the day of the transfer.
  const finance = await browser.newPage();
  await signIn(finance, 'finance@staffdesk.local');
  await finance.goto(`/finance/payroll/${runId}`);
  await finance.getByRole('button', { name: 'Mark paid' }).click();
  const pay = finance.getByRole('dialog', { name: /^Mark the payroll of .* paid\?$/ });
  await expect(pay.getByText(/^Transferred: Rp [\d.]+ to \d+ employees/)).toBeVisible();
  // The day of the transfer: today in Jakarta (not before the approval, at most a week ahead).
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  await pay.getByLabel('Payment date').fill(today);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay).toBeHidden();
  await expect(finance.getByText('Paid', { exact: true }).first()).toBeVisible();
  const paid = await (
    await finance.request.get(`/payroll/v4/runs/${runId}`, { headers: await bearerOf(finance) })
  ).json();
  expect(paid).toMatchObject({ state: 'paid', paymentDate: today });

  const payslips = await (
    await page.request.get(`/payroll/v4/me/payslips?period=${period}`, {
      headers: await bearerOf(page),
    })
  ).json();
  expect(payslips.total).toBe(1);
  expect(payslips.delivery).toBe('link');

  // The mail (read from the outbox by the admin) says the payslip is ready: no figures, no
  // password hint, no attachment; only a signed link behind the employee's sign-in.
  const admin = await browser.newPage();
  await signIn(admin, 'admin@staffdesk.local');
  await admin.goto('/email-notification?tab=outbox&search=employee%40staffdesk.local');
  await admin
    .getByRole('button', {
      name: /^(Your payslip for November 2026|Slip gaji Anda untuk November 2026)/,
    })
    .first()
    .click();
  const mail = admin.getByRole('dialog');
  const link = await mail
    .getByRole('link', { name: /\/employee\/e-payslip\?period=2026-11&t=/ })
    .getAttribute('href');
  const body = (await mail.textContent()) ?? '';
  // Not in the words around the link (its random token may hold any letters).
  expect(body.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Rp\s?\d/);
  expect(body).not.toContain(rupiah(payslips.items[0].net));
  expect(body).not.toMatch(/ddmmyyyy|15071990/);
  expect(body).not.toContain(birthDate);
  await mail.getByRole('button', { name: 'Close' }).first().click();

  // The employee follows the link: signed in, the page opens that payslip.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('dialog', { name: /Payslip of Agus Pratama/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Your payslip mails carry a link to this page')).toBeVisible();

  // The PDF behind sign-in needs no password (none from the record protects anything).
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Download PDF/ })
    .first()
    .click();
  const file = await (await download).path();
  const text = pdfText(file);
  expect(text).toContain('November 2026');
  expect(text).toContain(rupiah(payslips.items[0].net));
});
