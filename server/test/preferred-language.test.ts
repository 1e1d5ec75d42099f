import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, outbox, timesheets, users } from '../src/db/schema.js';
import { mailPayslips } from '../src/payroll/payslip-mail.js';
import { setPayslipPassword } from '../src/payroll/payslip-password.js';
import { bearer, signIn } from './support/identity.js';
import { calculatedRun } from './support/payroll.js';
import { employeeBody } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/**
 * Every person is told in their language (issue #28): an employee's language is theirs with or
 * without an account (Indonesian unless chosen), their account agrees, and the payslip, dispute
 * and invitation mails (and the payslip PDF) follow it.
 */

const PIC = 'sutrisno@karyasentosa.co.id';
const ANI = 'ani.rahayu@example.co.id'; // no account: Indonesian by default
const BUDI = 'budi.santoso@example.co.id'; // an account, Indonesian
const CLARA = 'clara.tan@example.co.id'; // English chosen by HR

// As the e2e Indonesian crawl and test/mail-languages.test.ts: common English words.
const ENGLISH =
  /(?<![\w./:@-])(the|and|your|you|with|from|this|that|not|of|to|is|are|was|has|have|will|can|please|here|until|hello|ready|payslip|salary|allowance|deduction|deductions|earnings|employee|password|invited|generated|pay|paid|month|sign|link|leave|days)(?![\w./@-])/gi;

function englishIn(text: string) {
  const prose = text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ');
  return [...prose.matchAll(ENGLISH)].map((m) => m[1]!);
}

const run = promisify(execFile);

