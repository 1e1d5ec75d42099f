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
  const month = page.getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ });
  await expect(month.getByRole('listitem').last()).toContainText('Present');
  await context.close();
});
