import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

/** A one-page PDF whose lines are real text (Helvetica), as a CV someone saved from Word. */
function pdfCv(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `${i === 0 ? '50 790 Td' : '0 -18 Td'} (${line.replace(/[()\\]/g, '')}) Tj`)
    .join('\n');
  const content = `BT /F1 12 Tf\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The admin's view of the outbox over the API: the newest mail of a template that has `needle` (in its address or body). */
async function mailbox(request: APIRequestContext) {
  const signedIn = await request.post('/api/v4/public/auth/sign-in', {
    data: { email: 'admin@staffdesk.local', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signedIn.json()).accessToken}` };
  return {
    headers,
    async link(templateKey: string, needle: string, pattern: RegExp) {
      const list = await request.get(`/api/v4/outbox?templateKey=${templateKey}&pageSize=50`, {
        headers,
      });
      for (const item of (await list.json()).items as { id: string }[]) {
        const mail = await (await request.get(`/api/v4/outbox/${item.id}`, { headers })).json();
        const match = pattern.exec(mail.body);
        if (JSON.stringify(mail).includes(needle) && match)
          return new URL(match[0]).pathname + new URL(match[0]).search;
      }
      throw new Error(`No ${templateKey} mail with ${needle}`);
    },
  };
}

async function phone(browser: Browser) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Opens a mailed link; the demo client is written to in Indonesian, and the page switches to English. */
async function openInEnglish(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Now minus an hour as a date and a time on the WIB clock (the interview already took place). */
function anHourAgoInJakarta() {
  const wib = new Date(Date.now() - 3_600_000 + 7 * 3_600_000).toISOString();
  return { date: wib.slice(0, 10), time: wib.slice(11, 16) };
}

/**
 * The hire's join date: a month no other spec touches on the demo client (payroll.spec runs its
 * 2026-11, timesheets.spec its period three months back), so its timesheet period and payroll run
 * are this spec's own. The period is the join month (a cut-off day or the calendar month).
 */
const JOIN_DATE = '2027-02-01';

/** Signs a demo user in over the API and answers JSON calls with their token, failing on a bad status. */
async function apiAs(request: APIRequestContext, email: string) {
  const signedIn = await request.post('/api/v4/public/auth/sign-in', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), `sign-in ${email}`).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).accessToken}` };
  return {
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

/**
 * The employee's first month, as HR and the client's PIC close it: HR builds the period's
 * timesheets and sends them to the PIC (early, with a reason, while the period runs), the PIC
 * approves through the mailed link, HR calculates the client's run of that month, and the
 * employee's payslip carries no finding: no error and no warning.
 */
async function firstPayslipHasNoFinding(
  request: APIRequestContext,
  admin: { headers: Record<string, string> },
  hire: { clientId: string; employeeId: string; name: string; period: string },
) {
  const hrApi = await apiAs(request, 'hr@staffdesk.local');
  const { clientId, period } = hire;
  await hrApi.post('/api/v4/timesheet-periods/build', { clientId, period });
  const page = await hrApi.get(
    `/api/v4/timesheets?clientId=${clientId}&period=${period}&search=${encodeURIComponent(hire.name)}`,
  );
  expect(page.items).toHaveLength(1);
  const sheet = page.items[0] as { id: string; status: string };
  // After the period's last day the sheet is submitted on the employee's behalf; before it,
  // sending early with a reason submits the period's drafts.
  if (page.closing.ended && sheet.status === 'draft') {
    await hrApi.post(`/api/v4/timesheets/${sheet.id}/submit`);
  }
  const sent = await hrApi.post('/api/v4/timesheet-periods/send', {
    clientId,
    period,
    ...(page.closing.ended
      ? {}
      : { earlyReason: 'New hire: payroll is prepared ahead of the join month' }),
  });
  expect(sent.sent).toBeGreaterThan(0);
  const approver = sent.approver as { name: string; email: string };

  // The PIC's mailed link (read from the outbox by the admin), for this period and this hire.
  const mails = await request.get(
    `/api/v4/outbox?templateKey=timesheet.approval-requested&search=${encodeURIComponent(approver.email)}&pageSize=20`,
    { headers: admin.headers },
  );
  let decision: string | null = null;
  for (const item of (await mails.json()).items as { id: string }[]) {
    const mail = await (
      await request.get(`/api/v4/outbox/${item.id}`, { headers: admin.headers })
    ).json();
    const found = /https?:\/\/\S+\/pic\/request_timesheet\/([^/\s]+)\/([^?\s]+)\?\S+/.exec(
      mail.body,
    );
    if (!found) continue;
    const api = `/api/v4/public/timesheet-approvals/${found[1]}/${found[2]}`;
    const view = await request.get(`${api}?email=${encodeURIComponent(approver.email)}`);
    if (!view.ok()) continue;
    const link = await view.json();
    if (
      link.period === period &&
      link.state === 'open' &&
      (link.sheets as { employee: { fullName: string } }[]).some(
        (s) => s.employee.fullName === hire.name,
      )
    ) {
      decision = `${api}/decision`;
      break;
    }
  }
  expect(decision, `an open approval link of ${period} that shows ${hire.name}`).not.toBeNull();
  // The PIC approves every sheet of the link, disputing none.
  const decided = await request.post(decision!, {
    data: { email: approver.email, disputes: [] },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  const approved = await hrApi.get(`/api/v4/timesheets/${sheet.id}`);
  expect(approved.status).toBe('approved');

  // HR runs the client's month.
  const run = await hrApi.post('/payroll/v4/runs', { clientId, period });
  await hrApi.post(`/payroll/v4/runs/${run.id}/calculate`);
  await expect
    .poll(async () => (await hrApi.get(`/payroll/v4/runs/${run.id}`)).state, {
      timeout: 60_000,
      intervals: [500, 1000, 2000],
    })
    .not.toBe('calculating');
  expect((await hrApi.get(`/payroll/v4/runs/${run.id}`)).state).toBe('calculated');
  const payslips = await hrApi.get(
    `/payroll/v4/runs/${run.id}/payslips?search=${encodeURIComponent(hire.name)}`,
  );
  const payslip = (payslips.items as { employeeId: string }[]).find(
    (p) => p.employeeId === hire.employeeId,
  );
  expect(payslip, `${hire.name}'s payslip of ${period}`).toBeDefined();
  expect(payslip).toMatchObject({ period, findings: [], warnings: [] });
  expect((payslip as unknown as { net: number }).net).toBeGreaterThan(0);
}

