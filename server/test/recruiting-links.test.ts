import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  candidates,
  clientPics,
  employees,
  outbox,
  publicLinks,
} from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { todayInJakarta } from '../src/shared/business-dates.js';
import { multipart, pdfCv } from './support/cv-files.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Link = { requirementId: string; candidateId?: string; token: string; email: string };

/** The newest link of a template mailed to an address: its path parts, token and email. */
async function mailedLink(t: TestApp, templateKey: string, to: string) {
  const rows = (await t.database.db.select().from(outbox))
    .filter((r) => r.templateKey === templateKey && r.to.includes(to))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const body = rows[0]?.body ?? '';
  const match =
    /\/(?:client\/public|public\/client|candidate\/public\/requirement)\/([0-9a-f-]{36})(?:\/candidate\/([0-9a-f-]{36}))?[^?\s]*\?token=([A-Za-z0-9_-]+)&email=(\S+)/.exec(
      body,
    );
  if (!match) throw new Error(`No ${templateKey} link mailed to ${to}:\n${body}`);
  return {
    mail: rows[0]!,
    link: {
      requirementId: match[1]!,
      ...(match[2] ? { candidateId: match[2] } : {}),
      token: match[3]!,
      email: decodeURIComponent(match[4]!),
    } as Link,
  };
}

