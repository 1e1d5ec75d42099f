import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  employeeProfileItems,
  outbox,
  salaryData,
} from '../src/db/schema.js';
import { todayInJakarta } from '../src/shared/business-dates.js';
import { multipart, pdfCv } from './support/cv-files.js';
import { bearer, signIn } from './support/identity.js';
import { calculatedRun } from './support/payroll.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** The findings that say payroll is missing something of the employee. */
const MISSING_DATA = ['no-bank-account', 'no-ptkp-status', 'no-npwp'];

type Link = { requirementId: string; candidateId: string; token: string; email: string };

describe.each(engines)('a hire ready for payroll on %s', (engine) => {
  let t: TestApp;
  let recruiter: string;
  let hr: string;
  let bd: string;
  let clientId: string;
  let picId: string;
  let requirementId: string;
  const people: Record<string, { candidateId: string; applicationId: string; email: string }> = {};
  let wulanEmployeeId: string;
  // The first working month: this month (in Jakarta), from its first day.
  const month = todayInJakarta().slice(0, 7);
  const joinDate = `${month}-01`;

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/payroll/') ? url : `/api/v4${url}`,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });

  async function offerLink(email: string): Promise<Link> {
    const mail = (await t.database.db.select().from(outbox))
      .filter((r) => r.templateKey === 'recruiting.offer' && r.to.includes(email))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const match =
      /\/candidate\/public\/requirement\/([0-9a-f-]{36})\/candidate\/([0-9a-f-]{36})[^?\s]*\?token=([A-Za-z0-9_-]+)&email=(\S+)/.exec(
        mail?.body ?? '',
      );
    if (!match) throw new Error(`No offer mailed to ${email}`);
    return {
      requirementId: match[1]!,
      candidateId: match[2]!,
      token: match[3]!,
      email: decodeURIComponent(match[4]!),
    };
  }

  const identity = (fullName: string, nik: string, gender: 'male' | 'female') => ({
    fullName,
    nik,
    birthDate: '1994-03-12',
    birthPlace: 'Bandung',
    gender,
    address: 'Jl. Cempaka 7, Bandung',
    phone: '+62 812 7000 1234',
  });
  const payrollData = {
    npwp: '09.254.294.3-407.000',
    noNpwp: false,
    maritalStatus: 'married',
    dependants: 2,
    religion: 'islam',
    bankName: 'Bank Central Asia',
    bankAccountNumber: '123-456-7890',
    bankAccountName: 'Wulan Hartono',
    emergencyContact: { name: 'Sri Hartono', relationship: 'Mother', phone: '+62 813 1111 2222' },
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    recruiter = await signIn(t, 'recruiter@staffdesk.local');
    hr = await signIn(t, 'hr@staffdesk.local');
    bd = await signIn(t, 'bd@staffdesk.local');
    const client = await call(hr, 'POST', '/clients', {
      code: 'siap-01',
      legalName: 'PT Siap Gaji',
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [
        {
          name: 'Rudi Hartanto',
          email: 'rudi@siapgaji.example',
          roles: ['hiring-manager', 'timesheet-approver'],
        },
      ],
    });
    expect(client.statusCode, client.body).toBe(201);
    clientId = client.json().id;
    picId = client.json().pics[0].id;
    const requirement = await call(recruiter, 'POST', '/requirements', {
      clientId,
      position: 'Payroll Clerk',
      headcount: 2,
      contractType: 'pkwtt',
      location: 'Bandung',
    });
    expect(requirement.statusCode, requirement.body).toBe(201);
    requirementId = requirement.json().id;
    for (const [key, name] of [
      ['wulan', 'Wulan Hartono'],
      ['tono', 'Tono Saputra'],
    ] as const) {
      const email = `${key}@siapgaji-candidates.example`;
      const created = await call(recruiter, 'POST', '/candidates', {
        fullName: name,
        email,
        city: 'Bandung',
        source: 'referral',
      });
      expect(created.statusCode, created.body).toBe(201);
      people[key] = { candidateId: created.json().id, applicationId: '', email };
    }
    // Only Wulan has a CV file.
    const cv = multipart([
      { field: 'cv', name: 'Wulan Hartono.pdf', data: await pdfCv(['Wulan Hartono', 'Clerk']) },
    ]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/candidates/${people.wulan!.candidateId}/cv`,
      headers: { ...bearer(recruiter), ...cv.headers },
      payload: cv.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await call(recruiter, 'POST', `/requirements/${requirementId}/pipeline`, {
      candidateIds: [people.wulan!.candidateId, people.tono!.candidateId],
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

  it('refuses to send a CV without a file (422, in English and Indonesian) and changes nothing', async () => {
    const mailsBefore = (await t.database.db.select().from(outbox)).length;
    const body = {
      applicationIds: [people.wulan!.applicationId, people.tono!.applicationId],
      picId,
    };
    const refused = await call(recruiter, 'POST', `/requirements/${requirementId}/send-cvs`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      'Tono Saputra has no CV file. Upload their CV before sending it to the client.',
    );
    expect(refused.json().errors.applicationIds).toContain('Tono Saputra');
    const inIndonesian = await call(
      recruiter,
      'POST',
      `/requirements/${requirementId}/send-cvs`,
      body,
      'id',
    );
    expect(inIndonesian.json().detail).toBe(
      'Tono Saputra belum memiliki berkas CV. Unggah CV-nya sebelum dikirim ke klien.',
    );
    const rows = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.requirementId, requirementId));
    expect(rows.map((r) => r.stage).sort()).toEqual(['sourced', 'sourced']);
    expect(rows.every((r) => r.sharedAt === null)).toBe(true);
    expect((await t.database.db.select().from(outbox)).length).toBe(mailsBefore);

    const sent = await call(recruiter, 'POST', `/requirements/${requirementId}/send-cvs`, {
      applicationIds: [people.wulan!.applicationId],
      picId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(1);
  });

  it('refuses an offer before a held interview without a reason; takes it with one (audited, on the activity) or after the interview', async () => {
    const offer = { salary: 6_000_000, joinDate };
    // Tono: no interview at all.
    await call(recruiter, 'POST', `/pipeline/${people.tono!.applicationId}/move`, {
      fromStage: 'sourced',
      stage: 'screened',
    });
    const refused = await call(
      recruiter,
      'POST',
      `/pipeline/${people.tono!.applicationId}/offer`,
      offer,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.skipInterviewReason).toBe(
      'No interview of this candidate has taken place yet. Hold the interview first, or say why the offer is made without one.',
    );
    const [untouched] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, people.tono!.applicationId));
    expect(untouched).toMatchObject({ stage: 'screened', offer: null });

    const reason = 'The client interviewed him for a sister requirement last month';
    const taken = await call(recruiter, 'POST', `/pipeline/${people.tono!.applicationId}/offer`, {
      ...offer,
      skipInterviewReason: reason,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application.offer'),
          eq(auditLog.entityId, people.tono!.applicationId),
        ),
      );
    expect(audit?.after).toMatchObject({ salary: 6_000_000, interviewSkipReason: reason });
    const activity = (
      await call(recruiter, 'GET', `/candidate-activities?candidateId=${people.tono!.candidateId}`)
    ).json();
    expect(
      activity.items.some((a: { detail: string }) =>
        a.detail.includes(`made without a held interview: ${reason}`),
      ),
    ).toBe(true);

    // Wulan: an interview still to come is not held; once it took place, no reason is needed.
    const interview = (startsAt: Date) =>
      call(recruiter, 'PUT', `/pipeline/${people.wulan!.applicationId}/interview`, {
        startsAt: startsAt.toISOString(),
        durationMinutes: 60,
        location: 'Kantor PT Siap Gaji',
        picId,
      });
    expect((await interview(new Date(Date.now() + 86_400_000))).statusCode).toBe(200);
    const early = await call(
      recruiter,
      'POST',
      `/pipeline/${people.wulan!.applicationId}/offer`,
      offer,
    );
    expect(early.statusCode).toBe(422);
    let pipeline = (await call(recruiter, 'GET', `/requirements/${requirementId}/pipeline`)).json();
    const entryOf = (id: string) => pipeline.items.find((e: { id: string }) => e.id === id);
    expect(entryOf(people.wulan!.applicationId).interviewHeldAt).toBeNull();

    const held = new Date(Date.now() - 3_600_000);
    expect((await interview(held)).statusCode).toBe(200);
    pipeline = (await call(recruiter, 'GET', `/requirements/${requirementId}/pipeline`)).json();
    expect(entryOf(people.wulan!.applicationId).interviewHeldAt).toBe(held.toISOString());
    const offered = await call(
      recruiter,
      'POST',
      `/pipeline/${people.wulan!.applicationId}/offer`,
      offer,
    );
    expect(offered.statusCode, offered.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, people.wulan!.applicationId));
    expect(row).toMatchObject({ stage: 'offered', offerInterviewSkipReason: null });
  });

  it('checks the payroll data at the edge, in English and Indonesian, and stores nothing wrong', async () => {
    const link = await offerLink(people.wulan!.email);
    const url = `/public/offers/${link.requirementId}/candidates/${link.candidateId}/confirmation?token=${link.token}`;
    const body = {
      email: link.email,
      ...identity('Wulan Hartono', '3273015203940002', 'female'),
      ...payrollData,
      npwp: '12345',
      bankAccountNumber: '12AB',
      emergencyContact: { name: '', relationship: 'Mother', phone: 'call me' },
    };
    const { religion: _religion, ...withoutReligion } = body;
    const wrong = await call(null, 'POST', url, withoutReligion);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      npwp: 'An NPWP has 15 or 16 digits.',
      bankAccountNumber: 'An account number has 6 to 20 digits.',
      religion: 'Choose your religion.',
      'emergencyContact.name': 'Enter the name of your emergency contact.',
      'emergencyContact.phone': 'Enter a phone number of digits, like +62 812 3456 7890.',
    });
    const inIndonesian = await call(null, 'POST', url, withoutReligion, 'id');
    expect(inIndonesian.json().errors).toMatchObject({
      npwp: 'NPWP terdiri dari 15 atau 16 digit.',
      bankAccountNumber: 'Nomor rekening terdiri dari 6 sampai 20 digit.',
      religion: 'Pilih agama Anda.',
      'emergencyContact.name': 'Masukkan nama kontak darurat Anda.',
    });
    // Neither an NPWP nor "I have none"; and both at once.
    const none = await call(null, 'POST', url, { ...body, ...payrollData, npwp: '' });
    expect(none.json().errors.npwp).toBe('Enter your NPWP, or tick “I have no NPWP”.');
    const both = await call(null, 'POST', url, { ...body, ...payrollData, noNpwp: true });
    expect(both.json().errors.npwp).toBe(
      'You said you have no NPWP: leave the NPWP empty, or untick “I have no NPWP”.',
    );
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, people.wulan!.applicationId));
    expect(row).toMatchObject({ candidateConfirmedAt: null, candidatePayroll: null });
  });

  it('hires a candidate who gave the payroll data into an employee whose first payroll misses nothing', async () => {
    const link = await offerLink(people.wulan!.email);
    const base = `/public/offers/${link.requirementId}/candidates/${link.candidateId}`;
    const confirmed = await call(null, 'POST', `${base}/confirmation?token=${link.token}`, {
      email: link.email,
      ...identity('Wulan Hartono', '3273015203940002', 'male'),
      ...payrollData,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The candidate sees what they gave, the numbers by their last 4 digits.
    expect(confirmed.json().payroll).toEqual({
      hasNpwp: true,
      npwp: '•••• 7000',
      maritalStatus: 'married',
      dependants: 2,
      ptkpStatus: 'K/2',
      religion: 'islam',
      bankName: 'Bank Central Asia',
      bankAccountNumber: '•••• 7890',
      bankAccountName: 'Wulan Hartono',
      emergencyContact: payrollData.emergencyContact,
    });
    expect(confirmed.body).not.toContain('1234567890');
    const accepted = await call(null, 'POST', `${base}/response?token=${link.token}`, {
      email: link.email,
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The audit and the activity keep that it was given, not the numbers.
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application.candidate-confirmed'),
          eq(auditLog.entityId, people.wulan!.applicationId),
        ),
      );
    expect(JSON.stringify(audit?.after)).not.toContain('1234567890');
    expect(JSON.stringify(audit?.after)).not.toContain('092542943407000');
    const pipeline = (
      await call(recruiter, 'GET', `/requirements/${requirementId}/pipeline`)
    ).json();
    const entry = pipeline.items.find((e: { id: string }) => e.id === people.wulan!.applicationId);
    expect(entry.payrollDataGiven).toBe(true);
    expect(JSON.stringify(pipeline)).not.toContain('1234567890');

    // HR (payroll.read) sees the bank account; business development sees that it was given.
    const onboarding = (token: string) =>
      call(token, 'GET', '/onboarding?state=offered').then(
        (res) =>
          res
            .json()
            .items.find(
              (e: { applicationId: string }) => e.applicationId === people.wulan!.applicationId,
            ).payroll,
      );
    expect(await onboarding(hr)).toMatchObject({
      given: true,
      npwp: '092542943407000',
      ptkpStatus: 'K/2',
      bankAccountNumber: '1234567890',
      bankName: 'Bank Central Asia',
    });
    const bdView = await onboarding(bd);
    expect(bdView).toMatchObject({ given: true, ptkpStatus: 'K/2', religion: 'islam' });
    expect(bdView).not.toHaveProperty('bankAccountNumber');
    expect(bdView).not.toHaveProperty('bankName');
    expect(bdView).not.toHaveProperty('bankAccountName');

    const hired = await call(hr, 'POST', `/onboarding/${people.wulan!.applicationId}/hire`, {
      approverPicIds: [picId],
    });
    expect(hired.statusCode, hired.body).toBe(200);
    wulanEmployeeId = hired.json().employeeId;
    const employee = (await call(hr, 'GET', `/employees/${wulanEmployeeId}`)).json();
    expect(employee).toMatchObject({
      npwp: '092542943407000',
      maritalStatus: 'married',
      ptkpStatus: 'K/2',
      religion: 'islam',
      bankName: 'Bank Central Asia',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Wulan Hartono',
    });
    const contacts = await t.database.db
      .select()
      .from(employeeProfileItems)
      .where(
        and(
          eq(employeeProfileItems.employeeId, wulanEmployeeId),
          eq(employeeProfileItems.kind, 'emergency-contacts'),
        ),
      );
    expect(contacts.map((c) => c.data)).toEqual([
      { ...payrollData.emergencyContact, address: null },
    ]);
    const [salary] = await t.database.db
      .select()
      .from(salaryData)
      .where(eq(salaryData.employeeId, wulanEmployeeId));
    expect(salary).toMatchObject({
      effectiveFrom: month,
      baseSalary: 6_000_000,
      taxIdActive: true,
    });

    // The first month's payroll: nothing missing for her.
    const runId = await calculatedRun(t, hr, { clientId, period: month });
    const list = await call(hr, 'GET', `/payroll/v4/runs/${runId}/payslips?pageSize=200`);
    expect(list.statusCode, list.body).toBe(200);
    const summary = list
      .json()
      .items.find((p: { employeeId: string }) => p.employeeId === wulanEmployeeId);
    expect(summary).toBeDefined();
    const payslip = (await call(hr, 'GET', `/payroll/v4/payslips/${summary.id}`)).json();
    const codes: string[] = [
      ...(payslip.warnings ?? []),
      ...((payslip.findings ?? []) as { code: string }[]).map((f) => f.code),
      ...(summary.warnings ?? []),
    ];
    expect(codes.filter((code) => MISSING_DATA.includes(code))).toEqual([]);
  });

  it('hires a candidate with no NPWP with the tax id marked inactive, and a woman’s PTKP for herself', async () => {
    const link = await offerLink(people.tono!.email);
    const base = `/public/offers/${link.requirementId}/candidates/${link.candidateId}`;
    const confirmed = await call(null, 'POST', `${base}/confirmation?token=${link.token}`, {
      email: link.email,
      ...identity('Tono Saputra', '3273015203940003', 'female'),
      ...payrollData,
      npwp: null,
      noNpwp: true,
      bankAccountName: 'Tono Saputra',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // A married woman's PTKP covers herself only until she shows HR her husband has no income.
    expect(confirmed.json().payroll).toMatchObject({
      hasNpwp: false,
      npwp: null,
      ptkpStatus: 'TK/0',
    });
    await call(null, 'POST', `${base}/response?token=${link.token}`, {
      email: link.email,
      decision: 'accept',
    });
    const hired = await call(hr, 'POST', `/onboarding/${people.tono!.applicationId}/hire`, {
      approverPicIds: [picId],
    });
    expect(hired.statusCode, hired.body).toBe(200);
    const employee = (await call(hr, 'GET', `/employees/${hired.json().employeeId}`)).json();
    expect(employee).toMatchObject({
      npwp: null,
      ptkpStatus: 'TK/0',
      bankAccountNumber: '1234567890',
    });
    const [salary] = await t.database.db
      .select()
      .from(salaryData)
      .where(eq(salaryData.employeeId, hired.json().employeeId));
    expect(salary?.taxIdActive).toBe(false);
  });
});
