import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('the employee clocks in with the phone’s location and out again; the day shows both', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: -6.2088, longitude: 106.8456, accuracy: 20 },
    permissions: ['geolocation'],
    locale: 'en-US',
  });
  const page = await context.newPage();
  await signIn(page, 'employee@staffdesk.local');
  await page.goto('/employee/attendances');

  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('You have not clocked in yet.')).toBeVisible();
  await today.getByRole('button', { name: 'Clock in' }).click();
  await expect(today.getByText(/^You clocked in at \d\d:\d\d\.$/)).toBeVisible();
  await expect(today.getByText('-6.20880, 106.84560 (±20 m)')).toBeVisible();

  await today.getByRole('button', { name: 'Clock out' }).click();
  await expect(
    today.getByText(/^You worked from \d\d:\d\d to \d\d:\d\d: \d+ min\.$/),
  ).toBeVisible();
  await expect(today.getByRole('button', { name: /Clock (in|out)/ })).toHaveCount(0);

  // The month lists today as present.
  const month = page.getByRole('region', { name: 'My days' });
  await expect(month.getByRole('listitem').last()).toContainText('Present');
  await context.close();
});

/** A Jakarta day `days` before today, as `YYYY-MM-DD` and as the page names it. */
function jakartaDay(days: number) {
  const date = new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = at.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const month = at.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return { date, name: `${weekday}, ${at.getUTCDate()} ${month} ${at.getUTCFullYear()}` };
}

test('an employee asks to correct yesterday; HR approves; the day takes the asked times', async ({
  browser,
}) => {
  const yesterday = jakartaDay(1);
  const month = yesterday.date.slice(0, 7);
  const employeeContext = await browser.newContext({ locale: 'en-US' });
  const employee = await employeeContext.newPage();
  await signIn(employee, 'employee@staffdesk.local');
  await employee.goto(`/employee/attendances?month=${month}`);
  await employee.getByRole('button', { name: `Correct ${yesterday.name}` }).click();
  const dialog = employee.getByRole('dialog', { name: `Correct ${yesterday.name}` });
  await dialog.getByLabel(/^Clock in/).fill('08:00');
  await dialog.getByLabel(/^Clock out/).fill('17:00');
  await dialog.getByLabel(/^What went wrong/).fill('Ponsel saya mati seharian.');
  await dialog.getByRole('button', { name: 'Send to HR' }).click();
  await expect(employee.getByText('Correction sent to HR', { exact: true })).toBeVisible();
  const day = employee
    .getByRole('listitem')
    .filter({ has: employee.locator(`time[datetime="${yesterday.date}"]`) });
  await expect(day.getByText('Correction waits for HR')).toBeVisible();

  const hrContext = await browser.newContext({ locale: 'en-US' });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr@staffdesk.local');
  await hr.goto('/human-resource/attendances/approval');
  const row = hr.getByRole('row', { name: /Agus Pratama/ }).filter({ hasText: 'Ponsel saya mati' });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('Correction approved', { exact: true })).toBeVisible();
  await hrContext.close();

  await employee.reload();
  await expect(day.getByText('08:00 to 17:00 · 9 h')).toBeVisible();
  await expect(day.getByText('Present')).toBeVisible();
  const mine = employee.getByRole('region', { name: 'My corrections' });
  await expect(mine.getByText('Approved')).toBeVisible();
  await employeeContext.close();
});