describe.each(engines)('the client’s and the candidate’s recruiting links on %s', (engine) => {
  let t: TestApp;
  let recruiter: string;
  let hr: string;
  let finance: string;
  let recruiterId: string;
  let clientId: string;
  let pic: { id: string; email: string; name: string };
  let requirementId: string;
  const people: Record<string, { candidateId: string; applicationId: string }> = {};
  let clientLink: Link;

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const linkQuery = (link: Link, email = link.email) =>
    `token=${link.token}&email=${encodeURIComponent(email)}`;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    const [demo] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    clientId = demo!.clientId!;
    const [first] = await t.database.db
      .select()
      .from(clientPics)
      .where(eq(clientPics.clientId, clientId));
    pic = { id: first!.id, email: first!.email, name: first!.name };
    recruiter = await signIn(t, 'recruiter@staffdesk.local');
    hr = await signIn(t, 'hr@staffdesk.local');
    finance = await signIn(t, 'finance@staffdesk.local');
    recruiterId = (await call(recruiter, 'GET', '/recruiters'))
      .json()
      .items.find((r: { email: string }) => r.email === 'recruiter@staffdesk.local').id;

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
      ['citra', 'Citra Dewi'],
      ['dodi', 'Dodi Hermawan'],
    ] as const) {
      const created = await call(recruiter, 'POST', '/candidates', {
        fullName: name,
        email: `${key}@example.com`,
        city: 'Jakarta',
        skills: ['customer service'],
        source: 'referral',
      });
      people[key] = { candidateId: created.json().id, applicationId: '' };
    }
    // Each has a CV file: a CV goes to the client only with one (issue #28).
    for (const [key, name] of [
      ['ayu', 'Ayu Lestari'],
      ['bima', 'Bima Pratama'],
      ['citra', 'Citra Dewi'],
      ['dodi', 'Dodi Hermawan'],
    ] as const) {
      const cv = multipart([
        { field: 'cv', name: `${name}.pdf`, data: await pdfCv([name, 'Teller, Bank Jaya']) },
      ]);
      await t.app.inject({
        method: 'PUT',
        url: `/api/v4/candidates/${people[key]!.candidateId}/cv`,
        headers: { ...bearer(recruiter), ...cv.headers },
        payload: cv.payload,
      });
    }
    await call(recruiter, 'POST', `/requirements/${requirementId}/pipeline`, {
      candidateIds: Object.values(people).map((p) => p.candidateId),
    });
    const pipeline = (
      await call(recruiter, 'GET', `/requirements/${requirementId}/pipeline`)
    ).json();
    for (const entry of pipeline.items) {
      const person = Object.values(people).find((p) => p.candidateId === entry.candidate.id)!;
      person.applicationId = entry.id;
    }
  });
  afterAll(() => t.close());

  it('sends three CVs to the PIC with one link that opens them all, and no other', async () => {
    const sent = await call(recruiter, 'POST', `/requirements/${requirementId}/send-cvs`, {
      applicationIds: [
        people.ayu!.applicationId,
        people.bima!.applicationId,
        people.citra!.applicationId,
      ],
      picId: pic.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent).toBe(3);
    const { mail, link } = await mailedLink(t, 'recruiting.cv-review', pic.email);
    clientLink = link;
    expect(link.requirementId).toBe(requirementId);
    expect(mail.body).toContain('Ayu Lestari');

    const list = await call(
      null,
      'GET',
      `/public/client-reviews/${requirementId}?${linkQuery(link)}`,
    );
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .candidates.map((c: { fullName: string }) => c.fullName)
        .sort(),
    ).toEqual(['Ayu Lestari', 'Bima Pratama', 'Citra Dewi']);
    // Another requirement, another address, a candidate not sent: 404.
    const other = (
      await call(recruiter, 'POST', '/requirements', {
        clientId,
        position: 'Driver',
        headcount: 1,
        contractType: 'pkwt',
      })
    ).json().id;
    expect(
      (await call(null, 'GET', `/public/client-reviews/${other}?${linkQuery(link)}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          null,
          'GET',
          `/public/client-reviews/${requirementId}?${linkQuery(link, 'someone@else.example')}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          null,
          'GET',
          `/public/client-reviews/${requirementId}/candidates/${people.dodi!.candidateId}?${linkQuery(link)}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('records when the PIC first opens a CV, and serves the file', async () => {
    const before = (
      await call(recruiter, 'GET', `/requirements/${requirementId}/client-review`)
    ).json();
    expect(before.candidates.every((c: { openedAt: string | null }) => c.openedAt === null)).toBe(
      true,
    );
    const file = await call(
      null,
      'GET',
      `/public/client-reviews/${requirementId}/candidates/${people.ayu!.candidateId}/cv?${linkQuery(clientLink)}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const after = (
      await call(recruiter, 'GET', `/requirements/${requirementId}/client-review`)
    ).json();
    const ayu = after.candidates.find(
      (c: { candidateId: string }) => c.candidateId === people.ayu!.candidateId,
    );
    expect(ayu.openedAt).not.toBeNull();
    expect(after.links[0]).toMatchObject({ email: pic.email });
  });

  it('takes each CV answer once: accept, reject with a reason, replay 409, and one winner of three at once', async () => {
    const feedback = (who: string, body: object) =>
      call(
        null,
        'POST',
        `/public/client-reviews/${requirementId}/candidates/${people[who]!.candidateId}/cv-feedback?token=${clientLink.token}`,
        { email: clientLink.email, ...body },
      );
    const accepted = await feedback('ayu', { decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      stage: 'interview',
      cvReview: { decision: 'accepted', decidedBy: pic.name },
    });

    expect((await feedback('bima', { decision: 'reject' })).statusCode).toBe(400);
    const rejected = await feedback('bima', {
      decision: 'reject',
      reason: 'Needs teller experience',
    });
    expect(rejected.json()).toMatchObject({
      stage: 'rejected',
      cvReview: { reason: 'Needs teller experience' },
    });

    const replay = await feedback('ayu', { decision: 'reject', reason: 'Changed my mind' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('already-decided');
    expect(replay.json().detail).toContain(pic.name);

    const race = await Promise.all([
      feedback('citra', { decision: 'accept' }),
      feedback('citra', { decision: 'reject', reason: 'No' }),
      feedback('citra', { decision: 'accept' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, people.citra!.applicationId));
    expect(row!.clientDecidedAt).not.toBeNull();
  });

  it('invites to the interview with an .ics that keeps its UID and raises SEQUENCE when moved, then takes the PIC’s feedback once', async () => {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await call(
      recruiter,
      'PUT',
      `/pipeline/${people.ayu!.applicationId}/interview`,
      {
        startsAt,
        durationMinutes: 60,
        location: 'Menara Nusantara lt. 12',
        picId: pic.id,
      },
    );
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().sequence).toBe(0);
    const ics = async (to: string) => {
      const mail = (await t.database.db.select().from(outbox))
        .filter((r) => r.templateKey === 'recruiting.interview' && r.to.includes(to))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
      expect(mail.attachments[0]!.filename).toBe('interview.ics');
      return (await t.app.context.blobs.get(mail.attachments[0]!.blobKey))!.toString();
    };
    const first = await ics('ayu@example.com');
    expect(first).toContain('BEGIN:VEVENT');
    expect(first).toContain('SEQUENCE:0');
    const uid = /UID:(\S+)/.exec(first)![1];

    // Too early for feedback.
    const early = await call(
      null,
      'POST',
      `/public/client-reviews/${requirementId}/candidates/${people.ayu!.candidateId}/interview-feedback?token=${clientLink.token}`,
      { email: clientLink.email, score: 4, recommendation: 'hire' },
    );
    expect(early.statusCode).toBe(409);

    // Moved to an hour ago (it took place earlier than planned).
    const moved = await call(recruiter, 'PUT', `/pipeline/${people.ayu!.applicationId}/interview`, {
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      durationMinutes: 45,
      location: 'Video call',
      picId: pic.id,
    });
    expect(moved.json().sequence).toBe(1);
    const second = await ics(pic.email);
    expect(second).toContain('SEQUENCE:1');
    expect(/UID:(\S+)/.exec(second)![1]).toBe(uid);
    const { link } = await mailedLink(t, 'recruiting.interview', pic.email);
    expect(link.candidateId).toBe(people.ayu!.candidateId);

    const give = () =>
      call(
        null,
        'POST',
        `/public/client-reviews/${requirementId}/candidates/${people.ayu!.candidateId}/interview-feedback?token=${link.token}`,
        { email: link.email, score: 4, recommendation: 'hire', comments: 'Calm and precise' },
      );
    const given = await give();
    expect(given.statusCode).toBe(200);
    expect(given.json().interviewFeedback).toMatchObject({ score: 4, recommendation: 'hire' });
    expect((await give()).statusCode).toBe(409);
  });

  it('shows business development the interviews at its clients (clients.read), not the recruiting calendar', async () => {
    const bd = await signIn(t, 'bd@staffdesk.local');
    const employee = await signIn(t, 'employee@staffdesk.local');
    const day = (offsetHours: number) =>
      new Date(Date.now() + offsetHours * 3_600_000).toISOString();
    const range = (from: string, to: string, client?: string) =>
      `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${client ? `&clientId=${client}` : ''}`;

    const atClient = await call(
      bd,
      'GET',
      `/client-interviews?${range(day(-24), day(24), clientId)}`,
    );
    expect(atClient.statusCode).toBe(200);
    const ayu = atClient
      .json()
      .items.find((i: { candidateId: string }) => i.candidateId === people.ayu!.candidateId);
    expect(ayu).toMatchObject({
      clientId,
      location: 'Video call',
      durationMinutes: 45,
      sequence: 1,
    });

    const otherClient = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(bd, 'GET', `/client-interviews?${range(day(-24), day(24), otherClient)}`)).json()
        .items,
    ).toEqual([]);
    expect(
      (await call(bd, 'GET', `/client-interviews?${range(day(1), day(48))}`))
        .json()
        .items.some((i: { candidateId: string }) => i.candidateId === people.ayu!.candidateId),
    ).toBe(false);
    expect(
      (await call(bd, 'GET', `/client-interviews?from=tomorrow&to=${day(1)}`)).statusCode,
    ).toBe(400);
    expect((await call(bd, 'GET', `/interviews?${range(day(-24), day(24))}`)).statusCode).toBe(403);
    expect(
      (await call(employee, 'GET', `/client-interviews?${range(day(-24), day(24))}`)).statusCode,
    ).toBe(403);
  });

  it('offers: the candidate confirms, then accepts, each once; another candidate’s address is 404', async () => {
    // Ayu chose English: her offer (mail and page) is in English.
    await t.database.db
      .update(candidates)
      .set({ preferredLanguage: 'en' })
      .where(eq(candidates.id, people.ayu!.candidateId));
    const offered = await call(recruiter, 'POST', `/pipeline/${people.ayu!.applicationId}/offer`, {
      salary: 6_500_000,
      joinDate: '2027-01-04',
      contractEnd: '2027-12-31',
    });
    expect(offered.statusCode).toBe(200);
    const { link, mail } = await mailedLink(t, 'recruiting.offer', 'ayu@example.com');
    expect(mail.locale).toBe('en');
    const base = `/public/offers/${link.requirementId}/candidates/${link.candidateId}`;
    const view = await call(null, 'GET', `${base}?${linkQuery(link)}`);
    expect(view.json()).toMatchObject({
      locale: 'en',
      offer: { salary: 6_500_000 },
      confirmedAt: null,
      response: null,
    });
    expect(
      (
        await call(
          null,
          'GET',
          `/public/offers/${link.requirementId}/candidates/${people.bima!.candidateId}?${linkQuery(link)}`,
        )
      ).statusCode,
    ).toBe(404);

    const respond = (decision: string) =>
      call(null, 'POST', `${base}/response?token=${link.token}`, { email: link.email, decision });
    expect((await respond('accept')).statusCode).toBe(409);
    const confirm = () =>
      call(null, 'POST', `${base}/confirmation?token=${link.token}`, {
        email: link.email,
        fullName: 'Ayu Lestari',
        nik: '3174054506950003',
        birthDate: '1995-06-05',
        birthPlace: 'Jakarta',
        gender: 'female',
        address: 'Jl. Kemang Raya 5, Jakarta Selatan',
        phone: '+62 812 5555 0101',
        npwp: '3174054506950003',
        maritalStatus: 'single',
        dependants: 0,
        religion: 'catholic',
        bankName: 'Bank Mandiri',
        bankAccountNumber: '1230009876543',
        bankAccountName: 'Ayu Lestari',
        emergencyContact: {
          name: 'Rini Lestari',
          relationship: 'Sister',
          phone: '+62 812 5555 0102',
        },
      });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(409);
    const race = await Promise.all([respond('accept'), respond('accept')]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an expired link with 410 and changes nothing', async () => {
    await call(recruiter, 'POST', `/pipeline/${people.dodi!.applicationId}/move`, {
      fromStage: 'sourced',
      stage: 'screened',
    });
    await call(recruiter, 'POST', `/requirements/${requirementId}/send-cvs`, {
      applicationIds: [people.dodi!.applicationId],
      picId: pic.id,
    });
    const { link } = await mailedLink(t, 'recruiting.cv-review', pic.email);
    await t.database.db
      .update(publicLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(publicLinks.purpose, 'client-cv-review'), eq(publicLinks.email, pic.email)));
    expect(
      (await call(null, 'GET', `/public/client-reviews/${requirementId}?${linkQuery(link)}`))
        .statusCode,
    ).toBe(410);
    const late = await call(
      null,
      'POST',
      `/public/client-reviews/${requirementId}/candidates/${people.dodi!.candidateId}/cv-feedback?token=${link.token}`,
      { email: link.email, decision: 'accept' },
    );
    expect(late.statusCode).toBe(410);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, people.dodi!.applicationId));
    expect(row).toMatchObject({ stage: 'cv-sent', clientDecidedAt: null });
    // The recruiter renews: a new link works again.
    const renewed = await call(recruiter, 'POST', `/requirements/${requirementId}/client-link`, {
      picId: pic.id,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = await mailedLink(t, 'recruiting.cv-review', pic.email);
    expect(
      (await call(null, 'GET', `/public/client-reviews/${requirementId}?${linkQuery(fresh.link)}`))
        .statusCode,
    ).toBe(200);
  });

  it('HR completes the joining info and makes the employee placed at the client, once; the requirement shows 1 of 2 filled', async () => {
    const offered = (await call(hr, 'GET', '/onboarding?state=offered')).json();
    const entry = offered.items.find(
      (e: { applicationId: string }) => e.applicationId === people.ayu!.applicationId,
    );
    expect(entry).toMatchObject({
      candidateName: 'Ayu Lestari',
      confirmation: { nik: '3174054506950003' },
    });

    const saved = await call(hr, 'PUT', `/onboarding/${people.ayu!.applicationId}/joining-info`, {
      joinDate: '2027-01-04',
      documents: [
        { name: 'KTP', done: true },
        { name: 'NPWP', done: false },
      ],
    });
    expect(saved.statusCode).toBe(204);
    const missing = await call(hr, 'POST', `/onboarding/${people.ayu!.applicationId}/hire`, {});
    expect(missing.statusCode).toBe(409);
    expect(missing.json().detail).toContain('NPWP');
    await call(hr, 'PUT', `/onboarding/${people.ayu!.applicationId}/joining-info`, {
      joinDate: '2027-01-04',
      documents: [
        { name: 'KTP', done: true },
        { name: 'NPWP', done: true },
      ],
    });

    // Finance's rules: a fixed default, and 10 % of the first month's salary for this client.
    expect(
      (
        await call(finance, 'PUT', '/recruiter-commission-rules', {
          kind: 'fixed',
          amount: 1_000_000,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(recruiter, 'PUT', '/recruiter-commission-rules', { kind: 'fixed', amount: 1 }))
        .statusCode,
    ).toBe(403);
    await call(finance, 'PUT', '/recruiter-commission-rules', {
      clientId,
      kind: 'share',
      shareBp: 1000,
    });

    const hire = () =>
      call(hr, 'POST', `/onboarding/${people.ayu!.applicationId}/hire`, {
        approverPicIds: [pic.id],
      });
    const hired = await hire();
    expect(hired.statusCode).toBe(200);
    expect(hired.json()).toMatchObject({
      filled: 1,
      headcount: 2,
      employeeNumber: expect.stringMatching(/^EMP-2027-/),
    });
    expect((await hire()).statusCode).toBe(409);

    const employee = (await call(hr, 'GET', `/employees/${hired.json().employeeId}`)).json();
    expect(employee).toMatchObject({
      fullName: 'Ayu Lestari',
      nik: '3174054506950003',
      clientId,
      position: 'Teller',
      contractType: 'pkwt',
      // The candidate's language became the employee's.
      preferredLanguage: 'en',
    });
    const requirement = (await call(recruiter, 'GET', `/requirements/${requirementId}`)).json();
    expect(requirement).toMatchObject({ filled: 1, headcount: 2, status: 'open' });
    expect((await call(hr, 'GET', '/onboarding?state=hired')).json().items[0].employeeNumber).toBe(
      hired.json().employeeNumber,
    );

    const commissions = (
      await call(recruiter, 'GET', `/recruiter-commissions?recruiterUserId=${recruiterId}`)
    ).json();
    expect(commissions.items).toHaveLength(1);
    expect(commissions.items[0]).toMatchObject({
      candidateName: 'Ayu Lestari',
      amount: 650_000,
      rule: { kind: 'share', shareBp: 1000, salary: 6_500_000 },
      status: 'pending',
    });
    // The team page shows the hire this month and the commission not yet claimed.
    const team = (await call(recruiter, 'GET', '/recruiter-team')).json();
    expect(team.items.find((m: { id: string }) => m.id === recruiterId)).toMatchObject({
      hiresThisMonth: 1,
      pendingCommission: 650_000,
    });

    // The report's days are Jakarta's: in the evening (UTC) it is already tomorrow there.
    const today = todayInJakarta();
    const report = await call(
      recruiter,
      'GET',
      `/recruiting-report?from=2026-01-01&to=${today}&clientId=${clientId}`,
    );
    expect(report.statusCode).toBe(200);
    const teller = report
      .json()
      .requirements.find((r: { requirementId: string }) => r.requirementId === requirementId);
    // Four sourced, all four sent (Bima's rejection after the CV still counts the CV); Ayu all
    // the way; Citra reached the interview only if the accept won the race above.
    const [citra] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, people.citra!.applicationId));
    expect(teller.funnel).toEqual({
      sourced: 4,
      screened: 4,
      'cv-sent': 4,
      interview: 1 + (citra!.clientDecision === 'accepted' ? 1 : 0),
      offered: 1,
      hired: 1,
    });
    expect(report.json().timeToFill.hires).toBeGreaterThanOrEqual(1);
    const me = report
      .json()
      .recruiters.find((r: { recruiterId: string }) => r.recruiterId === recruiterId);
    expect(me.funnel.hired).toBeGreaterThanOrEqual(1);
    const referral = report.json().sources.find((r: { source: string }) => r.source === 'referral');
    expect(referral.funnel.hired).toBe(1);
  });
});
