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

/** The next date from today (Jakarta) that falls on a weekday (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, skip: string[] = []) {
  const today = new Date(Date.now() + 7 * 3_600_000);
  for (let i = 1; i < 20; i++) {
    const day = new Date(today.getTime() + i * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() === weekday && !skip.includes(iso)) return iso;
  }
  throw new Error('no such day');
}

test('an employee asks for overtime (the cap refuses 5 hours on a workday), the client approver approves by link on a 360 px phone, and the employee sees it approved with its pay', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'employee@staffdesk.local');
  const token = await page.evaluate(() => localStorage.getItem('staffdesk.auth'));
  const headers = { authorization: `Bearer ${token}` };
  const { placement } = await (await page.request.get('/api/v4/me/employee', { headers })).json();
  const sunday = nextWeekday(0);
  const monday = nextWeekday(1, ['2026-12-07']); // leave.spec makes 7 Dec a holiday
  const day = await (
    await page.request.get(`/api/v4/me/overtime/calculation?date=${sunday}&hours=7`, { headers })
  ).json();
  // 7 hours on a Sunday: a rest day in either work week, as @staffdesk/id-payroll pays it.
  const expected = overtimeBreakdown({
    monthlyWage: overtimeHourlyBase({
      basicWage: placement.baseSalary,
      fixedAllowances: placement.fixedAllowances,
      totalWage: placement.baseSalary + placement.fixedAllowances,
    }),
    hours: 7,
    dayType: day.dayType,
    workWeek: placement.workWeek,
  }).pay;
  const rupiah = `Rp ${expected.toLocaleString('de-DE')}`;

  await page.goto('/employee/overtime/dashboard');
  await page.getByRole('link', { name: 'Ask for overtime' }).first().click();
  const form = page.getByRole('form', { name: 'Ask for overtime' });
  // Five hours on a workday: the regulation's cap, said on the end time.
  await form.getByLabel('Date').fill(monday);
  await form.getByRole('textbox', { name: 'From', exact: true }).fill('17:00');
  await form.getByRole('textbox', { name: 'To', exact: true }).fill('22:00');
  await form.getByLabel('Reason').fill('Stok opname akhir bulan');
  await form.getByRole('button', { name: 'Ask for overtime' }).click();
  await expect(
    form.getByText('Overtime on a workday is capped at 3 hours; this request is 5 hours.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/overtime\/form\/add/);

  // Seven hours on the Sunday: the preview pays what the law says, and the request goes out.
  await form.getByLabel('Date').fill(sunday);
  await form.getByRole('textbox', { name: 'From', exact: true }).fill('08:00');
  await form.getByRole('textbox', { name: 'To', exact: true }).fill('15:00');
  await form.getByLabel('Reason').fill('Migrasi sistem kasir cabang');
  await expect(page.getByRole('region', { name: 'Your pay for this overtime' })).toContainText(
    rupiah,
  );
  await form.getByRole('button', { name: 'Ask for overtime' }).click();
  await expect(page).toHaveURL(/\/employee\/overtime\/dashboard/);

  // The client's approver opens the mailed link (read from the outbox by the admin), in Indonesian.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@staffdesk.local');
  await admin.goto('/email-notification?tab=outbox');
  await admin
    .getByRole('button', { name: /^Lembur Agus Pratama untuk disetujui/ })
    .first()
    .click();
  const mail = admin.getByRole('dialog');
  const link = await mail
    .getByRole('link', { name: /\/pic\/request_overtime\// })
    .first()
    .getAttribute('href');
  await adminContext.close();

  const picContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const pic = await picContext.newPage();
  await pic.goto(link!);
  await expect(pic.getByText('Agus Pratama').first()).toBeVisible();
  await expect(pic.getByText('Migrasi sistem kasir cabang')).toBeVisible();
  await expect(pic.getByText(rupiah)).toHaveCount(0); // the approver does not see the pay
  const width = await pic.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await pic.getByRole('button', { name: 'Setujui lembur' }).click();
  const confirm = pic.getByRole('alertdialog');
  await expect(confirm).toContainText('Setujui lembur ini?');
  await confirm.getByRole('button', { name: 'Setujui lembur' }).click();
  await expect(pic).toHaveURL(/\/pic\/thanks-page\/overtime$/);
  await expect(pic.getByText(/Lembur yang disetujui ditambahkan ke timesheet/)).toBeVisible();
  // The same link again shows the decision, with no buttons.
  await pic.goto(link!);
  await expect(pic.getByRole('button', { name: 'Setujui lembur' })).toHaveCount(0);
  await picContext.close();

  // The employee sees it approved, with its pay.
  const current = await (await page.request.get('/api/v4/me/overtime', { headers })).json();
  const [y, m] = (current.period as string).split('-').map(Number) as [number, number];
  const next = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
  await page.goto(
    `/employee/overtime/dashboard?period=${sunday > current.periodEnd ? next : current.period}`,
  );
  const requests = page.getByRole('list', { name: 'My overtime requests' });
  const item = requests.getByRole('listitem').filter({ hasText: 'Migrasi sistem kasir cabang' });
  await expect(item).toContainText('Approved');
  await expect(item).toContainText(rupiah);
});
