import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** A unique 16-digit NIK: a Jakarta regency code, a birth date, then 4 digits from the clock. */
function uniqueNik() {
  return `317401150590${String(Date.now()).slice(-4)}`;
}

async function invitationLink(page: Page, email: string) {
  await page.goto('/email-notification?tab=outbox');
  await page
    .getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) })
    .getByRole('button', { name: 'You are invited to Staffdesk', exact: true })
    .click();
  const mail = page.getByRole('dialog', { name: 'You are invited to Staffdesk' });
  const link = await mail
    .getByRole('link', { name: /\/set-password\?token=/ })
    .getAttribute('href');
  await mail.getByRole('button', { name: 'Close' }).first().click();
  return link!;
}

test('HR registers a client and an employee, raises the salary and invites them; the employee asks to change the bank account and HR approves', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const code = `E2E-${stamp}`;
  const legalName = `PT Sinar Jaya Abadi ${stamp}`;
  const email = `dimas.${stamp}@example.co.id`;

  // HR adds a client with two PICs.
  await signIn(page, 'hr@staffdesk.local');
  await page.goto('/bizdev/clients');
  await page
    .getByRole('button', { name: 'Add client' })
    .or(page.getByRole('link', { name: 'Add client' }))
    .first()
    .click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Industry').selectOption({ label: 'Manufacturing' });
  await page.getByLabel('Address').fill('Jl. Industri Raya No. 12, Cikarang, Bekasi');
  await page.getByLabel('NPWP').fill('01.234.567.8-901.000');
  await page.getByLabel('Billing method').selectOption({ label: 'Management fee' });
  await page.getByLabel('Payment terms (days)').fill('30');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  const firstPic = page.getByRole('group', { name: 'PIC 1' });
  if ((await firstPic.count()) === 0) await page.getByRole('button', { name: 'Add PIC' }).click();
  await firstPic.getByLabel('PIC name').fill('Bambang Sutrisno');
  await firstPic.getByLabel('PIC email').fill(`bambang.${stamp}@sinarjaya.co.id`);
  await firstPic.getByRole('checkbox', { name: 'Leave approver' }).check();
  await page.getByRole('button', { name: 'Add PIC' }).click();
  const secondPic = page.getByRole('group', { name: 'PIC 2' });
  await secondPic.getByLabel('PIC name').fill('Wulan Sari');
  await secondPic.getByLabel('PIC email').fill(`wulan.${stamp}@sinarjaya.co.id`);
  await secondPic.getByRole('checkbox', { name: 'Timesheet approver' }).check();
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('heading', { name: legalName })).toBeVisible();
  await expect(page.getByText('Bambang Sutrisno')).toBeVisible();
  await expect(page.getByText('Wulan Sari')).toBeVisible();

  // HR adds an employee placed there.
  await page.goto('/human-resource/employee');
  await page
    .getByRole('button', { name: 'Add employee' })
    .or(page.getByRole('link', { name: 'Add employee' }))
    .first()
    .click();
  await page.getByLabel('Full name').fill('Dimas Saputra');
  await page.getByLabel('NIK').fill(uniqueNik());
  await page.getByLabel('Birth date').fill('1990-05-15');
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await page.getByLabel('Religion').selectOption({ label: 'Islam' });
  await page.getByLabel('Marital status').selectOption({ label: 'Single' });
  await page.getByLabel('PTKP status').selectOption('TK/0');
  await page.getByLabel('Personal email').fill(email);
  // Dimas reads English (a new employee's language is Indonesian unless HR says otherwise): his
  // invitation, his account and his pages follow it.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en');
  await page.getByLabel('Bank name').fill('Bank Central Asia');
  await page.getByLabel('Account number').fill('1234567890');
  await page.getByLabel('Account name').fill('Dimas Saputra');
  await page
    .getByRole('combobox', { name: 'Client', exact: true })
    .selectOption({ label: legalName });
  await page.getByLabel('Position').fill('Production operator');
  await page.getByLabel('Contract type').selectOption('pkwt');
  await page.getByLabel('Start date').fill('2026-01-05');
  await page.getByLabel('End date').fill('2026-12-31');
  await page.getByLabel('Work week').selectOption('5');
  await page.getByLabel('Base salary').fill('5396761');
  await page.getByLabel('Fixed allowances').fill('500000');
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByRole('heading', { name: 'Dimas Saputra' })).toBeVisible();

  // HR raises the salary; the work history shows both values with their dates.
  await page.getByRole('button', { name: 'Change placement or salary' }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel('Effective date').fill('2026-07-01');
  await change.getByLabel('Base salary').fill('6000000');
  await change.getByRole('button', { name: 'Save change' }).click();
  await expect(change).toHaveCount(0);
  await page.getByRole('tab', { name: 'Work history' }).click();
  await expect(page.getByText('Rp 5.396.761').first()).toBeVisible();
  await expect(page.getByText('Rp 6.000.000').first()).toBeVisible();
  await expect(page.getByText('1 Jul 2026').first()).toBeVisible();

  // HR gives the employee an account; the invitation is in the outbox (read by the admin).
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Give an account' }).click();
  const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  if (await confirm.count())
    await confirm.getByRole('button', { name: /Give an account|Send invitation|Invite/ }).click();
  await expect(page.getByRole('button', { name: 'Give an account' })).toBeDisabled();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@staffdesk.local');
  const link = await invitationLink(admin, email);
  await adminContext.close();

  // The employee sets a password, signs in, sees their profile and work, asks for a new bank account.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await them.getByRole('textbox', { name: 'New password', exact: true }).fill('Nasi-Uduk-Betawi-9');
  await them
    .getByRole('textbox', { name: 'Repeat the password', exact: true })
    .fill('Nasi-Uduk-Betawi-9');
  await them.getByRole('button', { name: 'Set my password' }).click();
  await expect(them.getByText('Your password is set. Sign in with it now.')).toBeVisible();
  await signIn(them, email, 'Nasi-Uduk-Betawi-9');
  await them.goto('/employee/information-work');
  await expect(them.getByRole('heading', { name: 'My work' })).toBeVisible();
  await expect(them.getByText(legalName).first()).toBeVisible();
  await expect(them.getByText('Rp 6.000.000').first()).toBeVisible();
  await them.goto('/employee/profile');
  await expect(them.getByRole('heading', { name: 'My profile' })).toBeVisible();
  const bank = them.getByRole('region', { name: 'Bank account' });
  await bank.getByRole('button', { name: 'Ask to change bank account' }).click();
  await bank.getByLabel('Bank name').fill('Bank Mandiri');
  await bank.getByLabel('Account number').fill('9876543210');
  await bank.getByLabel('Account name').fill('Dimas Saputra');
  await bank.getByRole('button', { name: 'Send to HR' }).click();
  await expect(bank.getByText('Waiting for HR').first()).toBeVisible();

  // HR approves; the new account shows to the employee.
  await page.goto('/human-resource/employee/change-requests');
  const request = page.getByRole('row', { name: /Dimas Saputra/ });
  await request.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  if (await approve.count()) await approve.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByRole('row', { name: /Dimas Saputra/ })).toHaveCount(0);
  await them.reload();
  const bankAfter = them.getByRole('region', { name: 'Bank account' });
  await expect(bankAfter.getByText('Waiting for HR')).toHaveCount(0);
  await expect(bankAfter).toContainText('Bank Mandiri');
  await expect(bankAfter).toContainText('9876543210');
  await theirs.close();
});
