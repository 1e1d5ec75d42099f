import { expect, test } from '@playwright/test';
import { overtimeBreakdown, overtimeHourlyBase } from '@staffdesk/id-payroll';
import { signIn } from './support';

test('the overtime pay page shows, line by line, exactly what @staffdesk/id-payroll pays for 7 hours on a rest day', async ({
  page,
}) => {
  await signIn(page, 'employee@staffdesk.local');
  const token = await page.evaluate(() => localStorage.getItem('staffdesk.auth'));
  const me = await page.request.get('/api/v4/me/employee', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { placement } = await me.json();
  const monthlyWage = overtimeHourlyBase({
    basicWage: placement.baseSalary,
    fixedAllowances: placement.fixedAllowances,
    totalWage: placement.baseSalary + placement.fixedAllowances,
  });
  // Sunday 6 Dec 2026: a rest day in a 5- or a 6-day week, no holiday.
  const expected = overtimeBreakdown({
    monthlyWage,
    hours: 7,
    dayType: 'restday',
    workWeek: placement.workWeek,
  }).pay;
  const rupiah = `Rp ${expected.toLocaleString('de-DE')}`;

  await page.goto('/employee/overtime/calculation?date=2026-12-06&hours=7');
  const steps = page.getByRole('region', { name: 'The calculation' });
  await expect(steps.getByText(/^Sunday, 6 Dec 2026 is a rest day/)).toBeVisible();
  await expect(
    steps.getByText(`Overtime pay: ${rupiah}, rounded to the rupiah once, at the end.`),
  ).toBeVisible();

  // The law's daily maximum on a workday, said on the hours (not 7 Dec: leave.spec makes it a holiday).
  await page.goto('/employee/overtime/calculation?date=2026-12-14&hours=5');
  await expect(
    page.getByText('The law allows at most 4 hours of overtime on this day.'),
  ).toBeVisible();
});
