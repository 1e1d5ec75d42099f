import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, outbox, overtimeRequests, publicLinks } from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { bearer, signIn } from './support/identity.js';
import { employeeBody, sheetRows } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

/** The newest overtime link mailed to an address, as the approver opens it. */
async function overtimeLinkTo(t: TestApp, email: string) {
  const rows = (await t.database.db.select().from(outbox))
    .filter((r) => r.to.includes(email) && r.templateKey === 'overtime.approval-requested')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const match = /\/pic\/request_overtime\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(rows[0]?.body ?? '');
  if (!match) throw new Error(`No overtime link mailed to ${email}`);
  return { token: match[1]!, email: decodeURIComponent(match[2]!) };
}

async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(engines)(
  'overtime asked for, capped, and approved through a link on %s',
  (engine) => {
    let t: TestApp;
    let me: string;
    let hr: string;
    let bd: string;
    let employeeId: string;
    let clientId: string;
    let approver: string;
    let restdayId: string;
    let restdayLink: { token: string; email: string };
    let demoOvertime: (typeof overtimeRequests.$inferSelect)[] = [];
    const now = new Date('2026-12-08T03:00:00Z'); // Tuesday 8 Dec 2026, 10:00 WIB

    const call = (
      token: string | null,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      locale = 'en',
    ) =>
      t.app.inject({
        method,
        url,
        headers: { ...(token ? bearer(token) : {}), 'accept-language': locale },
        ...(payload ? { payload } : {}),
      });
    const ask = (body: object, locale = 'en') =>
      call(me, 'POST', '/api/v4/me/overtime', body, locale);
    const countRequests = async () => (await t.database.db.select().from(overtimeRequests)).length;

    beforeAll(async () => {
      t = await createTestApp(engine, {}, { now: () => now, demo: true });
      // A 6-day week on Rp 5.000.000 (basic wage, no fixed allowances).
      const [demo] = await t.database.db
        .update(employees)
        .set({ workWeek: 6, baseSalary: 5_000_000, fixedAllowances: 0, endDate: null })
        .where(eq(employees.nik, DEMO_EMPLOYEE_NIK))
        .returning();
      employeeId = demo!.id;
      clientId = demo!.clientId!;
      // The demo's own overtime is dated from the real today: checked, then removed.
      demoOvertime = await t.database.db.select().from(overtimeRequests);
      await t.database.db.delete(overtimeRequests);
      me = await signIn(t, 'employee@staffdesk.local');
      hr = await signIn(t, 'hr@staffdesk.local');
      bd = await signIn(t, 'bd@staffdesk.local');
    });
    afterAll(() => t.close());

    it('has demo overtime: evenings approved last period, a rest day of the demo account, one waiting', () => {
      const approved = demoOvertime.filter((r) => r.status === 'approved');
      expect(approved.length).toBeGreaterThanOrEqual(5);
      expect(approved.some((r) => r.employeeId === employeeId && r.dayType === 'restday')).toBe(
        true,
      );
      expect(demoOvertime.filter((r) => r.status === 'pending')).toHaveLength(1);
      expect(demoOvertime.every((r) => r.payAmount > 0 && r.billAmount === r.payAmount)).toBe(true);
    });

    it('7 hours on a rest day of a 6-day week: Rp 404.624 in the API, and the client approver is mailed a link', async () => {
      const res = await ask({
        date: '2026-12-06', // a Sunday
        startTime: '08:00',
        endTime: '15:00',
        reason: 'Tutup buku akhir tahun',
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'pending',
        dayType: 'restday',
        workWeek: 6,
        minutes: 420,
        method: 'government',
        payAmount: 404_624,
        billAmount: null,
      });
      expect(body.lines).toEqual([
        expect.objectContaining({ fromHour: 1, toHour: 7, hours: 7, multiplierPct: 200 }),
      ]);
      expect(body.approverEmail).toMatch(/@/);
      approver = body.approverEmail;
      restdayId = body.id;
      restdayLink = await overtimeLinkTo(t, approver);
      const link = restdayLink;
      expect(link.email).toBe(approver);

      const mine = await call(me, 'GET', '/api/v4/me/overtime?period=2026-12');
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().requests.map((r: { id: string }) => r.id)).toContain(restdayId);
      expect(mine.json().regulation).toMatchObject({
        source: 'default',
        method: 'government',
        dailyCapMinutes: 180,
        weeklyCapMinutes: 840,
      });
    });

    it('refuses 5 hours on a workday with the cap, on the end time, in Indonesian too; nothing is stored', async () => {
      const before = await countRequests();
      const body = {
        date: '2026-12-07',
        startTime: '17:00',
        endTime: '22:00',
        reason: 'Stok opname',
      };
      const res = await ask(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        endTime: 'Overtime on a workday is capped at 3 hours; this request is 5 hours.',
      });
      const id = await ask(body, 'id');
      expect(id.json().errors.endTime).toBe(
        'Lembur pada hari kerja dibatasi 3 jam; pengajuan ini 5 jam.',
      );
      expect(await countRequests()).toBe(before);
    });

    it('caps a week of workdays at 14 hours, and refuses overlapping and odd times', async () => {
      for (const date of ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17']) {
        const res = await ask({ date, startTime: '17:00', endTime: '20:00', reason: 'Closing' });
        expect(res.statusCode, res.body).toBe(201);
      }
      const fifth = await ask({
        date: '2026-12-18',
        startTime: '17:00',
        endTime: '20:00',
        reason: 'x',
      });
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().errors.date).toBe(
        'Overtime on workdays is capped at 14 hours a week, and 12 hours are already asked for that week.',
      );
      const overlap = await ask({
        date: '2026-12-14',
        startTime: '19:00',
        endTime: '19:30',
        reason: 'x',
      });
      expect(overlap.json().errors.startTime).toBe(
        'This overlaps your overtime of 17:00–20:00 that day.',
      );
      const odd = await ask({
        date: '2026-12-19',
        startTime: '17:00',
        endTime: '18:10',
        reason: 'x',
      });
      expect(odd.json().errors.endTime).toMatch(/quarter hours/);
    });

    it('shows the approver the request without the pay; another address or token is 404', async () => {
      const link = restdayLink;
      const url = `/api/v4/public/overtime-approvals/${link.token}`;
      const res = await call(null, 'GET', `${url}?email=${encodeURIComponent(link.email)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        state: 'open',
        request: { date: '2026-12-06', minutes: 420 },
      });
      expect(res.body).not.toContain('404624');
      expect(res.json().request.payAmount).toBeUndefined();
      expect((await call(null, 'GET', `${url}?email=someone@else.co.id`)).statusCode).toBe(404);
      expect(
        (
          await call(
            null,
            'GET',
            `/api/v4/public/overtime-approvals/${'x'.repeat(43)}?email=${link.email}`,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('decides once: of five parallel decisions one wins, a replay is 409 with who and when', async () => {
      const link = restdayLink;
      const url = `/api/v4/public/overtime-approvals/${link.token}/decision`;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(null, 'POST', url, { email: link.email, decision: 'approve' }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      const replay = await call(null, 'POST', url, {
        email: link.email,
        decision: 'reject',
        comment: 'x',
      });
      expect(replay.statusCode).toBe(409);
      expect(replay.json().detail).toMatch(
        /^This request was already approved by .+ on 0?8 Dec 2026, 10:00 WIB\.$/,
      );
      const row = (await call(hr, 'GET', `/api/v4/overtime/requests/${restdayId}`)).json();
      expect(row).toMatchObject({ status: 'approved', payAmount: 404_624, billAmount: 404_624 });
      const employeeMail = (await t.database.db.select().from(outbox)).filter(
        (m) => m.templateKey === 'overtime.approved',
      );
      expect(employeeMail).toHaveLength(1);
    });

    it('reads the overtime PDF back: the employee, the date, Rp 404.624 and the decision; the link’s PDF has no pay', async () => {
      const res = await call(me, 'GET', `/api/v4/me/overtime/${restdayId}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Overtime form');
      expect(text).toContain('6 Dec 2026');
      expect(text).toContain('08:00–15:00');
      expect(text).toContain('Rp 404.624');
      expect(text).toMatch(/Approved/);
      const employee = (await call(me, 'GET', '/api/v4/me/employee')).json();
      expect(text).toContain(employee.fullName);

      const link = restdayLink;
      const pub = await call(
        null,
        'GET',
        `/pdf/v4/public/overtime-approvals/${link.token}?email=${encodeURIComponent(link.email)}`,
      );
      expect(pub.statusCode).toBe(200);
      const publicText = await pdfText(pub.rawPayload);
      expect(publicText).toContain(employee.fullName);
      expect(publicText).not.toContain('Rp');
    });

    it('an expired link is 410 and says so; HR decides instead, and a rejection needs a reason', async () => {
      const res = await ask({
        date: '2026-12-19',
        startTime: '09:00',
        endTime: '11:00',
        reason: 'Audit',
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id;
      const link = await overtimeLinkTo(t, approver);
      await t.database.db
        .update(publicLinks)
        .set({ expiresAt: new Date('2026-12-01T00:00:00Z') })
        .where(eq(publicLinks.recordId, id));
      const view = await call(
        null,
        'GET',
        `/api/v4/public/overtime-approvals/${link.token}?email=${encodeURIComponent(link.email)}`,
      );
      // Expired, the link shows nothing but that (issue #27), nor its PDF.
      expect(view.statusCode).toBe(410);
      expect(view.json().code).toBe('link-expired');
      expect(view.body).not.toContain('Audit');
      const pdf = await call(
        null,
        'GET',
        `/pdf/v4/public/overtime-approvals/${link.token}?email=${encodeURIComponent(link.email)}`,
      );
      expect(pdf.statusCode).toBe(410);
      const late = await call(
        null,
        'POST',
        `/api/v4/public/overtime-approvals/${link.token}/decision`,
        {
          email: link.email,
          decision: 'approve',
        },
      );
      expect(late.statusCode).toBe(410);
      const noReason = await call(hr, 'POST', `/api/v4/overtime/requests/${id}/decision`, {
        decision: 'reject',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors).toEqual({ comment: 'Say why you reject it.' });
      const rejected = await call(hr, 'POST', `/api/v4/overtime/requests/${id}/decision`, {
        decision: 'reject',
        comment: 'Audit dipindah ke Senin',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        decisionComment: 'Audit dipindah ke Senin',
      });
    });

    it('lets the employee cancel a waiting request, once', async () => {
      const mine = (await call(me, 'GET', '/api/v4/me/overtime?period=2026-12')).json();
      const pending = mine.requests.find((r: { status: string }) => r.status === 'pending');
      const res = await call(me, 'POST', `/api/v4/me/overtime/${pending.id}/cancel`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('cancelled');
      expect((await call(me, 'POST', `/api/v4/me/overtime/${pending.id}/cancel`)).statusCode).toBe(
        409,
      );
    });

    it("sums the client's period per employee, exports it, and feeds the timesheet and payroll's totals", async () => {
      const list = await call(
        hr,
        'GET',
        `/api/v4/overtime/requests?clientId=${clientId}&period=2026-12`,
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().counts).toMatchObject({
        approved: 1,
        rejected: 1,
        cancelled: 1,
        pending: 3,
      });
      const summary = await call(
        hr,
        'GET',
        `/api/v4/overtime/summary?clientId=${clientId}&period=2026-12`,
      );
      expect(summary.statusCode, summary.body).toBe(200);
      expect(summary.json().items).toEqual([
        expect.objectContaining({
          employee: expect.objectContaining({ id: employeeId }),
          approvedRequests: 1,
          approvedMinutes: 420,
          restdayMinutes: 420,
          payAmount: 404_624,
          billAmount: 404_624,
          pendingRequests: 3,
        }),
      ]);
      const xlsx = await call(
        hr,
        'GET',
        `/api/v4/overtime/summary/export?clientId=${clientId}&period=2026-12`,
      );
      expect(xlsx.statusCode).toBe(200);
      const { rows } = await sheetRows(xlsx.rawPayload);
      expect(rows[0]).toContain('Pay (Rp)');
      expect(rows[1]).toEqual(expect.arrayContaining([7, 404_624]));

      // Finance reads the billable side of the same figures; HR may not read finance's.
      const finance = await signIn(t, 'finance@staffdesk.local');
      const billable = await call(
        finance,
        'GET',
        `/api/v4/finance/overtime?clientId=${clientId}&period=2026-12`,
      );
      expect(billable.statusCode, billable.body).toBe(200);
      expect(billable.json().totals).toMatchObject({ billAmount: 404_624, approvedMinutes: 420 });
      expect(
        (await call(finance, 'GET', `/api/v4/overtime/summary?clientId=${clientId}`)).statusCode,
      ).toBe(403);
      expect(
        (await call(hr, 'GET', `/api/v4/finance/overtime?clientId=${clientId}`)).statusCode,
      ).toBe(403);
      // The sheet made now carries the approved overtime on its day.
      const sheet = (await call(me, 'GET', '/api/v4/me/timesheet?period=2026-12')).json().timesheet;
      expect(
        sheet.days.find((d: { date: string }) => d.date === '2026-12-06').overtimeMinutes,
      ).toBe(420);
      const totals = await call(
        hr,
        'GET',
        `/api/v4/timesheet-periods/approved-totals?clientId=${clientId}&period=2026-12`,
      );
      expect(totals.statusCode, totals.body).toBe(200);
      expect(totals.json().overtimePending).toBe(3);
      expect(
        (await call(me, 'GET', `/api/v4/overtime/summary?clientId=${clientId}`)).statusCode,
      ).toBe(403);
    });

    it('pays by the client’s regulation: a fixed rate, billed at 120 %; an employee’s own wins', async () => {
      const missing = await call(bd, 'POST', '/api/v4/overtime-schemes', {
        clientId,
        settings: { method: 'fixed-rate', billing: 'percent-of-pay' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toMatchObject({
        'settings.hourlyRate': 'Enter the rate per hour.',
        'settings.billingValue': 'Enter the percentage of the pay the client is billed.',
      });
      const created = await call(bd, 'POST', '/api/v4/overtime-schemes', {
        clientId,
        settings: {
          method: 'fixed-rate',
          hourlyRate: 50_000,
          dailyCapMinutes: 120,
          billing: 'percent-of-pay',
          billingValue: 120,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ method: 'fixed-rate', weeklyCapMinutes: 840 });
      const again = await call(bd, 'POST', '/api/v4/overtime-schemes', {
        clientId,
        settings: { method: 'government' },
      });
      expect(again.statusCode).toBe(409);

      const capped = await ask({
        date: '2026-12-21',
        startTime: '17:00',
        endTime: '20:00',
        reason: 'x',
      });
      expect(capped.json().errors.endTime).toBe(
        'Overtime on a workday is capped at 2 hours; this request is 3 hours.',
      );
      const entered = await call(hr, 'POST', '/api/v4/overtime/requests', {
        employeeId,
        date: '2026-12-21',
        startTime: '17:00',
        endTime: '18:30',
        reason: 'Dari formulir kertas',
      });
      expect(entered.statusCode, entered.body).toBe(201);
      expect(entered.json()).toMatchObject({
        method: 'fixed-rate',
        payAmount: 75_000,
        billAmount: 90_000,
      });

      const own = await call(hr, 'POST', '/api/v4/overtime-schemes', {
        employeeId,
        settings: {
          method: 'client-multipliers',
          multipliers: { workdayFirstHour: 150, workdayNextHours: 200, restday: 250, holiday: 300 },
        },
      });
      expect(own.statusCode, own.body).toBe(201);
      const effective = (
        await call(hr, 'GET', `/api/v4/employees/${employeeId}/overtime-scheme`)
      ).json();
      expect(effective).toMatchObject({
        source: 'employee',
        method: 'client-multipliers',
        dailyCapMinutes: 180,
      });
      const calc = (
        await call(me, 'GET', '/api/v4/me/overtime/calculation?date=2026-12-20&hours=2')
      ).json();
      // 2 h × 250 % × 5.000.000 / 173 = 144.508,67 → 144.509
      expect(calc).toMatchObject({
        method: 'client-multipliers',
        schemeSource: 'employee',
        pay: 144_509,
      });
      expect((await call(me, 'GET', '/api/v4/overtime-schemes')).statusCode).toBe(403);
      const clients = (await call(hr, 'GET', '/api/v4/overtime-schemes?scope=client')).json();
      expect(clients.items.map((s: { ownerName: string }) => s.ownerName)).toHaveLength(1);
      expect(
        (await call(bd, 'DELETE', `/api/v4/overtime-schemes/${own.json().id}`)).statusCode,
      ).toBe(204);
      expect(
        (await call(hr, 'GET', `/api/v4/employees/${employeeId}/overtime-scheme`)).json().source,
      ).toBe('client');
    });

    it('asks HR when the employee is internal staff: no link, no mail', async () => {
      const res = await call(
        hr,
        'POST',
        '/api/v4/employees',
        employeeBody({ fullName: 'Staf Internal' }, { startDate: '2026-01-05' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const before = (await t.database.db.select().from(outbox)).length;
      const entered = await call(hr, 'POST', '/api/v4/overtime/requests', {
        employeeId: res.json().id,
        date: '2026-12-07',
        startTime: '17:00',
        endTime: '19:00',
        reason: 'Rekap gaji',
      });
      expect(entered.statusCode, entered.body).toBe(201);
      expect(entered.json()).toMatchObject({
        clientId: null,
        approverEmail: null,
        status: 'pending',
      });
      expect((await t.database.db.select().from(outbox)).length).toBe(before);
    });
  },
);
