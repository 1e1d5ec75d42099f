import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPics, employees, outbox, publicLinks, users } from '../src/db/schema.js';
import { formatDateTimeWib, formatDay } from '../src/format.js';
import {
  localizeProblem,
  MESSAGES_ID,
  PROBLEM_CODES,
  PROBLEM_DETAILS_ID,
  TITLES_ID,
} from '../src/http/problem-i18n.js';
import { negotiateLocale } from '../src/i18n/locale.js';
import { hashToken } from '../src/identity/tokens.js';
import { TEMPLATE_CATALOGUE } from '../src/mail/template-catalogue.js';
import { bearer, latestMailTo, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** Monday 4 May 2026, 09:00 WIB. */
const NOW = new Date('2026-05-04T02:00:00Z');
const PIC_EMAIL = 'hendro.wibisono@banknusantara.co.id';
const HR_EMAIL = 'hr@staffdesk.local';
const EMPLOYEE_EMAIL = 'employee@staffdesk.local';
const ID = { 'accept-language': 'id' };

function approvalLinkOf(body: string) {
  const match = /\/leaves\/([A-Za-z0-9_-]+)\/approvalby\/(\S+)/.exec(body);
  if (!match) throw new Error(`No approval link in mail:\n${body}`);
  return { token: match[1]!, rawEmail: match[2]!, email: decodeURIComponent(match[2]!) };
}

function leaveForm(fields: Record<string, string>) {
  const boundary = '----staffdesk-i18n';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The runtime config the served page carries. */
function configOf(html: string) {
  const match = /<script type="application\/json" id="staffdesk-config">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('No runtime config in the page');
  return JSON.parse(match[1]!) as { locale?: string; version: string };
}

describe('locale helpers', () => {
  it('negotiates Accept-Language: id/in → id, en → en, anything else → en', () => {
    expect(negotiateLocale('id')).toBe('id');
    expect(negotiateLocale('id-ID,id;q=0.9,en-US;q=0.8')).toBe('id');
    expect(negotiateLocale('in')).toBe('id');
    expect(negotiateLocale('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLocale('fr-FR,fr;q=0.9')).toBe('en');
    expect(negotiateLocale('fr, en;q=0.3, id;q=0.7')).toBe('id');
    expect(negotiateLocale('id;q=0, en')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
  });

  it('writes month names with Intl: en-US (Sep, not Sept) and id-ID (Mei, Agu, Okt, Des)', () => {
    const months = Array.from(
      { length: 12 },
      (_, i) => formatDateTimeWib(new Date(Date.UTC(2026, i, 10, 3, 5)), 'id').split(' ')[1],
    );
    expect(months.join(' ')).toBe('Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des');
    const english = Array.from(
      { length: 12 },
      (_, i) => formatDateTimeWib(new Date(Date.UTC(2026, i, 10, 3, 5)), 'en').split(' ')[1],
    );
    expect(english.join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
    expect(formatDateTimeWib(new Date('2026-09-21T07:05:00Z'))).toBe('21 Sep 2026, 14:05 WIB');
    expect(formatDateTimeWib(new Date('2026-08-21T07:05:00Z'), 'id')).toBe(
      '21 Agu 2026, 14.05 WIB',
    );
    expect(formatDay('2026-05-29', 'id')).toBe('29 Mei 2026');
    expect(formatDay('2026-05-29', 'en')).toBe('29 May 2026');
  });
});

describe('problem messages in Indonesian', () => {
  it('has an Indonesian detail for every problem code and a title for every status', () => {
    for (const code of PROBLEM_CODES) {
      expect(PROBLEM_DETAILS_ID[code], code).toBeTruthy();
    }
    for (const status of [400, 401, 403, 404, 405, 406, 408, 409, 410, 413, 414, 415, 422]) {
      expect(TITLES_ID[status], String(status)).toBeTruthy();
    }
    for (const status of [429, 431, 500, 503]) expect(TITLES_ID[status]).toBeTruthy();
  });

  it('knows every code the server source emits', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(join(import.meta.dirname, '../src'));
    const emitted = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:HttpProblem|problem)\(\s*\d+,\s*'([a-z0-9-]+)'/g)) {
        emitted.add(m[1]!);
      }
    }
    expect(emitted.size).toBeGreaterThan(40);
    const known = new Set<string>(PROBLEM_CODES);
    expect([...emitted].filter((code) => !known.has(code))).toEqual([]);
  });

  it('keeps English unchanged and translates exact and named messages', () => {
    const english = {
      type: 'x',
      title: 'Conflict',
      status: 409,
      code: 'pic-step',
      detail: 'This step waits for Hendro (the client PIC). Decide on their behalf to go ahead.',
    };
    expect(localizeProblem(english, 'en')).toBe(english);
    expect(localizeProblem(english, 'id')).toMatchObject({
      title: 'Konflik',
      detail:
        'Tahap ini menunggu keputusan Hendro (PIC klien). Putuskan atas nama PIC untuk melanjutkan.',
    });
    // Every exact message has a non-empty translation that differs from it.
    for (const [en, id] of Object.entries(MESSAGES_ID)) {
      expect(id, en).toBeTruthy();
      expect(id, en).not.toBe(en);
    }
    // An unknown detail falls back to the code's Indonesian text.
    expect(
      localizeProblem({ ...english, code: 'not-found', status: 404, detail: 'Gone fishing.' }, 'id')
        .detail,
    ).toBe(PROBLEM_DETAILS_ID['not-found']);
  });
});

describe.each(engines)('bilingual server on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let me: string;
  let admin: string;
  let agusId: string;
  let picToken = '';
  let hrToken = '';
  let requestId = '';
  let formToken = '';

  const api = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/api') || url.startsWith('/pdf') ? url : `/api/v4${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => NOW, demo: true });
    hr = await signIn(t, HR_EMAIL);
    me = await signIn(t, EMPLOYEE_EMAIL);
    admin = await signIn(t, 'admin@staffdesk.local');
    const [agus] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.fullName, 'Agus Pratama'));
    agusId = agus!.id;
    await t.database.db
      .update(employees)
      .set({ startDate: '2024-01-15', endDate: '2027-01-14' })
      .where(eq(employees.id, agusId));
    // The employee reads Indonesian (their record and their account, one language); HR English.
    await t.database.db
      .update(users)
      .set({ preferredLanguage: 'id' })
      .where(eq(users.email, EMPLOYEE_EMAIL));
    await t.database.db
      .update(employees)
      .set({ preferredLanguage: 'id' })
      .where(eq(employees.id, agusId));
  });
  afterAll(() => t.close());

  it('names every permission group and permission in the reader language', async () => {
    const read = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/permissions',
          headers: { ...bearer(admin), 'accept-language': language },
        })
      ).json().groups as { name: string; permissions: { key: string; description: string }[] }[];
    const [english, indonesian] = [await read('en'), await read('id')];
    expect(indonesian.map((g) => g.name)).toContain('Kehadiran');
    const attendance = indonesian.find((g) => g.name === 'Kehadiran')!;
    expect(attendance.permissions).toEqual([
      {
        key: 'attendance.clock',
        description:
          'Absen masuk dan pulang, melihat kehadiran saya, dan mengajukan timesheet saya',
      },
      {
        key: 'attendance.manage',
        description:
          'Melihat dan mengoreksi kehadiran dan timesheet karyawan, serta mengatur format timesheet klien',
      },
    ]);
    // Same keys in both; no Indonesian description is the English one.
    const keys = (groups: typeof english) => groups.flatMap((g) => g.permissions.map((p) => p.key));
    expect(keys(indonesian)).toEqual(keys(english));
    const englishText = new Set(english.flatMap((g) => g.permissions.map((p) => p.description)));
    expect(
      indonesian.flatMap((g) => g.permissions).filter((p) => englishText.has(p.description)),
    ).toEqual([]);
  });

  it('exposes a PIC language (default id) in the client API, kept when a PUT leaves it out', async () => {
    const [pic] = await t.database.db
      .select()
      .from(clientPics)
      .where(eq(clientPics.email, PIC_EMAIL));
    const client = (await api(admin, 'GET', `/clients/${pic!.clientId}`)).json();
    const shown = client.pics.find((p: { email: string }) => p.email === PIC_EMAIL);
    expect(shown.preferredLanguage).toBe('id');

    const { id: _id, picCount: _n, createdAt: _c, updatedAt: _u, ...rest } = client;
    const pics = client.pics.map((p: Record<string, unknown>) => {
      const { preferredLanguage: _l, ...withoutLanguage } = p;
      return p.email === PIC_EMAIL ? { ...p, preferredLanguage: 'en' } : withoutLanguage;
    });
    const saved = await api(admin, 'PUT', `/clients/${client.id}`, { ...rest, pics });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().pics.find((p: { email: string }) => p.email === PIC_EMAIL).preferredLanguage,
    ).toBe('en');
    // Left out: kept as it was.
    const again = await api(admin, 'PUT', `/clients/${client.id}`, {
      ...rest,
      pics: pics.map((p: Record<string, unknown>) => {
        const { preferredLanguage: _l, ...withoutLanguage } = p;
        return withoutLanguage;
      }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again.json().pics.find((p: { email: string }) => p.email === PIC_EMAIL).preferredLanguage,
    ).toBe('en');
    const bad = await api(admin, 'PUT', `/clients/${client.id}`, {
      ...rest,
      pics: [{ ...pics[0], preferredLanguage: 'fr' }],
    });
    expect(bad.statusCode).toBe(400);
    // Back to Indonesian for the rest of the tests.
    await t.database.db
      .update(clientPics)
      .set({ preferredLanguage: 'id' })
      .where(eq(clientPics.email, PIC_EMAIL));
  });

  it("issues the PIC's link and mail in the PIC's language, with Indonesian month names", async () => {
    const body = leaveForm({
      type: 'annual',
      startDate: '2026-05-29',
      endDate: '2026-06-02',
      reason: 'Pernikahan keluarga di Yogyakarta',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v4/me/leave-requests',
      headers: { ...bearer(me), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    requestId = created.json().id;

    const mail = await latestMailTo(t, PIC_EMAIL);
    expect(mail).toMatchObject({ templateKey: 'leave.approval-requested', locale: 'id' });
    expect(mail!.subject).toBe(
      'Pengajuan cuti Agus Pratama: Cuti tahunan, 29 Mei 2026 s.d. 2 Jun 2026',
    );
    expect(mail!.body).toContain('Yth. Bapak/Ibu Hendro Wibisono');
    expect(mail!.body).toContain('mengajukan Cuti tahunan');
    // Sent 4 May, valid 14 days: 18 Mei 2026, 09.00 WIB.
    expect(mail!.body).toContain('Tautan ini berlaku hingga 18 Mei 2026, 09.00 WIB.');
    const link = approvalLinkOf(mail!.body);
    picToken = link.token;
    const [row] = await t.database.db
      .select()
      .from(publicLinks)
      .where(eq(publicLinks.tokenHash, hashToken(link.token)));
    expect(row?.locale).toBe('id');

    const view = await api(
      null,
      'GET',
      `/api/v4/public/leave-approvals/${link.token}?email=${link.rawEmail}`,
    );
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      locale: 'id',
      request: { typeName: 'Cuti tahunan' },
      state: 'open',
    });
  });

  it("gives the served page the link's locale, else the Accept-Language one (Vary)", async () => {
    const [row] = await t.database.db
      .select()
      .from(publicLinks)
      .where(eq(publicLinks.tokenHash, hashToken(picToken)));
    const pagePath = `/leaves/${picToken}/approvalby/${encodeURIComponent(PIC_EMAIL)}`;
    // The link's language wins over the browser's.
    const linked = await t.app.inject({
      method: 'GET',
      url: pagePath,
      headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(linked.statusCode).toBe(200);
    expect(configOf(linked.body).locale).toBe(row!.locale);
    expect(configOf(linked.body).locale).toBe('id');
    expect(String(linked.headers.vary)).not.toMatch(/accept-language/i);

    // An unknown token, or another email: the browser's language.
    const unknown = `/leaves/${'x'.repeat(43)}/approvalby/${encodeURIComponent(PIC_EMAIL)}`;
    for (const [header, locale] of [
      ['id-ID,id;q=0.9,en;q=0.5', 'id'],
      ['in', 'id'],
      ['en-GB', 'en'],
      ['fr-FR', 'en'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: unknown,
        headers: { accept: 'text/html', 'accept-language': header },
      });
      expect(configOf(res.body).locale, header).toBe(locale);
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    }
    const otherEmail = await t.app.inject({
      method: 'GET',
      url: `/leaves/${picToken}/approvalby/${encodeURIComponent('someone@else.co.id')}`,
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(configOf(otherEmail.body).locale).toBe('en');

    // Other signed-out pages follow the browser; the signed-in app's pages carry no locale.
    const signInPage = await t.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { 'accept-language': 'id' },
    });
    expect(configOf(signInPage.body).locale).toBe('id');
    const appPage = await t.app.inject({
      method: 'GET',
      url: '/human-resource/leaves',
      headers: { 'accept-language': 'id' },
    });
    expect(configOf(appPage.body).locale).toBeUndefined();
    expect(String(appPage.headers.vary)).not.toMatch(/accept-language/i);
  });

  it('HR (English) gets an English link and mail; the employee an Indonesian decision mail', async () => {
    const decided = await api(null, 'POST', `/api/v4/public/leave-approvals/${picToken}/decision`, {
      email: PIC_EMAIL,
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const hrMail = await latestMailTo(t, HR_EMAIL);
    expect(hrMail).toMatchObject({ templateKey: 'leave.approval-requested', locale: 'en' });
    expect(hrMail!.subject).toContain('Leave request of Agus Pratama: Annual leave');
    expect(hrMail!.body).toContain('The link works until 18 May 2026, 09:00 WIB.');
    hrToken = approvalLinkOf(hrMail!.body).token;
    const [row] = await t.database.db
      .select()
      .from(publicLinks)
      .where(eq(publicLinks.tokenHash, hashToken(hrToken)));
    expect(row?.locale).toBe('en');
    const view = await api(
      null,
      'GET',
      `/api/v4/public/leave-approvals/${hrToken}?email=${encodeURIComponent(HR_EMAIL)}`,
    );
    expect(view.json()).toMatchObject({ locale: 'en', request: { typeName: 'Annual leave' } });

    const approved = await api(hr, 'POST', `/leave-requests/${requestId}/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    formToken = approved.json().formToken;
    const decidedMail = await latestMailTo(t, EMPLOYEE_EMAIL);
    expect(decidedMail).toMatchObject({ templateKey: 'leave.decided', locale: 'id' });
    expect(decidedMail!.subject).toBe('Pengajuan cuti Anda disetujui');
    expect(decidedMail!.body).toContain(
      'Pengajuan Cuti tahunan Anda untuk tanggal 29 Mei 2026 s.d. 2 Jun 2026 (2 hari) telah disetujui oleh Rina Wulandari.',
    );
  });

  it("renders the leave form PDF in the requester's language (Indonesian labels and dates)", async () => {
    expect(formToken).toBeTruthy();
    const pdf = await api(null, 'GET', `/pdf/v4/public/leave-forms/${formToken}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
    for (const label of [
      'Formulir cuti',
      'Karyawan',
      'Nomor induk karyawan',
      'Jenis cuti',
      'Cuti tahunan',
      'Jumlah hari kerja',
      'Persetujuan',
      'Penyetuju',
      'PIC klien',
      'Disetujui',
      '29 Mei 2026 s.d. 2 Jun 2026',
      '4 Mei 2026, 09.00 WIB',
      'Dibuat oleh Staffdesk',
    ]) {
      expect(text, label).toContain(label);
    }
    expect(text).not.toContain('Leave form');
    expect(text).not.toContain('Approved');

    // The page of the form link follows the requester's language too.
    const page = await t.app.inject({
      method: 'GET',
      url: `/form_leave/download/approval/${formToken}`,
      headers: { 'accept-language': 'en' },
    });
    expect(configOf(page.body).locale).toBe('id');

    // In English for an English requester.
    await t.database.db
      .update(employees)
      .set({ preferredLanguage: 'en' })
      .where(eq(employees.id, agusId));
    const english = await api(null, 'GET', `/pdf/v4/public/leave-forms/${formToken}`);
    const { text: englishText } = await new PDFParse({ data: english.rawPayload }).getText();
    expect(englishText).toContain('Leave form');
    expect(englishText).toContain('29 May 2026 to 2 Jun 2026');
    await t.database.db
      .update(employees)
      .set({ preferredLanguage: 'id' })
      .where(eq(employees.id, agusId));
  });

  it('lists, reads, updates and previews email templates per language', async () => {
    const english = await api(admin, 'GET', '/email-templates');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().items).toHaveLength(TEMPLATE_CATALOGUE.length);
    expect(english.json().items.every((i: { locale: string }) => i.locale === 'en')).toBe(true);
    const indonesian = (await api(admin, 'GET', '/email-templates?locale=id')).json().items;
    expect(indonesian).toHaveLength(TEMPLATE_CATALOGUE.length);
    expect(indonesian.map((i: { key: string }) => i.key).sort()).toEqual(
      TEMPLATE_CATALOGUE.map((c) => c.key).sort(),
    );
    for (const item of indonesian) {
      expect(item.locale).toBe('id');
      expect(item.body).not.toBe(
        english.json().items.find((e: { key: string }) => e.key === item.key).body,
      );
    }
    expect((await api(admin, 'GET', '/email-templates?locale=fr')).statusCode).toBe(400);

    const one = await api(admin, 'GET', '/email-templates/password.changed?locale=id');
    expect(one.json()).toMatchObject({
      key: 'password.changed',
      locale: 'id',
      subject: 'Kata sandi Staffdesk Anda telah diubah',
    });

    const updated = await api(admin, 'PUT', '/email-templates/password.changed?locale=id', {
      subject: 'Kata sandi Anda diubah',
      body: 'Yth. {{recipient.name}}, kata sandi Anda diubah pada {{changedAt}}.',
      toRule: '{{recipient.email}}',
      ccRule: '',
      enabled: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ locale: 'id', subject: 'Kata sandi Anda diubah' });
    const stillEnglish = (await api(admin, 'GET', '/email-templates/password.changed')).json();
    expect(stillEnglish).toMatchObject({
      locale: 'en',
      subject: 'Your Staffdesk password was changed',
    });

    const preview = await api(
      admin,
      'POST',
      '/email-templates/password.changed/preview?locale=id',
      {},
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().body).toBe(
      'Yth. Rina Wulandari, kata sandi Anda diubah pada 21 Nov 2026, 09.15 WIB.',
    );
    const previewLeave = await api(
      admin,
      'POST',
      '/email-templates/leave.approval-requested/preview?locale=id',
      {},
    );
    expect(previewLeave.json().body).toContain('5 Des 2026, 09.00 WIB');
    expect(previewLeave.json().subject).toContain('Cuti tahunan');
    const previewEnglish = await api(
      admin,
      'POST',
      '/email-templates/leave.approval-requested/preview',
      {},
    );
    expect(previewEnglish.json().body).toContain('5 Dec 2026, 09:00 WIB');

    // The employee (Indonesian) changing their password gets the edited Indonesian mail.
    const changed = await api(me, 'POST', '/auth/change-password', {
      currentPassword: 'demo-staffdesk',
      newPassword: 'Kopi-tubruk-2026!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mail = await latestMailTo(t, EMPLOYEE_EMAIL);
    expect(mail).toMatchObject({
      templateKey: 'password.changed',
      locale: 'id',
      subject: 'Kata sandi Anda diubah',
    });
    expect(mail!.body).toMatch(/diubah pada \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}\.\d{2} WIB\.$/);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.locale, 'id'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers problems in Indonesian for Accept-Language: id, English otherwise', async () => {
    const wrong = { email: HR_EMAIL, password: 'not-the-password' };
    const en = await api(null, 'POST', '/api/v4/public/auth/sign-in', wrong);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({
      title: 'Sign-in required',
      code: 'wrong-credentials',
      detail: 'The email or password is not right.',
    });
    const id = await api(null, 'POST', '/api/v4/public/auth/sign-in', wrong, ID);
    expect(id.statusCode).toBe(401);
    expect(id.json()).toMatchObject({
      title: 'Perlu masuk',
      code: 'wrong-credentials',
      detail: 'Email atau kata sandi salah.',
    });

    // Validation: the field messages too (the schema's own, and zod's defaults).
    const invalid = await api(null, 'POST', '/api/v4/public/auth/sign-in', { email: 'x' }, ID);
    expect(invalid.statusCode).toBe(400);
    const problem = invalid.json();
    expect(problem).toMatchObject({
      code: 'validation-failed',
      title: 'Permintaan tidak valid',
      detail: 'Beberapa isian tidak valid.',
    });
    for (const message of Object.values(problem.errors as Record<string, string>)) {
      expect(message).not.toMatch(/^(Enter|Give|Invalid|Too)/);
    }
    const invalidEn = await api(null, 'POST', '/api/v4/public/auth/sign-in', { email: 'x' });
    expect(invalidEn.json().detail).toBe('Some fields are not valid.');

    // Link states.
    const unknown = await api(
      null,
      'GET',
      `/api/v4/public/leave-approvals/${'x'.repeat(43)}?email=${encodeURIComponent(PIC_EMAIL)}`,
      undefined,
      ID,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      title: 'Tidak ditemukan',
      detail: 'Tautan persetujuan ini tidak ditemukan, atau dikirim ke alamat email lain.',
    });
    const reused = await api(
      null,
      'POST',
      `/api/v4/public/leave-approvals/${picToken}/decision`,
      { email: PIC_EMAIL, decision: 'reject', comment: 'Tidak' },
      ID,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: 'already-decided',
      title: 'Konflik',
      decision: { decision: 'approved', decidedBy: 'Hendro Wibisono' },
    });
    expect(reused.json().detail).toMatch(
      /^Pengajuan ini sudah disetujui oleh Hendro Wibisono pada \d+ \w{3} 2026, \d{2}\.\d{2} WIB\.$/,
    );

    // The leave flow: HR deciding a PIC step without acting for the PIC.
    const body = leaveForm({
      type: 'annual',
      startDate: '2026-06-15',
      endDate: '2026-06-15',
      reason: 'Urusan keluarga',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v4/me/leave-requests',
      headers: {
        ...bearer(await signIn(t, EMPLOYEE_EMAIL, 'Kopi-tubruk-2026!')),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const picStep = await api(
      hr,
      'POST',
      `/leave-requests/${created.json().id}/decision`,
      { decision: 'approve' },
      ID,
    );
    expect(picStep.statusCode).toBe(409);
    expect(picStep.json()).toMatchObject({
      code: 'pic-step',
      title: 'Konflik',
      detail:
        'Tahap ini menunggu keputusan Hendro Wibisono (PIC klien). Putuskan atas nama PIC untuk melanjutkan.',
    });
    const picStepEn = await api(hr, 'POST', `/leave-requests/${created.json().id}/decision`, {
      decision: 'approve',
    });
    expect(picStepEn.json().detail).toBe(
      'This step waits for Hendro Wibisono (the client PIC). Decide on their behalf to go ahead.',
    );

    // Routing errors too.
    const nothing = await api(null, 'GET', '/api/v4/nothing-here', undefined, ID);
    expect(nothing.json()).toMatchObject({
      title: 'Tidak ditemukan',
      detail: 'Tidak ada apa pun di GET /api/v4/nothing-here.',
    });
  });
});