async function pdftotext(pdf: Buffer, password: string) {
  const dir = await mkdtemp(join(tmpdir(), 'payslip-language-'));
  try {
    const file = join(dir, 'payslip.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-upw', password, file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(engines)("mail in the reader's language on %s", (engine) => {
  let t: TestApp;
  let hr: string;
  let clientId: string;
  const ids: Record<string, string> = {};

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  async function mailsOf(template: string, to: string) {
    return (await t.database.db.select().from(outbox)).filter(
      (m) => m.templateKey === template && m.to.includes(to),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { now: () => new Date('2026-11-21T03:00:00Z'), demo: true },
    );
    // Only this test's sheets: the demo's are dated from the real today.
    await t.database.db.delete(timesheets);
    hr = await signIn(t, 'hr@staffdesk.local');
    const bd = await signIn(t, 'bd@staffdesk.local');
    const client = await call(bd, 'POST', '/api/v4/clients', {
      code: 'KSI-01',
      legalName: 'PT Karya Sentosa Indonesia',
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [{ name: 'Sutrisno Hadi', email: PIC, roles: ['timesheet-approver'] }],
    });
    expect(client.statusCode, client.body).toBe(201);
    clientId = client.json().id;
    for (const [name, email] of [
      ['Ani Rahayu', ANI],
      ['Budi Santoso', BUDI],
      ['Clara Tan', CLARA],
    ] as const) {
      const res = await call(
        hr,
        'POST',
        '/api/v4/employees',
        employeeBody(
          {
            fullName: name,
            personalEmail: email,
            bankName: 'BCA',
            bankAccountNumber: '5270123456',
            bankAccountName: name,
          },
          { clientId, startDate: '2026-01-05', position: 'Operator', fixedAllowances: 400_000 },
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids[email] = res.json().id;
    }
  }, 120_000);
  afterAll(() => t.close());

  it('gives every new employee Indonesian; HR sets English (audited), and nothing else', async () => {
    const ani = await call(hr, 'GET', `/api/v4/employees/${ids[ANI]}`);
    expect(ani.json().preferredLanguage).toBe('id');
    const bad = await call(hr, 'PATCH', `/api/v4/employees/${ids[CLARA]}`, {
      preferredLanguage: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ preferredLanguage: 'Choose English or Indonesian.' });
    expect(
      (await call(hr, 'GET', `/api/v4/employees/${ids[CLARA]}`)).json().preferredLanguage,
    ).toBe('id');
    const set = await call(hr, 'PATCH', `/api/v4/employees/${ids[CLARA]}`, {
      preferredLanguage: 'en',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().preferredLanguage).toBe('en');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.updated'), eq(auditLog.entityId, ids[CLARA]!)));
    expect(audit).toMatchObject({
      before: { preferredLanguage: 'id' },
      after: { preferredLanguage: 'en' },
    });
  });

  it("invites in the employee's language, and the account speaks it", async () => {
    for (const email of [BUDI, CLARA]) {
      const res = await call(hr, 'POST', `/api/v4/employees/${ids[email]}/account`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const [budi] = await mailsOf('user.invited', BUDI);
    expect(budi).toMatchObject({ locale: 'id' });
    expect(englishIn(`${budi!.subject}\n${budi!.body}`)).toEqual([]);
    expect(budi!.body).toContain('Yth. Budi Santoso');
    const [clara] = await mailsOf('user.invited', CLARA);
    expect(clara).toMatchObject({ locale: 'en', subject: 'You are invited to Staffdesk' });
    const accounts = await t.database.db.select().from(users);
    expect(accounts.find((u) => u.email === BUDI)?.preferredLanguage).toBe('id');
    expect(accounts.find((u) => u.email === CLARA)?.preferredLanguage).toBe('en');
  });

  it("keeps the employee's and their account's language one: a change on either side reaches the other", async () => {
    // HR changes Clara's: her account follows.
    await call(hr, 'PATCH', `/api/v4/employees/${ids[CLARA]}`, { preferredLanguage: 'id' });
    const clara = () =>
      t.database.db
        .select({ language: users.preferredLanguage })
        .from(users)
        .where(eq(users.email, CLARA));
    expect((await clara())[0]!.language).toBe('id');
    await call(hr, 'PATCH', `/api/v4/employees/${ids[CLARA]}`, { preferredLanguage: 'en' });
    expect((await clara())[0]!.language).toBe('en');

    // The demo employee chooses in self-service, then in their account settings.
    const me = await signIn(t, 'employee@staffdesk.local');
    const chosen = await call(me, 'PUT', '/api/v4/me/employee/preferred-language', {
      preferredLanguage: 'id',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().preferredLanguage).toBe('id');
    expect((await call(me, 'GET', '/api/v4/me')).json().user.preferredLanguage).toBe('id');
    const wrong = await call(me, 'PUT', '/api/v4/me/employee/preferred-language', {
      preferredLanguage: 'de',
    });
    expect(wrong.statusCode).toBe(400);
    const profile = (await call(me, 'GET', '/api/v4/me')).json().user;
    const account = await call(me, 'PATCH', '/api/v4/me', {
      name: profile.name,
      phone: profile.phone,
      preferredLanguage: 'en',
    });
    expect(account.statusCode, account.body).toBe(200);
    expect((await call(me, 'GET', '/api/v4/me/employee')).json().preferredLanguage).toBe('en');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employee.language-changed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ after: { preferredLanguage: 'id' } });
    // Without an employee record there is nothing to choose here.
    const admin = await signIn(t, 'admin@staffdesk.local');
    const none = await call(admin, 'PUT', '/api/v4/me/employee/preferred-language', {
      preferredLanguage: 'id',
    });
    expect(none.statusCode).toBe(404);
  });

  it("lets a recruiter set a candidate's language (Indonesian unless said), audited", async () => {
    const recruiter = await signIn(t, 'recruiter@staffdesk.local');
    const body = {
      fullName: 'Dewi Kartika',
      email: 'dewi.kartika@example.co.id',
      phone: '0812 7000 1234',
      source: 'other',
    };
    const created = await call(recruiter, 'POST', '/api/v4/candidates', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().preferredLanguage).toBe('id');
    const id = created.json().id;
    const bad = await call(recruiter, 'PUT', `/api/v4/candidates/${id}`, {
      ...body,
      preferredLanguage: 'jv',
    });
    expect(bad.statusCode).toBe(400);
    const english = await call(recruiter, 'PUT', `/api/v4/candidates/${id}`, {
      ...body,
      preferredLanguage: 'en',
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().preferredLanguage).toBe('en');
    // A later edit that does not name the language keeps it.
    const kept = await call(recruiter, 'PUT', `/api/v4/candidates/${id}`, {
      ...body,
      city: 'Depok',
    });
    expect(kept.json()).toMatchObject({ city: 'Depok', preferredLanguage: 'en' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.update'), eq(auditLog.entityId, id)));
    expect(audits[0]).toMatchObject({
      before: { preferredLanguage: 'id' },
      after: { preferredLanguage: 'en' },
    });
  });

  it('mails each disputed employee in their language, with or without an account', async () => {
    const built = await call(hr, 'POST', '/api/v4/timesheet-periods/build', {
      clientId,
      period: '2026-11',
    });
    expect(built.statusCode, built.body).toBe(200);
    const sheets = (
      await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11&pageSize=10`)
    ).json().items as { id: string }[];
    expect(sheets).toHaveLength(3);
    for (const sheet of sheets) {
      const submitted = await call(hr, 'POST', `/api/v4/timesheets/${sheet.id}/submit`);
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    const sent = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
      clientId,
      period: '2026-11',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [request] = await mailsOf('timesheet.approval-requested', PIC);
    const link = /\/pic\/request_timesheet\/([^/\s]+)\/([A-Za-z0-9_-]+)\?email=/.exec(
      request!.body,
    )!;
    const decided = await call(
      null,
      'POST',
      `/api/v4/public/timesheet-approvals/${link[1]}/${link[2]}/decision`,
      {
        email: PIC,
        disputes: sheets.map((s) => ({
          timesheetId: s.id,
          days: [{ date: '2026-10-21', comment: 'Hari itu cuti' }],
        })),
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    for (const email of [ANI, BUDI]) {
      const [mail] = await mailsOf('timesheet.disputed', email);
      expect(mail, email).toMatchObject({ locale: 'id' });
      expect(englishIn(`${mail!.subject}\n${mail!.body}`), mail!.body).toEqual([]);
      expect(mail!.body).toContain('21 Okt 2026: Hari itu cuti');
    }
    const [clara] = await mailsOf('timesheet.disputed', CLARA);
    expect(clara).toMatchObject({ locale: 'en' });
    expect(clara!.subject).toMatch(/^Your timesheet/);
    expect(clara!.body).toContain('21 Oct 2026: Hari itu cuti');
  });

  it("mails the e-payslip in each employee's language, and the attached PDF names every line in it", async () => {
    const finance = await signIn(t, 'finance@staffdesk.local');
    const policy = await call(finance, 'PUT', `/payroll/v4/clients/${clientId}/payroll-policy`, {
      taxMethod: 'gross',
      prorationBasis: 'working-days',
      thrMonth: null,
      kesehatanFloor: 0,
      payslipDelivery: 'attachment-with-employee-password',
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const password = 'Kopi tubruk di teras jam 7';
    for (const email of [BUDI, CLARA]) {
      const [row] = await t.database.db
        .select()
        .from(employees)
        .where(eq(employees.id, ids[email]!));
      await setPayslipPassword(
        t.database.db,
        t.config.secret,
        {
          id: row!.id,
          birthDate: row!.birthDate,
          number: row!.employeeNumber,
          nik: row!.nik,
          phone: null,
        },
        password,
        { userId: null, label: 'test', ip: null },
      );
    }
    const runId = await calculatedRun(t, hr, { clientId, period: '2026-11' });
    const result = await mailPayslips(t.app.context, runId);
    expect(result).toMatchObject({ payslips: 3, mailed: 3, pdfs: 2 });

    for (const email of [ANI, BUDI]) {
      const [mail] = await mailsOf('payroll.payslip', email);
      expect(mail, email).toMatchObject({ locale: 'id' });
      expect(englishIn(`${mail!.subject}\n${mail!.body}`), mail!.body).toEqual([]);
      expect(mail!.subject).toBe('Slip gaji Anda untuk November 2026 sudah tersedia');
    }
    const [budi] = await mailsOf('payroll.payslip', BUDI);
    const pdf = await t.app.context.blobs.get(budi!.attachments[0]!.blobKey);
    const text = (await pdftotext(pdf!, password)).replace(/\s+/g, ' ');
    expect(englishIn(text), text).toEqual([]);
    // The placement's allowance (named "Fixed allowance" by the system) reads in Indonesian.
    expect(text).toContain('Tunjangan tetap');
    expect(text).toContain('Gaji pokok');
    expect(text).toContain('Slip gaji');

    const [clara] = await mailsOf('payroll.payslip', CLARA);
    expect(clara).toMatchObject({
      locale: 'en',
      subject: 'Your payslip for November 2026 is ready',
    });
    const english = await pdftotext(
      (await t.app.context.blobs.get(clara!.attachments[0]!.blobKey))!,
      password,
    );
    expect(english).toContain('Fixed allowance');
    expect(english).toContain('Take-home pay');
  }, 120_000);
});