async function moveCard(page: Page, name: string, stage: string, reason?: string) {
  await page.getByRole('button', { name: `Move ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New stage').selectOption({ label: stage });
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: /^(Move candidate|Reject candidate)$/ }).click();
  await expect(page.getByText(`${name} moved to ${stage}`, { exact: true })).toBeVisible();
}

test('a requirement from CVs to a placed employee: import, shortlist, send, the PIC answers on a phone, interview feedback, offer confirmed and accepted, HR hires', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Letters only, as a name has: the run's mark on its people and its requirement.
  const stamp = Array.from(Date.now().toString(36).slice(-5), (c) =>
    String.fromCharCode(97 + (Number.parseInt(c, 36) % 26)),
  ).join('');
  const surname = stamp[0]!.toUpperCase() + stamp.slice(1);
  const people = [
    {
      name: `Wulan Sari ${surname}`,
      email: `wulan.${stamp}@example.com`,
      phone: `0812 55${stamp.length}0 1${String(Date.now()).slice(-3)}`,
    },
    {
      name: `Yoga Pratama ${surname}`,
      email: `yoga.${stamp}@example.com`,
      phone: `0813 66${stamp.length}0 2${String(Date.now()).slice(-3)}`,
    },
    {
      name: `Zahra Putri ${surname}`,
      email: `zahra.${stamp}@example.com`,
      phone: `0857 77${stamp.length}0 3${String(Date.now()).slice(-3)}`,
    },
  ];
  const mail = await mailbox(request);
  const agus = await (
    await request.get('/api/v4/employees?search=Agus%20Pratama', { headers: mail.headers })
  ).json();
  const client = await (
    await request.get(`/api/v4/clients/${agus.items[0].clientId}`, { headers: mail.headers })
  ).json();

  // ——— The recruiter opens a requirement for the demo client ———
  const recruiterContext = await browser.newContext({ locale: 'en-US' });
  const recruiter = await recruiterContext.newPage();
  await signIn(recruiter, 'recruiter@staffdesk.local');
  await recruiter.goto('/recruiter/requirement/form/add');
  await recruiter
    .getByLabel('Client')
    .selectOption({ label: `${client.legalName} (${client.code})` });
  await recruiter.getByLabel('Position').fill(`Customer Care ${stamp}`);
  await recruiter.getByLabel('Headcount').fill('2');
  await recruiter.getByLabel('Contract type').selectOption({ label: 'PKWTT (permanent)' });
  await recruiter.getByLabel('Location').fill('Jakarta');
  await recruiter.getByRole('button', { name: 'Open requirement' }).click();
  await expect(
    recruiter.getByRole('heading', { level: 1, name: new RegExp(`Customer Care ${stamp}`) }),
  ).toBeVisible();
  const requirementUrl = recruiter.url();
  await expect(recruiter.getByText('0 of 2 filled').first()).toBeVisible();

  // ——— Imports three CVs ———
  await recruiter.goto('/recruiter/cv-database');
  await recruiter.getByRole('button', { name: 'Import CVs' }).click();
  const importDialog = recruiter.getByRole('dialog');
  await importDialog.getByLabel('CV files (PDF or DOCX)').setInputFiles(
    people.map((p) => ({
      name: `${p.name}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfCv([
        p.name,
        `${p.email} | ${p.phone}`,
        'Jakarta',
        'Customer service, Excel, telemarketing',
      ]),
    })),
  );
  await importDialog.getByRole('button', { name: /^Import/ }).click();
  await expect(importDialog.getByText(/3 candidates created/)).toBeVisible();
  await importDialog.getByRole('button', { name: 'Done' }).click();
  // Their CVs are among recruiting's documents.
  await recruiter.goto(`/recruiter/document?search=${encodeURIComponent(people[0]!.name)}`);
  await expect(
    recruiter.getByRole('row', { name: new RegExp(`${people[0]!.name}\\.pdf`) }),
  ).toContainText('PDF');

  // ——— Adds them to the requirement and shortlists two ———
  await recruiter.goto(requirementUrl);
  await recruiter.getByRole('button', { name: 'Add candidates' }).first().click();
  const addDialog = recruiter.getByRole('dialog');
  await addDialog.getByLabel('Search the CV database').fill(stamp);
  for (const p of people)
    await addDialog.getByRole('checkbox', { name: new RegExp(p.name) }).check();
  await addDialog.getByRole('button', { name: /^Add/ }).click();
  await expect(recruiter.getByRole('button', { name: `Move ${people[2]!.name}` })).toBeVisible();
  await moveCard(recruiter, people[0]!.name, 'Screened');
  await moveCard(recruiter, people[1]!.name, 'Screened');

  // ——— Sends the two CVs to the client's PIC ———
  await recruiter.getByRole('button', { name: 'Send CVs' }).click();
  const sendDialog = recruiter.getByRole('dialog');
  await expect(
    sendDialog.getByRole('checkbox', { name: new RegExp(people[0]!.name) }),
  ).toBeChecked();
  await expect(
    sendDialog.getByRole('checkbox', { name: new RegExp(people[2]!.name) }),
  ).not.toBeChecked();
  await sendDialog.getByRole('button', { name: 'Continue' }).click();
  await sendDialog.getByRole('button', { name: 'Send CVs' }).click();
  await expect(sendDialog.getByText(/the link works until/)).toBeVisible();
  await sendDialog.getByRole('button', { name: 'Close' }).first().click();

  // ——— The PIC, on a phone, accepts one CV and rejects the other with a reason ———
  const cvList = await mail.link(
    'recruiting.cv-review',
    people[0]!.name,
    /https?:\/\/\S+\/client\/public\/\S+cv-list\?\S+/,
  );
  const pic = await phone(browser);
  await openInEnglish(pic, cvList);
  await expect(pic.getByText(people[0]!.name).first()).toBeVisible();
  await expect(pic.getByText(people[2]!.name)).toHaveCount(0);
  const cardOf = (name: string) => pic.getByRole('article').filter({ hasText: name });
  await cardOf(people[0]!.name).getByRole('link', { name: 'Review and answer' }).click();
  await pic.getByRole('button', { name: 'Accept for interview' }).click();
  await pic.getByRole('alertdialog').getByRole('button', { name: 'Accept for interview' }).click();
  await expect(pic).toHaveURL(/\/public\/cv-feedback\/thanks-page/);
  await openInEnglish(pic, cvList);
  await cardOf(people[1]!.name).getByRole('link', { name: 'Review and answer' }).click();
  await pic.getByLabel('Reason').fill('Needs banking experience');
  await pic.getByRole('button', { name: 'Reject CV' }).click();
  await pic.getByRole('alertdialog').getByRole('button', { name: 'Reject CV' }).click();
  await expect(pic).toHaveURL(/\/public\/cv-feedback\/thanks-page/);

  // The recruiter sees both answers; the rejected candidate left the pipeline with the reason.
  await recruiter.reload();
  await expect(recruiter.getByText('Needs banking experience').first()).toBeVisible();

  // ——— The interview (it took place an hour ago) and the PIC's feedback ———
  await recruiter.getByRole('button', { name: `Schedule interview, ${people[0]!.name}` }).click();
  const interviewDialog = recruiter.getByRole('dialog');
  const when = anHourAgoInJakarta();
  await interviewDialog.getByLabel('Date').fill(when.date);
  await interviewDialog.getByLabel('Time (WIB)').fill(when.time);
  await interviewDialog.getByLabel('Location').fill('Menara Nusantara lt. 12');
  await interviewDialog.getByRole('button', { name: 'Schedule interview' }).click();
  await expect(
    recruiter.getByText(new RegExp(`^Interview with ${people[0]!.name} scheduled`)),
  ).toBeVisible();

  // Business development sees the interview on its calendar, with the client.
  const bdContext = await browser.newContext({ locale: 'en-US' });
  const bd = await bdContext.newPage();
  await signIn(bd, 'bd@staffdesk.local');
  await bd.goto(`/bizdev/calendar?day=${when.date}`);
  const onCalendar = bd.getByRole('listitem').filter({ hasText: people[0]!.name });
  await expect(onCalendar.getByRole('link', { name: client.legalName })).toBeVisible();
  await bdContext.close();

  const feedbackLink = await mail.link(
    'recruiting.interview',
    people[0]!.name,
    /https?:\/\/\S+\/feedback_interview_form\?\S+/,
  );
  await openInEnglish(pic, feedbackLink);
  await pic.getByRole('radio', { name: '4 – Above expectations' }).check();
  await pic.getByRole('radio', { name: 'Hire', exact: true }).check();
  await pic.getByLabel('Comments').fill('Calm with difficult customers');
  await pic.getByRole('button', { name: 'Send feedback' }).click();
  await pic.getByRole('alertdialog').getByRole('button', { name: 'Send feedback' }).click();
  await expect(pic).toHaveURL(/\/public\/interview-feedback\/thanks-page/);

  // ——— The offer ———
  await recruiter.reload();
  await recruiter.getByRole('button', { name: `Make offer, ${people[0]!.name}` }).click();
  const offerDialog = recruiter.getByRole('dialog');
  await offerDialog.getByLabel('Monthly salary').fill('6500000');
  await offerDialog.getByLabel('Join date').fill(JOIN_DATE);
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(
    recruiter.getByText(`Offer sent to ${people[0]!.name}`, { exact: true }),
  ).toBeVisible();

  // ——— The candidate confirms and accepts, on a phone ———
  const confirmation = await mail.link(
    'recruiting.offer',
    people[0]!.email,
    /https?:\/\/\S+\/candidate_confirmation\?\S+/,
  );
  const candidate = await phone(browser);
  await openInEnglish(candidate, confirmation);
  await candidate.getByLabel('NIK').fill(`317405${'45'}0695${String(Date.now()).slice(-4)}`);
  await candidate.getByLabel('Date of birth').fill('1995-06-05');
  await candidate.getByLabel('Place of birth').fill('Jakarta');
  await candidate.getByRole('radio', { name: 'Female' }).check();
  await candidate.getByLabel('Address').fill('Jl. Kemang Raya 5, Jakarta Selatan');
  // What payroll needs: the NPWP, marital status and dependants (PTKP), bank, religion, emergency contact.
  await candidate.getByRole('textbox', { name: /^NPWP/ }).fill('09.254.294.3-407.000');
  await candidate.getByLabel('Marital status').selectOption({ label: 'Married' });
  await candidate.getByLabel('Dependants').fill('1');
  await expect(candidate.getByText(/Your PTKP status: TK\/0\./)).toBeVisible();
  await candidate.getByLabel('Religion').selectOption({ label: 'Islam' });
  await candidate.getByRole('textbox', { name: /^Bank/ }).fill('Bank Central Asia');
  await candidate.getByLabel('Account number').fill('1234567890');
  await candidate.getByLabel('Account holder name').fill(people[0]!.name);
  await candidate.getByLabel('Contact name').fill('Sri Sari');
  await candidate.getByLabel('Relationship').fill('Mother');
  await candidate.getByLabel('Contact phone').fill('+62 813 1111 2222');
  await candidate.getByRole('button', { name: 'Confirm my data' }).click();
  await candidate.getByRole('alertdialog').getByRole('button', { name: 'Confirm my data' }).click();
  await expect(candidate).toHaveURL(/candidate_response/);
  await candidate.getByRole('button', { name: 'Accept offer' }).click();
  await candidate.getByRole('alertdialog').getByRole('button', { name: 'Accept offer' }).click();
  await expect(candidate).toHaveURL(/\/public\/candidate-response\/thanks-page/);

  // ——— HR completes the joining info and creates the employee ———
  const hrContext = await browser.newContext({ locale: 'en-US' });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr@staffdesk.local');
  await hr.goto('/human-resource/offered');
  await hr
    .getByRole('link', { name: new RegExp(people[0]!.name) })
    .first()
    .click();
  await expect(hr).toHaveURL(/\/human-resource\/joining-info\?candidate=/);
  // HR sees what payroll needs, as the candidate gave it.
  await expect(hr.getByText('Bank Central Asia 1234567890', { exact: false })).toBeVisible();
  await hr.getByRole('button', { name: 'Create employee' }).click();
  await hr.getByRole('alertdialog').getByRole('button', { name: 'Create employee' }).click();
  await expect(hr.getByText(new RegExp(`^${people[0]!.name} is now employee EMP-`))).toBeVisible();
  await expect(hr.getByText(/1 of 2 filled/)).toBeVisible();

  await hr.goto(`/human-resource/employee?search=${encodeURIComponent(people[0]!.name)}`);
  const row = hr.getByRole('row', { name: new RegExp(people[0]!.name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(client.legalName);
  // The employee is ready for payroll: NPWP, PTKP status, bank account and religion are set,
  // and the emergency contact is on the profile.
  const found = await (
    await request.get(`/api/v4/employees?search=${encodeURIComponent(people[0]!.name)}`, {
      headers: mail.headers,
    })
  ).json();
  const employee = await (
    await request.get(`/api/v4/employees/${found.items[0].id}`, { headers: mail.headers })
  ).json();
  expect(employee).toMatchObject({
    npwp: '092542943407000',
    maritalStatus: 'married',
    ptkpStatus: 'TK/0',
    religion: 'islam',
    bankName: 'Bank Central Asia',
    bankAccountNumber: '1234567890',
    bankAccountName: people[0]!.name,
  });

  // ——— The new employee's first payroll month has no finding at all ———
  await firstPayslipHasNoFinding(request, mail, {
    clientId: client.id,
    employeeId: employee.id,
    name: people[0]!.name,
    period: JOIN_DATE.slice(0, 7),
  });

  // ——— The requirement shows 1 of 2 filled ———
  await recruiter.goto('/recruiter/requirement');
  await expect(
    recruiter.getByRole('row', { name: new RegExp(`Customer Care ${stamp}`) }),
  ).toContainText('1 / 2');
});
