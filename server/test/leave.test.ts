import contentDisposition from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, leaveRequests, publicLinks } from '../src/db/schema.js';
import { hashToken } from '../src/identity/tokens.js';
import { bearer, latestMailTo, signIn } from './support/identity.js';
import { sheetRows } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** Monday 4 May 2026, 09:00 WIB: the day of these tests (the default notice is 3 days). */
const NOW = new Date('2026-05-04T02:00:00Z');
const PIC_EMAIL = 'hendro.wibisono@banknusantara.co.id';
const HR_EMAIL = 'hr@staffdesk.local';
const EMPLOYEE_EMAIL = 'employee@staffdesk.local';
const parseContentDisposition = contentDisposition.parse;
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The token and (decoded) email of the approval link in a mail body. */
function approvalLinkOf(body: string) {
  const match = /\/leaves\/([A-Za-z0-9_-]+)\/approvalby\/(\S+)/.exec(body);
  if (!match) throw new Error(`No approval link in mail:\n${body}`);
  return { token: match[1]!, rawEmail: match[2]!, email: decodeURIComponent(match[2]!) };
}

function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type: string },
) {
  const boundary = '----staffdesk-leave';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(engines)('leave, end to end, on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let me: string;
  let agusId: string;

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url:
        url.startsWith('/') && !url.startsWith('/api') && !url.startsWith('/pdf')
          ? `/api/v4${url}`
          : url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  const ask = (
    fields: Record<string, string>,
    file?: { name: string; data: Buffer; type: string },
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v4/me/leave-requests',
      headers: { ...bearer(me), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  const balance = async () => {
    const res = await call(me, 'GET', '/me/leave-balances?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items[0] as { available: number; taken: number; pending: number };
  };

  const publicGet = (token: string, email: string) =>
    call(null, 'GET', `/api/v4/public/leave-approvals/${token}?email=${encodeURIComponent(email)}`);
  const publicDecide = (token: string, payload: object) =>
    call(null, 'POST', `/api/v4/public/leave-approvals/${token}/decision`, payload);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => NOW, demo: true });
    hr = await signIn(t, HR_EMAIL);
    me = await signIn(t, EMPLOYEE_EMAIL);
    const [agus] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.fullName, 'Agus Pratama'));
    agusId = agus!.id;
    // A fixed start date and contract end, so the balance does not depend on the day the demo
    // data was seeded.
    await t.database.db
      .update(employees)
      .set({ startDate: '2024-01-15', endDate: '2027-01-14' })
      .where(eq(employees.id, agusId));
  });
  afterAll(() => t.close());

  it('seeds the leave types, the default policy and a PIC with the leave-approver role', async () => {
    const types = (await call(me, 'GET', '/leave-types')).json().items;
    expect(types.map((x: { key: string }) => x.key)).toEqual([
      'annual',
      'sick',
      'maternity',
      'marriage',
      'child-marriage',
      'child-circumcision-baptism',
      'wife-giving-birth',
      'bereavement-close',
      'bereavement-household',
      'unpaid',
    ]);
    const policies = (await call(hr, 'GET', '/leave-policies')).json().items;
    expect(policies[0]).toMatchObject({
      clientId: null,
      annualQuota: 12,
      approvalChain: 'pic-then-hr',
    });
    expect((await call(me, 'GET', '/leave-policies')).statusCode).toBe(403);
    expect(await balance()).toMatchObject({ available: 12, taken: 0, pending: 0 });
  });

  let approvedId = '';
  let formToken = '';
  let picToken = '';

  it('Friday to Tuesday over a Monday holiday is 2 days; PIC by link, HR in app; balance −2; the form names both', async () => {
    // Fri 29 May 2026 to Tue 2 Jun: Sat, Sun (Waisak) and Mon 1 June (Hari Lahir Pancasila) skipped.
    const count = await call(
      me,
      'GET',
      '/leave-working-days?startDate=2026-05-29&endDate=2026-06-02',
    );
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toEqual({
      workingDays: 2,
      skipped: [{ date: '2026-06-01', reason: 'Hari Lahir Pancasila' }],
    });

    const created = await ask({
      type: 'annual',
      startDate: '2026-05-29',
      endDate: '2026-06-02',
      reason: 'Family wedding in Yogyakarta',
    });
    expect(created.statusCode, created.body).toBe(201);
    const leave = created.json();
    approvedId = leave.id;
    expect(leave).toMatchObject({
      type: 'annual',
      workingDays: 2,
      status: 'pending',
      employee: { fullName: 'Agus Pratama', clientName: 'PT Bank Nusantara Sejahtera Tbk' },
      approvals: [
        { step: 1, approverType: 'pic', approverName: 'Hendro Wibisono', decision: 'pending' },
        { step: 2, approverType: 'hr', decision: null },
      ],
      formToken: null,
    });
    expect(await balance()).toMatchObject({ available: 10, pending: 2, taken: 0 });

    const mail = await latestMailTo(t, PIC_EMAIL);
    expect(mail?.templateKey).toBe('leave.approval-requested');
    expect(mail!.body).toContain(`/approvalby/${encodeURIComponent(PIC_EMAIL)}`);
    expect(mail!.body).toContain('Agus Pratama');
    const link = approvalLinkOf(mail!.body);
    expect(link.rawEmail).toBe('hendro.wibisono%40banknusantara.co.id');
    picToken = link.token;

    const view = await publicGet(link.token, link.email);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      state: 'open',
      request: {
        workingDays: 2,
        startDate: '2026-05-29',
        endDate: '2026-06-02',
        // The PIC's link speaks the PIC's language (Indonesian by default).
        typeName: 'Cuti tahunan',
      },
      locale: 'id',
      balance: { before: 12, after: 10 },
      approver: { name: 'Hendro Wibisono', email: PIC_EMAIL, step: 1 },
    });

    const decided = await publicDecide(link.token, { email: link.email, decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      state: 'decided',
      decision: { decision: 'approved', decidedBy: 'Hendro Wibisono' },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, approvedId), eq(auditLog.action, 'leave.step-approved')));
    expect(audit?.actorLabel).toBe(PIC_EMAIL);

    // HR's step: mailed to HR (with a link), and waiting in the app.
    const hrMail = await latestMailTo(t, HR_EMAIL);
    expect(hrMail?.templateKey).toBe('leave.approval-requested');
    expect(approvalLinkOf(hrMail!.body).email).toBe(HR_EMAIL);
    expect((await latestMailTo(t, 'admin@staffdesk.local'))?.templateKey).not.toBe(
      'leave.approval-requested',
    );
    const pending = (await call(hr, 'GET', '/leave-approvals/pending')).json();
    expect(pending.items.map((r: { id: string }) => r.id)).toContain(approvedId);
    const waiting = (await call(hr, 'GET', '/me/waiting')).json().items;
    expect(waiting.find((w: { key: string }) => w.key === 'leave.approvals-pending')).toMatchObject(
      {
        href: '/human-resource/leaves/approval',
      },
    );
    expect((await call(me, 'GET', '/leave-approvals/pending')).statusCode).toBe(403);

    const approved = await call(hr, 'POST', `/leave-requests/${approvedId}/decision`, {
      decision: 'approve',
      comment: 'Enjoy.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      approvals: [
        { decision: 'approved', via: 'link', approverName: 'Hendro Wibisono' },
        {
          decision: 'approved',
          via: 'app',
          approverName: 'Rina Wulandari',
          approverEmail: HR_EMAIL,
        },
      ],
    });
    formToken = approved.json().formToken;
    expect(formToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await balance()).toMatchObject({ available: 10, taken: 2, pending: 0 });

    const decidedMail = await latestMailTo(t, EMPLOYEE_EMAIL);
    expect(decidedMail?.templateKey).toBe('leave.decided');
    expect(decidedMail!.subject).toContain('approved');
    expect(decidedMail!.body).toContain(`/form_leave/download/approval/${formToken}`);
    // The in-app notice lists decisions of the last 3 days (real time, as the home page does).
    await t.database.db
      .update(leaveRequests)
      .set({ decidedAt: new Date() })
      .where(eq(leaveRequests.id, approvedId));
    const notices = (await call(me, 'GET', '/me/waiting')).json().items;
    expect(notices.map((w: { key: string }) => w.key)).toContain('leave.decided');

    const pdf = await call(null, 'GET', `/pdf/v4/public/leave-forms/${formToken}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
    expect(text).toContain('Staffdesk');
    expect(text).toContain('Agus Pratama');
    expect(text).toContain('Hendro Wibisono');
    expect(text).toContain('Rina Wulandari');
    expect(text).toContain('Approved');
    expect(text).toContain('29 May 2026');
    expect(
      (await call(null, 'GET', `/pdf/v4/public/leave-forms/${formToken.slice(0, -2)}AA`))
        .statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', '/pdf/v4/public/leave-forms/garbage')).statusCode).toBe(404);
  });

  it('a reused link shows the earlier decision; another email is 404; an expired link says so', async () => {
    const again = await publicDecide(picToken, {
      email: PIC_EMAIL,
      decision: 'reject',
      comment: 'No',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already-decided',
      decision: { decision: 'approved', decidedBy: 'Hendro Wibisono' },
    });
    expect(again.json().decision.decidedAt).toBe(NOW.toISOString());
    const shown = (await publicGet(picToken, PIC_EMAIL)).json();
    expect(shown).toMatchObject({
      state: 'decided',
      decision: { decision: 'approved', decidedBy: 'Hendro Wibisono' },
    });

    expect((await publicGet(picToken, 'someone@else.co.id')).statusCode).toBe(404);
    expect(
      (await publicDecide(picToken, { email: 'someone@else.co.id', decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    expect((await publicGet('x'.repeat(43), PIC_EMAIL)).statusCode).toBe(404);

    const created = await ask({
      type: 'annual',
      startDate: '2026-06-08',
      endDate: '2026-06-08',
      halfDay: 'morning',
      reason: 'Bank appointment',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().workingDays).toBe(0.5);
    const { token } = approvalLinkOf((await latestMailTo(t, PIC_EMAIL))!.body);
    await t.database.db
      .update(publicLinks)
      .set({ expiresAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(publicLinks.tokenHash, hashToken(token)));
    // Expired, the link shows nothing but that (issue #27): no request, no attachment.
    const expired = await publicGet(token, PIC_EMAIL);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('link-expired');
    expect(expired.body).not.toContain('Bank appointment');
    const late = await publicDecide(token, { email: PIC_EMAIL, decision: 'approve' });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('link-expired');
    // HR can still decide it on the PIC's behalf.
    const onBehalf = await call(hr, 'POST', `/leave-requests/${created.json().id}/decision`, {
      decision: 'approve',
    });
    expect(onBehalf.statusCode).toBe(409);
    expect(onBehalf.json().code).toBe('pic-step');
    const done = await call(hr, 'POST', `/leave-requests/${created.json().id}/decision`, {
      decision: 'reject',
      comment: 'Branch audit that morning.',
      onBehalfOfPic: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'rejected',
      approvals: [{ decision: 'rejected', onBehalfOf: PIC_EMAIL, via: 'app' }, { decision: null }],
    });
    expect((await latestMailTo(t, EMPLOYEE_EMAIL))?.subject).toContain('rejected');
    // The PIC's link expired before anyone decided through it: it still says only that.
    expect((await publicGet(token, PIC_EMAIL)).statusCode).toBe(410);
  });

  it('two simultaneous decisions on one link: exactly one 200, the other 409', async () => {
    const created = await ask({
      type: 'annual',
      startDate: '2026-06-09',
      endDate: '2026-06-10',
      reason: 'Moving house',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = approvalLinkOf((await latestMailTo(t, PIC_EMAIL))!.body);
    const results = await Promise.all([
      publicDecide(token, { email: PIC_EMAIL, decision: 'approve' }),
      publicDecide(token, { email: PIC_EMAIL, decision: 'reject', comment: 'Busy month' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().code).toBe('already-decided');
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(loser.json().decision.decision).toBe(winner.decision.decision);
    const [link] = await t.database.db
      .select()
      .from(publicLinks)
      .where(eq(publicLinks.tokenHash, hashToken(token)));
    expect(link!.decision?.decision).toBe(winner.decision.decision);
    // Tidy up: cancel it if still pending or approved (it starts after today).
    const state = (await call(hr, 'GET', `/leave-requests/${created.json().id}`)).json().status;
    if (state !== 'rejected') {
      expect(
        (await call(me, 'POST', `/me/leave-requests/${created.json().id}/cancel`)).statusCode,
      ).toBe(200);
    }
  });

  it('validates with field errors: dates, zero days, overlap, balance, notice, sick letter, maximum', async () => {
    const errorsOf = async (fields: Record<string, string>, file?: Parameters<typeof ask>[1]) => {
      const res = await ask({ reason: 'Test', ...fields }, file);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    expect(
      (await errorsOf({ type: 'annual', startDate: '2026-06-20', endDate: '2026-06-19' })).endDate,
    ).toBe('The end date is before the start date.');
    expect(
      (await errorsOf({ type: 'annual', startDate: '2026-05-09', endDate: '2026-05-10' })).endDate,
    ).toMatch(/no working day from 2026-05-09 to 2026-05-10/);
    expect(
      (await errorsOf({ type: 'annual', startDate: '2026-05-28', endDate: '2026-05-29' }))
        .startDate,
    ).toBe(
      'You already have leave from 2026-05-29 to 2026-06-02 (approved) that overlaps these dates.',
    );
    const left = (await balance()).available;
    // 1–15 July 2026: 11 working days, no holidays.
    expect(left).toBeLessThan(11);
    expect(
      (await errorsOf({ type: 'annual', startDate: '2026-07-01', endDate: '2026-07-15' })).endDate,
    ).toBe(`You have ${left} days of annual leave left; this request needs 11.`);
    expect(
      (await errorsOf({ type: 'annual', startDate: '2026-05-05', endDate: '2026-05-05' }))
        .startDate,
    ).toBe('Ask at least 3 days ahead: the earliest start is 2026-05-07.');
    expect(
      (await errorsOf({ type: 'sick', startDate: '2026-04-29', endDate: '2026-04-30' })).attachment,
    ).toBe("Attach a doctor's letter for sick leave of more than 1 day.");
    expect(
      (await errorsOf({ type: 'marriage', startDate: '2026-07-06', endDate: '2026-07-09' }))
        .endDate,
    ).toBe('Marriage is at most 3 days; this request needs 4.');
    expect(
      (await errorsOf({ type: 'holiday', startDate: '2026-07-06', endDate: '2026-07-09' })).type,
    ).toBeTruthy();
    expect((await errorsOf({ startDate: 'soon' })).startDate).toBeTruthy();

    // Sick for two days with a letter, backdated: accepted, and the letter can be read back.
    const sick = await ask(
      { type: 'sick', startDate: '2026-04-29', endDate: '2026-04-30', reason: 'Flu' },
      { name: 'surat-dokter.pdf', data: PDF_BYTES, type: 'application/pdf' },
    );
    expect(sick.statusCode, sick.body).toBe(201);
    expect(sick.json().attachment).toMatchObject({
      name: 'surat-dokter.pdf',
      contentType: 'application/pdf',
    });
    const letter = await call(hr, 'GET', `/leave-requests/${sick.json().id}/attachment`);
    expect(letter.statusCode).toBe(200);
    expect(letter.rawPayload.equals(PDF_BYTES)).toBe(true);
    const { token } = approvalLinkOf((await latestMailTo(t, PIC_EMAIL))!.body);
    const viaLink = await call(
      null,
      'GET',
      `/api/v4/public/leave-approvals/${token}/attachment?email=${encodeURIComponent(PIC_EMAIL)}`,
    );
    expect(viaLink.statusCode).toBe(200);
    const wrongKind = await ask(
      { type: 'sick', startDate: '2026-04-27', endDate: '2026-04-28', reason: 'Flu' },
      { name: 'letter.txt', data: Buffer.from('hello'), type: 'text/plain' },
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.attachment).toBeTruthy();
  });

  it('downloads keep non-Latin names: RFC 6266 filename* with an ASCII fallback, on every path', async () => {
    for (const [day, name, fallback] of [
      ['2026-04-21', 'surat dokter – Agus.pdf', 'surat dokter _ Agus.pdf'],
      ['2026-04-22', '医生.pdf', '__.pdf'],
    ] as const) {
      const sick = await ask(
        { type: 'sick', startDate: day, endDate: day, reason: 'Flu' },
        { name, data: PDF_BYTES, type: 'application/pdf' },
      );
      expect(sick.statusCode, sick.body).toBe(201);
      expect(sick.json().attachment.name).toBe(name);
      const { token } = approvalLinkOf((await latestMailTo(t, PIC_EMAIL))!.body);
      for (const res of [
        await call(hr, 'GET', `/leave-requests/${sick.json().id}/attachment`),
        await call(me, 'GET', `/me/leave-requests/${sick.json().id}/attachment`),
        await call(
          null,
          'GET',
          `/api/v4/public/leave-approvals/${token}/attachment?email=${encodeURIComponent(PIC_EMAIL)}`,
        ),
      ]) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
        const header = String(res.headers['content-disposition']);
        expect(header).toContain(`filename="${fallback}"`);
        expect(parseContentDisposition(header)).toEqual({
          type: 'inline',
          parameters: { filename: name },
        });
      }
    }
  });

  it('cancels before the start date and gives the days back; not once the leave has started', async () => {
    const before = await balance();
    const created = await ask({
      type: 'annual',
      startDate: '2026-06-22',
      endDate: '2026-06-24',
      reason: 'Trip',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await balance()).available).toBe(before.available - 3);
    const cancelled = await call(me, 'POST', `/me/leave-requests/${created.json().id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await balance()).toMatchObject({ available: before.available, pending: before.pending });
    expect((await latestMailTo(t, PIC_EMAIL))?.templateKey).toBe('leave.cancelled');
    expect(
      (await call(me, 'POST', `/me/leave-requests/${created.json().id}/cancel`)).statusCode,
    ).toBe(409);

    // The approved one, too: its 2 days return and its form is gone.
    const approvedBack = await call(me, 'POST', `/me/leave-requests/${approvedId}/cancel`);
    expect(approvedBack.statusCode, approvedBack.body).toBe(200);
    expect((await balance()).taken).toBe(0);
    expect((await call(null, 'GET', `/pdf/v4/public/leave-forms/${formToken}`)).statusCode).toBe(
      404,
    );

    // The sick leave of 29–30 April has started: it cannot be cancelled.
    const mine = (await call(me, 'GET', '/me/leave-requests?status=pending')).json().items;
    const sick = mine.find((r: { type: string }) => r.type === 'sick');
    const started = await call(me, 'POST', `/me/leave-requests/${sick.id}/cancel`);
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('already-started');
  });

  it('adjusts quotas with a reason (audited); policies per client change the chain', async () => {
    const missing = await call(hr, 'POST', '/leave-adjustments', {
      employeeId: agusId,
      type: 'annual',
      year: 2026,
      days: 1.5,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reason).toBeTruthy();
    const zero = await call(hr, 'POST', '/leave-adjustments', {
      employeeId: agusId,
      type: 'annual',
      year: 2026,
      days: 0,
      reason: 'x',
    });
    expect(zero.json().errors.days).toBeTruthy();
    const before = await balance();
    const adjusted = await call(hr, 'POST', '/leave-adjustments', {
      employeeId: agusId,
      type: 'annual',
      year: 2026,
      days: 1.5,
      reason: 'Worked on the Idul Fitri weekend',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(await balance()).toMatchObject({ available: before.available + 1.5 });
    const viaHr = (await call(hr, 'GET', `/employees/${agusId}/leave-balances?year=2026`)).json();
    expect(viaHr.items[0].adjustments).toBe(1.5);
    const listed = (
      await call(hr, 'GET', `/leave-adjustments?employeeId=${agusId}&year=2026`)
    ).json();
    expect(listed.items[0]).toMatchObject({ days: 1.5, createdBy: 'Rina Wulandari' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'leave.quota-adjusted'), eq(auditLog.entityId, agusId)));
    expect(audit?.actorLabel).toBe(HR_EMAIL);

    const policies = (await call(hr, 'GET', '/leave-policies')).json().items;
    const fallback = policies.find((p: { clientId: string | null }) => p.clientId === null);
    expect((await call(hr, 'DELETE', `/leave-policies/${fallback.id}`)).statusCode).toBe(409);
    const me_ = (await call(me, 'GET', '/me/employee')).json();
    const policy = {
      name: 'Bank Nusantara',
      clientId: me_.clientId,
      annualQuota: 14,
      accrual: 'yearly',
      prorateJoiners: true,
      carryOverCap: 0,
      carryOverExpiresOn: '03-31',
      countWeekends: false,
      countHolidays: false,
      minimumNoticeDays: 0,
      sickAttachmentOverDays: 2,
      approvalChain: 'hr',
    };
    const created = await call(hr, 'POST', '/leave-policies', policy);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().clientName).toBe('PT Bank Nusantara Sejahtera Tbk');
    expect((await call(hr, 'POST', '/leave-policies', policy)).statusCode).toBe(409);
    expect(
      (await call(hr, 'POST', '/leave-policies', { ...policy, carryOverCap: 13 })).json().errors
        .carryOverCap,
    ).toBeTruthy();
    expect((await balance()).available).toBe(before.available + 1.5 + 2);

    const hrOnly = await ask({
      type: 'annual',
      startDate: '2026-05-06',
      endDate: '2026-05-06',
      reason: 'Errand',
    });
    expect(hrOnly.statusCode, hrOnly.body).toBe(201);
    expect(hrOnly.json().approvals).toMatchObject([
      { step: 1, approverType: 'hr', decision: 'pending' },
    ]);
    expect((await call(hr, 'DELETE', `/leave-policies/${created.json().id}`)).statusCode).toBe(204);
  });

  it('shows HR the dashboard and exports balances', async () => {
    const res = await call(hr, 'GET', '/leave-dashboard?pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json();
    expect(dashboard.today).toBe('2026-05-04');
    expect(dashboard.pendingByAge.map((b: { bucket: string }) => b.bucket)).toEqual([
      '0-2 days',
      '3-7 days',
      'over 7 days',
    ]);
    const pendingTotal = dashboard.pendingByAge.reduce(
      (n: number, b: { count: number }) => n + b.count,
      0,
    );
    expect(pendingTotal).toBeGreaterThan(0);
    expect(dashboard.balances.items).toHaveLength(5);
    expect(dashboard.balances.total).toBeGreaterThan(100);
    expect((await call(me, 'GET', '/leave-dashboard')).statusCode).toBe(403);

    const list = (await call(hr, 'GET', `/leave-requests?employeeId=${agusId}&pageSize=50`)).json();
    expect(list.total).toBeGreaterThanOrEqual(5);

    const file = await call(hr, 'GET', '/leave-balances/export?year=2026');
    expect(file.statusCode).toBe(200);
    const { rows } = await sheetRows(file.rawPayload);
    expect(rows[0]).toContain('Available');
    expect(rows.length).toBeGreaterThan(100);
  });
});
