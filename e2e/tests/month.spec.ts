import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The month as the people who run it see it, in Indonesian: a client of its own, placed by an HR
 * user of its own, with a whole-month worker, a joiner, a leaver and someone who left before the
 * period; HR sends the timesheets, the client's PIC approves them through the mailed link, HR
 * calculates and reviews, the tax accountant approves (not the calculator), finance downloads the
 * bank file and marks the run paid, and the employees without an account are mailed in Indonesian.
 * Its own users and client: the other specs share the server (and the demo users' languages).
 */

const PERIOD = '2026-11';
const PASSWORD = 'Gaji-Bulanan-2026!';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();

// Words of English that an Indonesian screen never has (as the Indonesian crawl's list).
const ENGLISH =
  /\b(the|and|your|you|with|from|this|that|these|not|of|to|is|are|was|has|have|will|can|please|there|yet|when|who|what|which|my|sign out|save|cancel|search|loading|request|requests|approve|approved|reject|rejected|pending|waiting|back|next|previous|profile|home|settings|download|upload|close|open|show|add|edit|delete|days|working|available|nothing|change|changes|language|payroll|payslip|payslips|employees|warning|warnings|review|reviewed|paid|calculate)\b/i;

/** Visible text and accessible labels in English on the page, outside `lang="en"` parts. */
async function englishOn(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const skip = (element: Element | null) =>
      !element || Boolean(element.closest('script, style, code, [lang="en"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (skip(element) || !element?.checkVisibility()) continue;
      const text = walker.currentNode.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((text) => ENGLISH.test(text)))];
}

/** The API as a token's user; `base` is `/api/v4` or `/payroll/v4`. */
function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    async get(url: string) {
      const res = await request.get(url, { headers });
      expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
      return res.json();
    },
    async post(url: string, data?: object) {
      const res = await request.post(url, { headers, data: data ?? {} });
      expect(res.status(), `POST ${url}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    },
  };
}

type Api = ReturnType<typeof apiAs>;

async function signInApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v4/public/auth/sign-in', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return apiAs(request, (await res.json()).accessToken);
}

/** The newest outbox mail to `email` whose subject matches, as the admin reads it. */
async function mailTo(admin: Api, email: string, subject: RegExp = /./) {
  for (let i = 0; i < 40; i++) {
    const list = await admin.get(`/api/v4/outbox?search=${encodeURIComponent(email)}&pageSize=50`);
    for (const item of list.items as { id: string; subject: string }[]) {
      if (!subject.test(item.subject)) continue;
      const mail = await admin.get(`/api/v4/outbox/${item.id}`);
      if ((mail.to as string[]).includes(email)) return mail as { subject: string; body: string };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No mail to ${email} matching ${subject}`);
}

/** A NIK that passes the check: Jakarta Pusat, born 10 Jun 1990 (+40 for a woman), a serial. */
function nik(n: number, female: boolean) {
  return `317101${female ? '50' : '10'}0690${String(8800 + n)}`;
}

/** Invites a staff user with a role (as the admin), sets their password from the mailed link. */
async function staffUser(admin: Api, roleKey: string, name: string) {
  const roles = (await admin.get('/api/v4/roles?pageSize=100')).items as {
    id: string;
    key: string | null;
  }[];
  const role = roles.find((r) => r.key === roleKey);
  expect(role, roleKey).toBeTruthy();
  const email = `${roleKey}.${stamp.toLowerCase()}@bulan.staffdesk.test`;
  await admin.post('/api/v4/users', { email, name, roleIds: [role!.id] });
  const invitation = await mailTo(admin, email);
  const token = /\/set-password\?token=([^\s"'<>&]+)/.exec(invitation.body)?.[1];
  expect(token, invitation.body).toBeTruthy();
  await admin.post('/api/v4/public/auth/password', {
    token: decodeURIComponent(token!),
    password: PASSWORD,
  });
  return email;
}

/** Signs the user in in a context of their own and chooses Bahasa Indonesia in the shell. */
async function indonesianPage(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  await page
    .locator('.sd-shell__topbar')
    .getByRole('button', { name: 'ID Bahasa Indonesia', exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  return page;
}

/** The working days (Monday to Friday) from `from` to `to`, both included. */
function weekdays(from: string, to: string) {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); ) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** The rows of a CSV file (no quoted commas in a bank file's cells). */
function csvRows(text: string) {
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const columns = header!.split(',');
  return rows.map((line) => {
    const cells = line.split(',').map((c) => c.replace(/^"|"$/g, ''));
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

test('the month as HR, PIC, finance and the employee run it, in Indonesian, ends with a paid run whose bank file lists every employee who worked, and no one who did not', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await signInApi(request, 'admin@staffdesk.local', DEMO_PASSWORD);

  // The admin invites the month's three staff users; each sets a password from the mail.
  const hrEmail = await staffUser(admin, 'hr', `HR Bulanan ${stamp}`);
  const taxEmail = await staffUser(admin, 'accounting-and-tax', `Pajak Bulanan ${stamp}`);
  const financeEmail = await staffUser(admin, 'finance', `Keuangan Bulanan ${stamp}`);
  const hr = await indonesianPage(browser, hrEmail);
  const hrApi = await signInApi(request, hrEmail, PASSWORD);

  // HR's client, with an Indonesian PIC who approves timesheets.
  const picEmail = `pic.${stamp.toLowerCase()}@mitra-bulan.co.id`;
  const client = await hrApi.post('/api/v4/clients', {
    code: `BLN-${stamp}`,
    legalName: `PT Mitra Bulan ${stamp}`,
    billingMethod: 'management-fee',
    paymentTermsDays: 30,
    status: 'active',
    pics: [
      {
        name: 'Sutrisno Wibowo',
        email: picEmail,
        roles: ['timesheet-approver'],
        preferredLanguage: 'id',
      },
    ],
  });
  const clientId: string = client.id;

  // Four employees with what payroll needs: NIK, bank account, NPWP, PTKP.
  const people = [
    { key: 'whole', name: `Budi Sepanjang ${stamp}`, start: '2025-01-06', status: 'active' },
    { key: 'joiner', name: `Dewi Baru ${stamp}`, start: '2026-11-09', status: 'active' },
    {
      key: 'leaver',
      name: `Eko Pamit ${stamp}`,
      start: '2025-03-03',
      status: 'resigned',
      last: '2026-11-13',
    },
    {
      key: 'gone',
      name: `Fajar Lalu ${stamp}`,
      start: '2024-02-05',
      status: 'resigned',
      last: '2026-09-30',
    },
  ] as const;
  const made: Record<string, { id: string; number: string; email: string; name: string }> = {};
  for (const [i, p] of people.entries()) {
    const female = p.key === 'joiner';
    const id = nik(i, female);
    const email = `${p.key}.${stamp.toLowerCase()}@pekerja.staffdesk.test`;
    const record = await hrApi.post('/api/v4/employees', {
      fullName: p.name,
      nik: id,
      npwp: `09${id.slice(0, 13)}`,
      ptkpStatus: 'TK/0',
      gender: female ? 'female' : 'male',
      birthDate: '1990-06-10',
      personalEmail: email,
      bankName: 'BCA',
      bankAccountNumber: `52701${String(10_000 + i)}`,
      bankAccountName: p.name.toUpperCase(),
      status: p.status,
      ...('last' in p ? { lastWorkingDay: p.last } : {}),
      placement: {
        clientId,
        position: 'Operator Gudang',
        contractType: 'pkwtt',
        startDate: p.start,
        workWeek: 5,
        baseSalary: 6_000_000,
        fixedAllowances: 0,
      },
    });
    expect(record.preferredLanguage).toBe('id');
    made[p.key] = { id: record.id, number: record.employeeNumber, email, name: p.name };
  }

  // Their clocking of the period (21 Oct – 20 Nov), from the attendance machine's export: each
  // worked every weekday they were employed.
  const lines = ['Employee number,Timestamp'];
  const spans = {
    whole: ['2026-10-21', '2026-11-20'],
    joiner: ['2026-11-09', '2026-11-20'],
    leaver: ['2026-10-21', '2026-11-13'],
  } as const;
  for (const [key, [from, to]] of Object.entries(spans)) {
    for (const day of weekdays(from, to)) {
      lines.push(`${made[key]!.number},${day} 07:55`, `${made[key]!.number},${day} 17:05`);
    }
  }
  const imported = await request.post('/api/v4/attendance/import', {
    headers: { authorization: `Bearer ${hrApi.token}` },
    multipart: {
      file: {
        name: 'mesin-absensi.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\n')),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  // HR builds the period's sheets and submits them (on the employees' behalf), then sends them
  // to the PIC on the period's page: the period ended on 20 Nov.
  await hrApi.post('/api/v4/timesheet-periods/build', { clientId, period: PERIOD });
  const sheets = (
    await hrApi.get(`/api/v4/timesheets?clientId=${clientId}&period=${PERIOD}&pageSize=50`)
  ).items as { id: string; employee: { id: string } }[];
  expect(sheets.map((s) => s.employee.id).sort()).toEqual(
    [made.whole!.id, made.joiner!.id, made.leaver!.id].sort(),
  );
  for (const sheet of sheets) await hrApi.post(`/api/v4/timesheets/${sheet.id}/submit`);
  await hr.goto(`/human-resource/timesheet?client=${clientId}&period=${PERIOD}`);
  await expect(hr.getByText(made.whole!.name)).toBeVisible();
  await hr.getByRole('button', { name: 'Kirim ke PIC sekarang' }).click();
  await hr.getByRole('alertdialog').getByRole('button', { name: 'Kirim sekarang' }).click();
  await expect(hr.getByText(/^3 timesheet dikirim ke /)).toBeVisible();

  // The PIC approves through the mailed link, on an Indonesian page.
  const picMail = await mailTo(admin, picEmail, /untuk disetujui/);
  const picLink = /https?:\/\/\S+\/pic\/request_timesheet\/\S+/.exec(picMail.body)?.[0];
  expect(picLink, picMail.body).toBeTruthy();
  const picContext = await browser.newContext({ locale: 'en-US' });
  const pic = await picContext.newPage();
  await pic.goto(new URL(picLink!).pathname + new URL(picLink!).search);
  await expect(pic.locator('html')).toHaveAttribute('lang', 'id');
  await expect(pic.getByText('Setujui 3, sanggah 0')).toBeVisible();
  await pic.getByRole('button', { name: 'Kirim keputusan' }).click();
  await pic.getByRole('alertdialog').getByRole('button', { name: 'Kirim keputusan' }).click();
  await expect(
    pic.getByRole('heading', { name: 'Terima kasih. Keputusan Anda sudah tercatat.' }),
  ).toBeVisible();
  await picContext.close();
  const decided = await hrApi.get(`/api/v4/timesheets?clientId=${clientId}&period=${PERIOD}`);
  expect(decided.counts).toMatchObject({ approved: 3, submitted: 0, disputed: 0 });

  // HR opens the run and calculates it.
  await hr.goto('/human-resource/payroll-status');
  await hr.getByRole('button', { name: 'Proses penggajian baru' }).click();
  const opening = hr.getByRole('dialog', { name: 'Proses penggajian baru' });
  await opening.getByLabel('Penggajian untuk').selectOption(clientId);
  await opening.getByLabel('Bulan').selectOption(PERIOD);
  await opening.getByRole('button', { name: 'Buka proses penggajian' }).click();
  await expect(hr).toHaveURL(/\/human-resource\/payroll-status\/[0-9a-f-]{36}$/);
  const runId = hr.url().split('/').pop()!;
  await hr.getByRole('button', { name: 'Hitung', exact: true }).click();
  const totals = hr.getByRole('region', { name: 'Total' });
  await expect(totals.getByText('Karyawan', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(hr.getByRole('progressbar')).toHaveCount(0);
  const run = await hrApi.get(`/payroll/v4/runs/${runId}`);
  expect(run.state).toBe('calculated');
  // Whoever worked in November is in the run; who left in September is not.
  const slips = (await hrApi.get(`/payroll/v4/runs/${runId}/payslips?pageSize=50`)).items as {
    employeeId: string;
    net: number;
    findings: { code: string; severity: string; accepted: unknown }[];
  }[];
  expect(slips.map((s) => s.employeeId).sort()).toEqual(
    [made.whole!.id, made.joiner!.id, made.leaver!.id].sort(),
  );
  expect(run.errorCount).toBe(0);
  for (const slip of slips) expect(slip.net).toBeGreaterThan(0);
  // Its findings: none, or warnings HR accepts with a reason (the first on the page).
  const warnings = slips.flatMap((s) =>
    s.findings
      .filter((f) => f.severity === 'warning')
      .map((f) => ({ ...f, employeeId: s.employeeId })),
  );
  if (warnings.length > 0) {
    await hr.getByRole('button', { name: 'Terima dengan alasan' }).first().click();
    const accept = hr.getByRole('dialog', { name: /^Terima peringatan untuk / });
    await accept.getByLabel('Alasan').fill('Sudah dicek dengan klien.');
    await accept.getByRole('button', { name: 'Terima dengan alasan' }).click();
    await expect(accept).toBeHidden();
    for (const f of warnings.slice(1)) {
      await hrApi.post(`/payroll/v4/runs/${runId}/findings/accept`, {
        employeeId: f.employeeId,
        code: f.code,
        reason: 'Sudah dicek dengan klien.',
      });
    }
    await hr.reload();
  }
  await expect(hr.getByRole('button', { name: 'Terima dengan alasan' })).toHaveCount(0);
  // The run page, in Indonesian: no English word.
  expect(await englishOn(hr)).toEqual([]);
  await hr.getByRole('button', { name: 'Tandai sudah diperiksa' }).click();
  await expect(hr.getByText('Diperiksa', { exact: true }).first()).toBeVisible();

  // The tax accountant approves (the calculator may not).
  const tax = await indonesianPage(browser, taxEmail);
  await tax.goto(`/accounting-and-tax/payroll-status/${runId}`);
  await tax.getByRole('button', { name: 'Setujui penggajian' }).click();
  await tax.getByRole('alertdialog').getByRole('button', { name: 'Setujui penggajian' }).click();
  await expect(tax.getByText('Disetujui', { exact: true }).first()).toBeVisible();

  // Finance downloads the bank file: exactly the three who worked.
  const finance = await indonesianPage(browser, financeEmail);
  await finance.goto(`/finance/payroll/${runId}`);
  const download = finance.waitForEvent('download');
  await finance.getByRole('button', { name: 'File bank (CSV)' }).click();
  const rows = csvRows(readFileSync((await (await download).path())!, 'utf8'));
  expect(rows.map((r) => r.reference).sort()).toEqual(
    [made.whole!.number, made.joiner!.number, made.leaver!.number].sort(),
  );
  expect(rows.map((r) => r.reference)).not.toContain(made.gone!.number);
  const fileTotal = rows.reduce((sum, r) => sum + Number(r.amount), 0);
  const rupiah = `Rp ${fileTotal.toLocaleString('de-DE')}`;

  // …and marks it paid in the pay dialog, whose amount is the file's, on the transfer's day.
  await finance.getByRole('button', { name: 'Tandai sudah dibayar' }).click();
  const pay = finance.getByRole('dialog', { name: /^Tandai penggajian .* sudah dibayar\?$/ });
  await expect(
    pay.getByText(`Ditransfer: ${rupiah} kepada 3 karyawan (total file bank).`),
  ).toBeVisible();
  await expect(pay.getByText('Semua slip gaji ada di file bank.')).toBeVisible();
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  await pay.getByLabel('Tanggal pembayaran').fill(today);
  await pay.getByRole('button', { name: 'Tandai sudah dibayar' }).click();
  await expect(pay).toBeHidden();
  await expect(finance.getByText('Dibayar', { exact: true }).first()).toBeVisible();
  const paid = await hrApi.get(`/payroll/v4/runs/${runId}`);
  expect(paid).toMatchObject({ state: 'paid', paymentDate: today, paidAmount: fileTotal });

  // The employees (no account) get the payslip mail in Indonesian; not the one who left before.
  const mail = await mailTo(admin, made.whole!.email, /November 2026/);
  expect(mail.subject).toMatch(/^Slip gaji/);
  expect(`${mail.subject}\n${mail.body.replace(/https?:\/\/\S+/g, '')}`).not.toMatch(ENGLISH);
  const gone = await admin.get(
    `/api/v4/outbox?search=${encodeURIComponent(made.gone!.email)}&pageSize=10`,
  );
  expect(gone.items).toEqual([]);
  await Promise.all([hr, tax, finance].map((p) => p.context().close()));
  await request.dispose();
});
