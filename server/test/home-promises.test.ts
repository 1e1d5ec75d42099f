import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  clientPics,
  clients,
  employees,
  outbox,
  overtimeRequests,
  payrollRuns,
  timesheets,
} from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { multipart, pdfCv } from './support/cv-files.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Link = { requirementId: string; candidateId?: string; token: string; email: string };
type Item = {
  key: string;
  title: string;
  titles: { en: string; id: string };
  count: number;
  href: string;
};

const RECRUITER = 'recruiter@staffdesk.local';
const HR = 'hr@staffdesk.local';

/**
 * Issue #28: every promise a page makes ("the recruiter is told") is kept by a mail and an entry
 * on the reader's home list, in the reader's language; finance's home shows runs waiting for
 * payment and HR's the candidates who accepted an offer.
 */
describe.each(engines)('the promises the pages make, kept on %s', (engine) => {
  let t: TestApp;
  let recruiter: string;
  let hr: string;
  let finance: string;
  let employee: string;
  let clientId: string;
  let demoEmployeeId: string;
  let clientName: string;
  let pic: { id: string; email: string; name: string };
  let requirementId: string;
  let clientLink: Link;
  const people: Record<string, { candidateId: string; applicationId: string }> = {};

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/payroll/') ? url : `/api/v4${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** The home list as a page in `language` asks for it (no header: the user's own language). */
  const home = async (token: string, language?: 'en' | 'id') => {
    const res = await call(
      token,
      'GET',
      '/me/waiting',
      undefined,
      language ? { 'accept-language': language } : {},
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Item[];
  };
  const entry = (items: Item[], key: string) => items.find((i) => i.key === key);

  /** The mails of a template to an address, newest first. */
  const mailsOf = async (templateKey: string, to: string) =>
    (await t.database.db.select().from(outbox))
      .filter((r) => r.templateKey === templateKey && r.to.includes(to))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  async function mailedLink(templateKey: string, to: string): Promise<Link> {
    const body = (await mailsOf(templateKey, to))[0]?.body ?? '';
    const match =
      /\/(?:client\/public|public\/client|candidate\/public\/requirement)\/([0-9a-f-]{36})(?:\/candidate\/([0-9a-f-]{36}))?[^?\s]*\?token=([A-Za-z0-9_-]+)&email=(\S+)/.exec(
        body,
      );
    if (!match) throw new Error(`No ${templateKey} link mailed to ${to}:\n${body}`);
    return {
      requirementId: match[1]!,
      ...(match[2] ? { candidateId: match[2] } : {}),
      token: match[3]!,
      email: decodeURIComponent(match[4]!),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    const [demo] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    clientId = demo!.clientId!;
    demoEmployeeId = demo!.id;
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, clientId));
    clientName = client!.legalName;
    const [first] = await t.database.db
      .select()
      .from(clientPics)
      .where(eq(clientPics.clientId, clientId));
    pic = { id: first!.id, email: first!.email, name: first!.name };
    recruiter = await signIn(t, RECRUITER);
    hr = await signIn(t, HR);
    finance = await signIn(t, 'finance@staffdesk.local');
    employee = await signIn(t, 'employee@staffdesk.local');
    const recruiterId = (await call(recruiter, 'GET', '/recruiters'))
      .json()
      .items.find((r: { email: string }) => r.email === RECRUITER).id;

    requirementId = (
      await call(recruiter, 'POST', '/requirements', {
        clientId,
        position: 'Teller',
        headcount: 2,
        contractType: 'pkwt',
        location: 'Jakarta',
        recruiterIds: [recruiterId],
      })
    ).json().id;
    for (const [key, name] of [
      ['ayu', 'Ayu Lestari'],
      ['bima', 'Bima Pratama'],
    ] as const) {
      const created = await call(recruiter, 'POST', '/candidates', {
        fullName: name,
        email: `${key}@example.com`,
        city: 'Jakarta',
        skills: ['customer service'],
        source: 'referral',
      });
      expect(created.statusCode, created.body).toBe(201);
      people[key] = { candidateId: created.json().id, applicationId: '' };
      const cv = multipart([
        { field: 'cv', name: `${name}.pdf`, data: await pdfCv([name, 'Teller, Bank Jaya']) },
      ]);
      const uploaded = await t.app.inject({
        method: 'PUT',
        url: `/api/v4/candidates/${created.json().id}/cv`,
        headers: { ...bearer(recruiter), ...cv.headers },
        payload: cv.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    await call(recruiter, 'POST', `/requirements/${requirementId}/pipeline`, {
      candidateIds: Object.values(people).map((p) => p.candidateId),
    });
    const pipeline = (
      await call(recruiter, 'GET', `/requirements/${requirementId}/pipeline`)
    ).json();
    for (const row of pipeline.items) {
      const person = Object.values(people).find((p) => p.candidateId === row.candidate.id)!;
      person.applicationId = row.id;
    }
    const sent = await call(recruiter, 'POST', `/requirements/${requirementId}/send-cvs`, {
      applicationIds: Object.values(people).map((p) => p.applicationId),
      picId: pic.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    clientLink = await mailedLink('recruiting.cv-review', pic.email);
  });
  afterAll(() => t.close());

  it('a client answering CVs through the link: the recruiter gets a mail and a home entry, in their language', async () => {
    // The recruiter reads Staffdesk in Indonesian.
    const me = (await call(recruiter, 'GET', '/me')).json().user;
    expect(
      (
        await call(recruiter, 'PATCH', '/me', {
          name: me.name,
          phone: me.phone,
          preferredLanguage: 'id',
        })
      ).statusCode,
    ).toBe(200);
    expect(entry(await home(recruiter, 'en'), 'recruiting.cvs-accepted')).toBeUndefined();

    const answer = (who: string, body: object) =>
      call(
        null,
        'POST',
        `/public/client-reviews/${requirementId}/candidates/${people[who]!.candidateId}/cv-feedback?token=${clientLink.token}`,
        { email: clientLink.email, ...body },
      );
    expect((await answer('ayu', { decision: 'accept' })).statusCode).toBe(200);
    const accepted = await mailsOf('recruiting.cv-answered', RECRUITER);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.locale).toBe('id');
    expect(accepted[0]!.subject).toContain('Ayu Lestari');
    expect(accepted[0]!.body).toContain('Diterima untuk wawancara.');
    expect(accepted[0]!.body).toContain(`/recruiter/requirement/${requirementId}`);

    const rejected = await answer('bima', {
      decision: 'reject',
      reason: 'Belum pernah jadi teller',
    });
    expect(rejected.statusCode).toBe(200);
    const mails = await mailsOf('recruiting.cv-answered', RECRUITER);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain('Ditolak. Alasan: Belum pernah jadi teller');
    // A replayed answer is refused and tells no one again.
    expect((await answer('ayu', { decision: 'accept' })).statusCode).toBe(409);
    expect(await mailsOf('recruiting.cv-answered', RECRUITER)).toHaveLength(2);

    // Without a language asked, the home list speaks the user's own: Indonesian.
    const items = await home(recruiter);
    expect(entry(items, 'recruiting.cvs-accepted')).toMatchObject({
      title: '1 kandidat diterima klien dan menunggu jadwal wawancara',
      count: 1,
      href: `/recruiter/requirement/${requirementId}`,
    });
    expect(entry(items, 'recruiting.cvs-rejected')).toMatchObject({
      title: '1 CV ditolak klien',
      count: 1,
    });
    // A page shown in English asks in English, and gets both languages to switch between.
    expect(entry(await home(recruiter, 'en'), 'recruiting.cvs-accepted')).toMatchObject({
      title: '1 candidate accepted by the client waits for an interview to be arranged',
      titles: {
        en: '1 candidate accepted by the client waits for an interview to be arranged',
        id: '1 kandidat diterima klien dan menunggu jadwal wawancara',
      },
    });
    // Nobody else's home: HR does not recruit.
    expect(entry(await home(hr, 'en'), 'recruiting.cvs-accepted')).toBeUndefined();
  });

  it('the interview is arranged: the entry goes; the PIC scores it and the recruiter is told', async () => {
    const scheduled = await call(
      recruiter,
      'PUT',
      `/pipeline/${people.ayu!.applicationId}/interview`,
      {
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        durationMinutes: 60,
        location: 'Menara Nusantara lt. 12',
        picId: pic.id,
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(entry(await home(recruiter, 'en'), 'recruiting.cvs-accepted')).toBeUndefined();

    const link = await mailedLink('recruiting.interview', pic.email);
    const given = await call(
      null,
      'POST',
      `/public/client-reviews/${requirementId}/candidates/${people.ayu!.candidateId}/interview-feedback?token=${link.token}`,
      { email: link.email, score: 4, recommendation: 'hire', comments: 'Tenang dan teliti' },
    );
    expect(given.statusCode, given.body).toBe(200);
    const [mail] = await mailsOf('recruiting.interview-feedback-given', RECRUITER);
    expect(mail!.body).toContain('Nilai: 4 dari 5');
    expect(mail!.body).toContain('Rekomendasi: Rekrut');
    expect(mail!.body).toContain('Tenang dan teliti');
    expect(entry(await home(recruiter, 'id'), 'recruiting.interview-feedback')).toMatchObject({
      title: '1 penilaian wawancara dari klien menunggu langkah Anda berikutnya',
      href: `/recruiter/requirement/${requirementId}`,
    });
  });

  it('a candidate accepting the offer: HR gets a mail and a home entry, the recruiter is told', async () => {
    const offered = await call(recruiter, 'POST', `/pipeline/${people.ayu!.applicationId}/offer`, {
      salary: 6_500_000,
      joinDate: '2027-01-04',
      contractEnd: '2027-12-31',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    // The offer is made: the feedback no longer waits for a next step.
    expect(entry(await home(recruiter, 'en'), 'recruiting.interview-feedback')).toBeUndefined();
    expect(entry(await home(hr, 'en'), 'recruiting.offers-accepted')).toBeUndefined();

    const link = await mailedLink('recruiting.offer', 'ayu@example.com');
    // The candidate confirmed their data (the confirmation page's own subject, stored as it does).
    await t.database.db
      .update(applications)
      .set({
        candidateConfirmedAt: new Date(),
        candidateConfirmation: {
          fullName: 'Ayu Lestari',
          nik: '3174054506950003',
          birthDate: '1995-06-05',
          birthPlace: 'Jakarta',
          gender: 'female',
          address: 'Jl. Kemang Raya 5, Jakarta Selatan',
          phone: '+62 812 5555 0101',
          email: link.email,
        },
      })
      .where(eq(applications.id, people.ayu!.applicationId));
    const accepted = await call(
      null,
      'POST',
      `/public/offers/${link.requirementId}/candidates/${link.candidateId}/response?token=${link.token}`,
      { email: link.email, decision: 'accept' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const toHr = await mailsOf('recruiting.offer-accepted', HR);
    expect(toHr).toHaveLength(1);
    expect(toHr[0]!.subject).toContain('Ayu Lestari');
    expect(toHr[0]!.body).toContain('/human-resource/offered');
    expect(toHr[0]!.body).toMatch(/4 Jan 2027/);
    const toRecruiter = await mailsOf('recruiting.offer-answered', RECRUITER);
    expect(toRecruiter).toHaveLength(1);
    expect(toRecruiter[0]!.body).toContain('Diterima, mulai bekerja 4 Jan 2027.');

    const hrHome = await home(hr, 'en');
    expect(entry(hrHome, 'recruiting.offers-accepted')).toMatchObject({
      title: '1 candidate accepted an offer and waits to be made an employee',
      count: 1,
      href: '/human-resource/offered',
    });
    expect(entry(await home(hr, 'id'), 'recruiting.offers-accepted')?.title).toBe(
      '1 kandidat menerima penawaran kerja dan menunggu didaftarkan sebagai karyawan',
    );
    expect(entry(await home(recruiter, 'en'), 'recruiting.offers-accepted-recently')).toMatchObject(
      { title: '1 candidate accepted your offer', count: 1 },
    );
    // Finance does not hire.
    expect(entry(await home(finance, 'en'), 'recruiting.offers-accepted')).toBeUndefined();
  });

  it("an approved run shows on finance's home until it is paid", async () => {
    const [run] = await t.database.db
      .insert(payrollRuns)
      .values({
        clientId,
        scope: clientId,
        period: '2026-08',
        state: 'approved',
        totals: {
          employees: 2,
          gross: 13_000_000,
          bpjsEmployee: 520_000,
          bpjsEmployer: 1_300_000,
          tax: 0,
          net: 12_480_000,
          cost: 14_300_000,
        },
        createdByLabel: 'Rina Wulandari',
        approvedAt: new Date(),
        approvedByLabel: 'Siti Rahmawati',
      })
      .returning();
    const key = `payroll.awaiting-payment.${run!.id}`;
    expect(entry(await home(finance, 'en'), key)).toMatchObject({
      title: `Payroll of ${clientName} for August 2026 waits for payment: Rp 12.480.000 to 2 employees`,
      count: 2,
      href: `/finance/payroll/${run!.id}`,
    });
    expect(entry(await home(finance, 'id'), key)?.title).toBe(
      `Penggajian ${clientName} bulan Agustus 2026 menunggu pembayaran: Rp 12.480.000 untuk 2 karyawan`,
    );
    // Not on the home of those who do not pay.
    expect(entry(await home(employee, 'en'), key)).toBeUndefined();
    expect(entry(await home(recruiter, 'en'), key)).toBeUndefined();

    const paid = await call(finance, 'POST', `/payroll/v4/runs/${run!.id}/pay`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(entry(await home(finance, 'en'), key)).toBeUndefined();
  });

  it('an overtime decision and a disputed timesheet show on the employee’s home', async () => {
    const before = entry(await home(employee, 'id'), 'overtime.decided')?.count ?? 0;
    const [pending] = await t.database.db
      .select()
      .from(overtimeRequests)
      .where(
        and(
          eq(overtimeRequests.employeeId, demoEmployeeId),
          eq(overtimeRequests.status, 'pending'),
        ),
      );
    expect(pending, 'the demo has a pending overtime request').toBeDefined();
    const decided = await call(hr, 'POST', `/overtime/requests/${pending!.id}/decision`, {
      decision: 'reject',
      comment: 'Audit dipindah ke Senin',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = entry(await home(employee, 'id'), 'overtime.decided');
    expect(after).toMatchObject({ count: before + 1, href: '/employee/overtime/dashboard' });
    expect(after!.title).toMatch(/pengajuan lembur Anda sudah diputuskan$/i);

    // The PIC disputed a sheet (the dispute itself is the timesheet tests' subject).
    const [sheet] = await t.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.employeeId, demoEmployeeId))
      .limit(1);
    expect(sheet, 'the demo employee has a timesheet').toBeDefined();
    await t.database.db
      .update(timesheets)
      .set({ status: 'disputed', disputeComment: 'Tanggal 3 tidak hadir' })
      .where(eq(timesheets.id, sheet!.id));
    expect(entry(await home(employee, 'en'), `timesheet.disputed.${sheet!.period}`)).toMatchObject({
      href: `/employee/timesheet?period=${sheet!.period}`,
      title: expect.stringMatching(/^Your timesheet of \w+ \d{4} was disputed by the client/),
    });
    expect(entry(await home(hr, 'en'), `timesheet.disputed.${sheet!.period}`)).toBeUndefined();
  });

  it('the home sentences of every area read in Indonesian for an Indonesian viewer', async () => {
    const items = [
      ...(await home(hr, 'id')),
      ...(await home(recruiter, 'id')),
      ...(await home(finance, 'id')),
      ...(await home(employee, 'id')),
    ];
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) {
      expect(item.title).toBe(item.titles.id);
      expect(item.titles.id).not.toBe(item.titles.en);
      expect(item.title, item.key).not.toMatch(/\b(waits?|waiting|the|your|was|were|of)\b/i);
    }
  });
});
