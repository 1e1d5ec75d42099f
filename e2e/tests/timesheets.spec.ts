import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

const SHEETS = 50;

/** The signed-in page's API, as its own token. */
async function apiOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('staffdesk.auth'));
  const headers = { authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  return {
    async get(url: string) {
      const res = await request.get(`/api/v4${url}`, { headers });
      expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
      return res.json();
    },
    async post(url: string, data?: object) {
      const res = await request.post(`/api/v4${url}`, { headers, data: data ?? {} });
      expect(res.status(), `POST ${url}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    },
  };
}

/** The newest timesheet approval link in the outbox, as the admin reads it. */
async function outboxTimesheetLink(page: Page) {
  await page.goto('/email-notification?tab=outbox');
  await page
    .getByRole('button', { name: /^Timesheet .* untuk disetujui/ })
    .first()
    .click();
  const mail = page.getByRole('dialog');
  const link = await mail
    .getByRole('link', { name: /\/pic\/request_timesheet\// })
    .first()
    .getAttribute('href');
  await mail.getByRole('button', { name: 'Close' }).first().click();
  return link!;
}

/** A NIK that passes the check: Jakarta Pusat, born 10 Jun 1990 (+40 for a woman), a serial. */
function nik(n: number, female: boolean) {
  return `317101${female ? '50' : '10'}0690${String(7000 + n)}`;
}

test('a client closes a period: 50 sheets, the PIC approves 48 on a 360 px phone and disputes 2, which come back fixed and are approved through a second link', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hrContext = await browser.newContext({ locale: 'en-US' });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr@staffdesk.local');
  const api = await apiOf(hr);

  // The demo employee's client, three periods back: ended (so its sheets can be submitted and
  // sent), with no payroll run (the demo's paid run of two periods back locks that one's sheets),
  // and untouched by the demo data.
  const agus = (await api.get('/employees?search=Agus%20Pratama')).items[0];
  const clientId: string = agus.clientId;
  const settings = await api.get(`/clients/${clientId}/timesheet-settings`);
  const [year, month] = (settings.currentPeriod as string).split('-').map(Number) as [
    number,
    number,
  ];
  const back = new Date(Date.UTC(year, month - 1 - 3, 1));
  const period = `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`;

  // Enough employees placed there for 50 sheets.
  await api.post('/timesheet-periods/build', { clientId, period });
  const existing = (await api.get(`/timesheets?clientId=${clientId}&period=${period}`)).total;
  for (let i = existing; i < SHEETS; i++) {
    await api.post('/employees', {
      fullName: `Pekerja Periode ${String(i + 1).padStart(2, '0')}`,
      nik: nik(i, i % 2 === 1),
      gender: i % 2 ? 'female' : 'male',
      birthDate: '1990-06-10',
      placement: {
        clientId,
        position: 'Teller',
        contractType: 'pkwtt',
        startDate: '2025-01-06',
        workWeek: 5,
        baseSalary: 5_000_000,
        fixedAllowances: 0,
      },
    });
  }
  await api.post('/timesheet-periods/build', { clientId, period });
  const sheets = (await api.get(`/timesheets?clientId=${clientId}&period=${period}&pageSize=200`))
    .items as { id: string; employee: { fullName: string } }[];
  expect(sheets).toHaveLength(SHEETS);
  // Every employee submits (HR on their behalf here; the employee's own page is shown below).
  for (const sheet of sheets) await api.post(`/timesheets/${sheet.id}/submit`);
  const other = sheets.find((s) => s.employee.fullName !== 'Agus Pratama')!;

  // HR sends the period to the client's PIC now, rather than waiting for the schedule.
  const sent = await api.post('/timesheet-periods/send', { clientId, period });
  expect(sent.sent).toBe(SHEETS);

  const adminContext = await browser.newContext({ locale: 'en-US' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@staffdesk.local');
  const firstLink = await outboxTimesheetLink(admin);

  // The PIC, on a 360 px phone, in the link's language (Indonesian).
  const picContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'en-US',
  });
  const pic = await picContext.newPage();
  await pic.goto(firstLink);
  const list = pic.getByRole('region', { name: 'Timesheet' });
  await expect(list.getByRole('listitem', { name: 'Agus Pratama' })).toBeVisible();
  await expect(pic.getByText(`Setujui ${SHEETS}, sanggah 0`)).toBeVisible();
  expect(await pic.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Agus's sheet: one day disputed with a comment.
  const agusSheet = list.getByRole('listitem', { name: 'Agus Pratama' });
  await agusSheet.getByRole('button', { name: /Agus Pratama/ }).click();
  await agusSheet
    .getByRole('button', { name: /^Sanggah tanggal ini:/ })
    .first()
    .click();
  await agusSheet
    .getByLabel(/^Apa yang salah pada /)
    .first()
    .fill('Hari ini saya cuti, bukan hadir.');
  // Another sheet: disputed as a whole.
  const otherSheet = list.getByRole('listitem', { name: other.employee.fullName });
  await otherSheet.getByRole('button', { name: new RegExp(other.employee.fullName) }).click();
  await otherSheet.getByRole('button', { name: 'Sanggah timesheet ini' }).click();
  await otherSheet.getByLabel('Apa yang salah pada timesheet ini?').fill('Lembur belum dicatat.');
  await expect(pic.getByText(`Setujui ${SHEETS - 2}, sanggah 2`)).toBeVisible();
  await pic.getByRole('button', { name: 'Kirim keputusan' }).click();
  await pic.getByRole('alertdialog').getByRole('button', { name: 'Kirim keputusan' }).click();
  await expect(
    pic.getByRole('heading', { name: 'Terima kasih. Keputusan Anda sudah tercatat.' }),
  ).toBeVisible();

  const counts = (await api.get(`/timesheets?clientId=${clientId}&period=${period}`)).counts;
  expect(counts).toMatchObject({ approved: SHEETS - 2, disputed: 2 });

  // Agus reads the PIC's comment on his own page, corrects the day and submits again.
  const employeeContext = await browser.newContext({ locale: 'en-US' });
  const employee = await employeeContext.newPage();
  await signIn(employee, 'employee@staffdesk.local');
  await employee.goto(`/employee/timesheet?period=${period}`);
  await expect(employee.getByText('Hari ini saya cuti, bukan hadir.').first()).toBeVisible();
  await employee
    .getByRole('button', { name: /^Correct / })
    .first()
    .click();
  const day = employee.getByRole('dialog');
  await day.getByRole('combobox').selectOption({ label: 'Leave' });
  await day.getByLabel(/^Note/).fill('Cuti tahunan');
  await day.getByRole('button', { name: 'Save day' }).click();
  await expect(day).toHaveCount(0);
  await employee.getByRole('button', { name: 'Submit to the client PIC' }).click();
  await employee
    .getByRole('alertdialog')
    .getByRole('button', { name: /Submit/ })
    .click();
  await expect(employee.getByText('Timesheet submitted', { exact: true })).toBeVisible();

  // HR submits the other on the employee's behalf and, on the period's page, sends both now.
  await api.post(`/timesheets/${other.id}/submit`);
  await hr.goto(`/human-resource/timesheet?client=${clientId}&period=${period}`);
  await expect(hr.getByText('Agus Pratama')).toBeVisible();
  await hr.getByRole('button', { name: 'Send to the PIC now' }).click();
  await hr.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
  await expect(hr.getByText(/^Sent 2 timesheets to /)).toBeVisible();
  const secondLink = await outboxTimesheetLink(admin);
  expect(secondLink).not.toBe(firstLink);
  await pic.goto(secondLink);
  await expect(pic.getByText('Setujui 2, sanggah 0')).toBeVisible();
  await pic.getByRole('button', { name: 'Kirim keputusan' }).click();
  await pic.getByRole('alertdialog').getByRole('button', { name: 'Kirim keputusan' }).click();
  await expect(
    pic.getByRole('heading', { name: 'Terima kasih. Keputusan Anda sudah tercatat.' }),
  ).toBeVisible();

  const totals = await api.get(`/timesheets?clientId=${clientId}&period=${period}`);
  expect(totals.counts).toMatchObject({ approved: SHEETS, disputed: 0, submitted: 0 });
  await Promise.all([hrContext, adminContext, picContext, employeeContext].map((c) => c.close()));
});
