import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { signIn } from './support';

// Friday 4 Dec 2026 to Tuesday 8 Dec 2026, with Monday 7 Dec made a national holiday by HR
// (no Monday holiday is left in the seeded 2026 calendar): Fri + Tue = 2 working days.
const MONDAY = '2026-12-07';

async function outboxLink(page: Page, subject: RegExp) {
  await page.goto('/email-notification?tab=outbox');
  await page.getByRole('button', { name: subject }).first().click();
  const mail = page.getByRole('dialog');
  const link = await mail.getByRole('link', { name: /\/leaves\// }).getAttribute('href');
  await mail.getByRole('button', { name: 'Close' }).first().click();
  return link!;
}

test('annual leave over a Monday holiday counts 2 days; the PIC approves by link, HR in the app; the balance drops by 2 and the form PDF names both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // HR makes Monday 7 Dec a national holiday.
  await signIn(page, 'hr@staffdesk.local');
  await page.goto('/human-resource/calendar');
  await page.getByRole('button', { name: 'Add event' }).click();
  const event = page.getByRole('dialog');
  await event.getByLabel('Date').fill(MONDAY);
  await event.getByLabel('Name').fill('Hari libur nasional (uji)');
  await event.getByLabel('Kind').selectOption({ label: 'National holiday' });
  await event
    .getByRole('button', { name: /Save|Add/ })
    .last()
    .click();
  await expect(event).toHaveCount(0);

  // The employee asks for annual leave; the form counts 2 working days.
  const theirs = await browser.newContext({ acceptDownloads: true });
  const them = await theirs.newPage();
  await signIn(them, 'employee@staffdesk.local');
  await them.goto('/employee/leaves-dashboard');
  const annual = them
    .getByRole('region', { name: /^Balances/ })
    .getByRole('listitem', { name: 'Annual leave' });
  // Whatever the balance is (other tests may have taken leave before), this request takes 2 days.
  await expect(annual).toContainText(/\d+ days?\s*available/);
  const before = Number((await annual.textContent())?.match(/(\d+) days?\s*available/)?.[1]);
  await them.getByRole('button', { name: 'Ask for leave' }).first().click();
  await them.getByLabel('Leave type').selectOption('annual');
  await them.getByLabel('Start date').fill('2026-12-04');
  await them.getByLabel('End date').fill('2026-12-08');
  await them.getByLabel('Reason').fill('Family visit in Yogyakarta');
  await expect(them.getByText('2 working days').first()).toBeVisible();
  await them.getByRole('button', { name: 'Send request' }).click();
  await expect(them.getByText(/Pending|Waiting/).first()).toBeVisible();

  // The client PIC opens the mailed link (read from the outbox by the admin) and approves.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@staffdesk.local');
  // The demo PIC is written to in Indonesian; the page has a switch to English.
  const link = await outboxLink(admin, /^Pengajuan cuti Agus Pratama/);
  await adminContext.close();
  const picContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const pic = await picContext.newPage();
  await pic.goto(link);
  await pic.getByRole('button', { name: 'English', exact: true }).click();
  await expect(pic.getByText('Agus Pratama').first()).toBeVisible();
  await expect(pic.getByText('2 working days')).toBeVisible();
  await expect(pic.getByText(`${before} days → ${before - 2} days`)).toBeVisible();
  await pic.getByRole('button', { name: 'Approve leave' }).click();
  await expect(pic).toHaveURL(/\/pic\/thanks-page\/leave$/);
  await expect(pic.getByText(/Thank you/)).toBeVisible();
  // HR decides next: the page promises no mail to the employee before the request is decided.
  await expect(
    pic.getByText('The employee is told by email once every approver has decided.', {
      exact: false,
    }),
  ).toBeVisible();
  // The same link again shows the decision.
  await pic.goto(link);
  await expect(pic.getByText(/already approved/i)).toBeVisible();
  await picContext.close();

  // HR approves in the app.
  await page.goto('/human-resource/leaves/approval');
  const row = page.getByRole('row', { name: /Agus Pratama/ }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  if (await confirm.count())
    await confirm
      .getByRole('button', { name: /Approve/ })
      .last()
      .click();
  await expect(page.getByRole('row', { name: /Agus Pratama/ })).toHaveCount(0);

  // The balance dropped by 2 and the form PDF names both approvals.
  await them.reload();
  await expect(annual).toContainText(new RegExp(`${before - 2} days?\\s*available`));
  await them.getByRole('link', { name: 'Download leave form' }).first().click();
  await expect(them).toHaveURL(/\/form_leave\/download\/approval\//);
  const [download] = await Promise.all([
    them.waitForEvent('download'),
    them.getByRole('button', { name: 'Download leave form' }).click(),
  ]);
  const pdf = readFileSync((await download.path())!);
  const { text } = await new PDFParse({ data: pdf }).getText();
  expect(text).toContain('Agus Pratama');
  expect(text).toContain('Hendro Wibisono');
  expect(text).toContain('Rina Wulandari');
  expect(text).toMatch(/Approved/);
  await theirs.close();
});
