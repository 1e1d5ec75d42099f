import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, timesheets } from '../src/db/schema.js';
import { runTimesheetSchedule } from '../src/timesheets/schedule.js';
import { bearer, signIn } from './support/identity.js';
import { employeeBody } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const PIC = 'sutrisno@karyasentosa.co.id';
const SECONDARY = 'wenny@karyasentosa.co.id';
const EMPLOYEES = 50;

/** The approval link of the newest mail to an address: its path and query, as the PIC opens it. */
async function approvalLinkTo(
  t: TestApp,
  email: string,
  template = 'timesheet.approval-requested',
) {
  const rows = (await t.database.db.select().from(outbox))
    .filter((r) => r.to.includes(email) && r.templateKey === template)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const match = /\/pic\/request_timesheet\/([^/\s]+)\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(
    rows[0]?.body ?? '',
  );
  if (!match) throw new Error(`No timesheet link mailed to ${email}`);
  return { content: match[1]!, token: match[2]!, email: decodeURIComponent(match[3]!) };
}

describe.each(engines)(
  'timesheets: a client period approved by its PIC through a link on %s',
  (engine) => {
    let t: TestApp;
    let hr: string;
    let clientId: string;
    let now = new Date('2026-11-21T03:00:00Z'); // Saturday 21 Nov 2026, 10:00 WIB
    const ids: string[] = [];
    let demoSheets: (typeof timesheets.$inferSelect)[] = [];

    const call = (
      token: string | null,
      method: 'GET' | 'POST' | 'PUT',
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
    const publicUrl = (link: { content: string; token: string }, tail = '') =>
      `/api/v4/public/timesheet-approvals/${link.content}/${link.token}${tail}`;

    beforeAll(async () => {
      t = await createTestApp(engine, {}, { now: () => now, demo: true });
      // The demo's own client period is dated from the real today: kept aside, then removed, so
      // the schedule below only sees this test's sheets.
      demoSheets = await t.database.db.select().from(timesheets);
      await t.database.db.delete(timesheets);
      hr = await signIn(t, 'hr@staffdesk.local');
      const bd = await signIn(t, 'bd@staffdesk.local');
      const client = await call(bd, 'POST', '/api/v4/clients', {
        code: 'KSI-01',
        legalName: 'PT Karya Sentosa Indonesia',
        billingMethod: 'management-fee',
        paymentTermsDays: 30,
        status: 'active',
        pics: [
          { name: 'Sutrisno Hadi', email: PIC, roles: ['timesheet-approver'] },
          { name: 'Wenny Oktaviani', email: SECONDARY, roles: [] },
        ],
      });
      expect(client.statusCode, client.body).toBe(201);
      clientId = client.json().id;
      for (let i = 0; i < EMPLOYEES; i++) {
        const res = await call(
          hr,
          'POST',
          '/api/v4/employees',
          employeeBody(
            { fullName: `Karyawan ${String(i + 1).padStart(2, '0')}` },
            { clientId, startDate: '2026-01-05', position: 'Operator' },
          ),
        );
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
    });
    afterAll(() => t.close());

    it('has demo timesheets: the last period approved by the PIC, three to send at the demo client, one disputed at another', () => {
      // The period the paid run read, the last one, this one.
      const periods = [...new Set(demoSheets.map((s) => s.period))].sort();
      expect(periods).toHaveLength(3);
      expect(
        demoSheets.filter((s) => s.period === periods[0]).every((s) => s.status === 'approved'),
      ).toBe(true);
      const last = demoSheets.filter((s) => s.period === periods[1]);
      const count = (status: string) => last.filter((s) => s.status === status).length;
      expect(count('approved')).toBeGreaterThan(20);
      expect([count('disputed'), count('submitted'), count('draft')]).toEqual([1, 3, 0]);
      const current = demoSheets.filter((s) => s.period === periods[2]);
      expect(current.every((s) => s.status === 'draft')).toBe(true);
      const disputed = last.find((s) => s.status === 'disputed');
      expect(disputed?.days.some((d) => d.disputeComment)).toBe(true);
      // The demo client (the one with this period's drafts) has no disputed sheet: its run warns only.
      const demoClient = current[0]!.clientId;
      expect(last.find((s) => s.status === 'submitted')?.clientId).toBe(demoClient);
      expect(disputed?.clientId).not.toBe(demoClient);
    });

    it('has the defaults until HR sets a cut-off: the 21st to the 20th, every column', async () => {
      const res = await call(hr, 'GET', `/api/v4/clients/${clientId}/timesheet-settings`);
      expect(res.statusCode, res.body).toBe(200);
      // 21 Nov is past the cut-off: today belongs to the period ending 20 Dec.
      expect(res.json()).toMatchObject({
        cutOffDay: 20,
        customized: false,
        currentPeriod: '2026-12',
      });
      expect(res.json().format.columns).toHaveLength(8);
    });

    it('refuses a secondary approver who is the approver, and a PIC of another client', async () => {
      const settings = (
        await call(hr, 'GET', `/api/v4/clients/${clientId}/timesheet-settings`)
      ).json();
      const [sutrisno] = settings.pics;
      const body = {
        cutOffDay: 20,
        approverPicId: sutrisno.id,
        secondaryPicId: sutrisno.id,
        sendAfterDays: 0,
        followUpAfterDays: 2,
        escalateAfterDays: 4,
        format: settings.format,
      };
      const same = await call(hr, 'PUT', `/api/v4/clients/${clientId}/timesheet-settings`, body);
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual({
        secondaryPicId: 'The secondary approver must be another PIC.',
      });
      const saved = await call(hr, 'PUT', `/api/v4/clients/${clientId}/timesheet-settings`, {
        ...body,
        secondaryPicId: settings.pics[1].id,
        format: { ...settings.format, title: 'Timesheet PT Karya Sentosa' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ customized: true, updatedBy: expect.any(String) });
    });

    it('builds the 50 sheets of the period from the calendar, once', async () => {
      const built = await call(hr, 'POST', '/api/v4/timesheet-periods/build', {
        clientId,
        period: '2026-11',
      });
      expect(built.json()).toEqual({ created: EMPLOYEES, existing: 0 });
      const again = await call(hr, 'POST', '/api/v4/timesheet-periods/build', {
        clientId,
        period: '2026-11',
      });
      expect(again.json()).toEqual({ created: 0, existing: EMPLOYEES });
      const list = (
        await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11&pageSize=10`)
      ).json();
      expect(list).toMatchObject({
        total: EMPLOYEES,
        periodStart: '2026-10-21',
        periodEnd: '2026-11-20',
      });
      expect(list.counts).toMatchObject({ draft: EMPLOYEES, submitted: 0 });
      expect(list.items[0].employee.fullName).toBe('Karyawan 01');
      const sheet = (await call(hr, 'GET', `/api/v4/timesheets/${list.items[0].id}`)).json();
      expect(sheet.days, JSON.stringify(sheet)).toHaveLength(31);
      // No punches at this new client: past working days are absent, weekends days off.
      expect(sheet.days.find((d: { date: string }) => d.date === '2026-10-24').kind).toBe(
        'day-off',
      );
      expect(sheet.days.find((d: { date: string }) => d.date === '2026-10-21').kind).toBe('absent');
    });

    it('lets HR fix a day and submit all 50 on behalf; one mail goes to the PIC when sent', async () => {
      const all = (
        await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11&pageSize=200`)
      ).json().items;
      expect(all).toHaveLength(EMPLOYEES);
      for (const sheet of all) {
        const fixed = await call(hr, 'PUT', `/api/v4/timesheets/${sheet.id}/days/2026-10-21`, {
          kind: 'present',
          workedMinutes: 480,
          note: '',
        });
        expect(fixed.statusCode, fixed.body).toBe(200);
        const submitted = await call(hr, 'POST', `/api/v4/timesheets/${sheet.id}/submit`);
        expect(submitted.json().status).toBe('submitted');
      }
      const locked = await call(
        hr,
        'PUT',
        `/api/v4/timesheets/${(await firstSheet()).id}/days/2026-10-22`,
        {
          kind: 'present',
          workedMinutes: 60,
        },
      );
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('timesheet-locked');

      const sent = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
        clientId,
        period: '2026-11',
      });
      expect(sent.json()).toEqual({
        sent: EMPLOYEES,
        approver: { name: 'Sutrisno Hadi', email: PIC },
      });
      const nothing = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
        clientId,
        period: '2026-11',
      });
      expect(nothing.json().sent).toBe(0);
      const mails = (await t.database.db.select().from(outbox)).filter(
        (m) => m.templateKey === 'timesheet.approval-requested',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe('id');
      expect(mails[0]!.body).toContain(
        '50 timesheet PT Karya Sentosa Indonesia untuk periode 21 Okt 2026 s.d. 20 Nov 2026',
      );
    });

    async function firstSheet() {
      return (
        await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11&pageSize=1`)
      ).json().items[0];
    }

    it('shows the PIC all 50 through the link, and nothing to another address', async () => {
      const link = await approvalLinkTo(t, PIC);
      expect(link.content).toBe('all');
      const view = await call(null, 'GET', `${publicUrl(link)}?email=${encodeURIComponent(PIC)}`);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json()).toMatchObject({
        state: 'open',
        client: { name: 'PT Karya Sentosa Indonesia' },
        periodStart: '2026-10-21',
        periodEnd: '2026-11-20',
        approver: { name: 'Sutrisno Hadi', email: PIC },
        locale: 'id',
      });
      expect(view.json().sheets).toHaveLength(EMPLOYEES);
      // The page itself speaks the link's language (Indonesian), whatever the browser asks.
      const page = await t.app.inject({
        method: 'GET',
        url: `/pic/request_timesheet/all/${link.token}?email=${encodeURIComponent(PIC)}`,
        headers: { accept: 'text/html', 'accept-language': 'en-US' },
      });
      expect(page.body).toMatch(/"locale":"id"/);
      const other = await call(null, 'GET', `${publicUrl(link)}?email=someone@karyasentosa.co.id`);
      expect(other.statusCode).toBe(404);
      const wrongContent = await call(
        null,
        'GET',
        `${publicUrl({ ...link, content: ids[0]! })}?email=${encodeURIComponent(PIC)}`,
      );
      expect(wrongContent.statusCode).toBe(404);
    });

    it('reads the timesheet PDF through the link: the employee, the period, the totals', async () => {
      const link = await approvalLinkTo(t, PIC);
      const sheet = await firstSheet();
      const pdf = await call(
        null,
        'GET',
        `/pdf/v4/public/timesheet-approvals/all/${link.token}/sheets/${sheet.id}?email=${encodeURIComponent(PIC)}`,
      );
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
      expect(text).toContain('Timesheet PT Karya Sentosa');
      expect(text).toContain('Karyawan 01');
      expect(text).toContain('21 Okt 2026 – 20 Nov 2026');
      expect(text).toMatch(/Jam kerja\s+8:00/);
      expect(text).toContain('Menunggu PIC klien');
    });

    it('approves 48 and disputes 2 with comments; the 2 go back to their employees', async () => {
      const link = await approvalLinkTo(t, PIC);
      const view = (
        await call(null, 'GET', `${publicUrl(link)}?email=${encodeURIComponent(PIC)}`)
      ).json();
      const [a, b] = [view.sheets[3], view.sheets[7]];
      const bad = await call(null, 'POST', publicUrl(link, '/decision'), {
        email: PIC,
        disputes: [{ timesheetId: a.id, days: [{ date: '2027-01-01', comment: 'Tanggal salah' }] }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        'disputes.0.days.0.date': 'This date is not in the timesheet.',
      });

      const decided = await call(null, 'POST', publicUrl(link, '/decision'), {
        email: PIC,
        disputes: [
          { timesheetId: a.id, days: [{ date: '2026-10-21', comment: 'Hari itu cuti' }] },
          { timesheetId: b.id, comment: 'Jam lembur belum dicatat' },
        ],
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json()).toMatchObject({
        state: 'decided',
        decision: { decidedBy: 'Sutrisno Hadi', approved: 48, disputed: 2 },
      });
      const list = (
        await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11`)
      ).json();
      expect(list.counts).toMatchObject({ approved: 48, disputed: 2, submitted: 0 });
      const disputed = (await call(hr, 'GET', `/api/v4/timesheets/${a.id}`)).json();
      expect(disputed.status).toBe('disputed');
      expect(
        disputed.days.find((d: { date: string }) => d.date === '2026-10-21').disputeComment,
      ).toBe('Hari itu cuti');
      const confirmation = (await t.database.db.select().from(outbox)).find(
        (m) => m.templateKey === 'timesheet.decision-confirmed',
      );
      expect(confirmation?.to).toEqual([PIC]);
      expect(confirmation?.body).toContain('Jam lembur belum dicatat');
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'timesheet.disputed'));
      expect(audits.map((x) => x.actorLabel)).toEqual([
        `Sutrisno Hadi <${PIC}> (link)`,
        `Sutrisno Hadi <${PIC}> (link)`,
      ]);
    });

    it('answers a replay 409 with who decided and when', async () => {
      const link = await approvalLinkTo(t, PIC);
      const replay = await call(null, 'POST', publicUrl(link, '/decision'), {
        email: PIC,
        disputes: [],
      });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ code: 'already-decided' });
      expect(replay.json().detail).toContain('Sutrisno Hadi');
    });

    it('takes the fixed sheets again and the second link approves them; totals are what payroll reads', async () => {
      const list = (
        await call(
          hr,
          'GET',
          `/api/v4/timesheets?clientId=${clientId}&period=2026-11&status=disputed`,
        )
      ).json();
      for (const sheet of list.items) {
        await call(hr, 'PUT', `/api/v4/timesheets/${sheet.id}/days/2026-10-21`, {
          kind: 'leave',
          note: 'Cuti tahunan',
        });
        expect(
          (await call(hr, 'POST', `/api/v4/timesheets/${sheet.id}/submit`)).json().status,
        ).toBe('submitted');
      }
      // The hourly schedule sends them (the period has ended), in one mail.
      now = new Date('2026-11-23T03:00:00Z');
      const run = await runTimesheetSchedule(t.app.context);
      expect(run).toMatchObject({ requests: 1, sheets: 2 });
      const second = await approvalLinkTo(t, PIC);
      const view = (
        await call(null, 'GET', `${publicUrl(second)}?email=${encodeURIComponent(PIC)}`)
      ).json();
      expect(view.sheets.map((s: { id: string }) => s.id).sort()).toEqual(
        list.items.map((s: { id: string }) => s.id).sort(),
      );
      expect(
        view.sheets[0].days.find((d: { date: string }) => d.date === '2026-10-21'),
      ).toMatchObject({ kind: 'leave', disputeComment: null });
      const approved = await call(null, 'POST', publicUrl(second, '/decision'), {
        email: PIC,
        disputes: [],
      });
      expect(approved.json().decision).toMatchObject({ approved: 2, disputed: 0 });

      const finance = await signIn(t, 'finance@staffdesk.local');
      const totals = (
        await call(
          finance,
          'GET',
          `/api/v4/timesheet-periods/approved-totals?clientId=${clientId}&period=2026-11`,
        )
      ).json();
      expect(totals.employees).toHaveLength(EMPLOYEES);
      expect(totals.notApproved).toBe(0);
      const fixed = totals.employees.find(
        (e: { timesheetId: string }) => e.timesheetId === list.items[0].id,
      );
      expect(fixed.totals).toMatchObject({ workedMinutes: 0, leaveDays: 1 });
    });

    it('lets HR reopen an approved sheet with a reason, which asks the PIC about that sheet alone', async () => {
      const sheet = await firstSheet();
      const reopened = await call(hr, 'POST', `/api/v4/timesheets/${sheet.id}/reopen`, {
        reason: 'Koreksi lembur',
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({
        status: 'submitted',
        reopenReason: 'Koreksi lembur',
        sentToPic: true,
      });
      const link = await approvalLinkTo(t, PIC);
      expect(link.content).toBe(sheet.id);
      const view = (
        await call(null, 'GET', `${publicUrl(link)}?email=${encodeURIComponent(PIC)}`)
      ).json();
      expect(view.sheets).toHaveLength(1);
      expect(view.sheets[0].reopenReason).toBe('Koreksi lembur');
      // Payroll reads the second sheet (issue #15 will set this when a run takes it).
      const read = await firstSheetOf(1);
      await t.database.db
        .update(timesheets)
        .set({ payrollReadAt: now })
        .where(eq(timesheets.id, read));
      const decided = await call(null, 'POST', publicUrl(link, '/decision'), {
        email: PIC,
        disputes: [],
      });
      expect(decided.statusCode).toBe(200);
    });

    async function firstSheetOf(index: number) {
      const list = (
        await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-11`)
      ).json();
      return list.items[index].id as string;
    }

    it('refuses to reopen what payroll has read', async () => {
      const id = await firstSheetOf(1);
      const refused = await call(
        hr,
        'POST',
        `/api/v4/timesheets/${id}/reopen`,
        { reason: 'Terlambat' },
        'id',
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'payroll-read',
        detail: 'Payroll sudah memakai timesheet ini; timesheet ini tidak dapat dibuka kembali.',
      });
    });

    it('follows up an unanswered request, escalates it to the secondary approver, and lets the PIC name an alternate', async () => {
      const id = await firstSheetOf(2);
      await call(hr, 'POST', `/api/v4/timesheets/${id}/reopen`, { reason: 'Cek ulang' });
      const first = await approvalLinkTo(t, PIC);
      now = new Date('2026-11-25T04:00:00Z');
      expect(await runTimesheetSchedule(t.app.context)).toMatchObject({
        followedUp: 1,
        escalated: 0,
      });
      const reminder = await approvalLinkTo(t, PIC, 'timesheet.approval-reminder');
      expect(reminder.token).not.toBe(first.token);
      now = new Date('2026-11-27T04:00:00Z');
      expect(await runTimesheetSchedule(t.app.context)).toMatchObject({
        followedUp: 0,
        escalated: 1,
      });
      const escalated = await approvalLinkTo(t, SECONDARY, 'timesheet.approval-escalated');
      expect(escalated.content).toBe(id);

      const named = await call(null, 'POST', publicUrl(first, '/alternate'), {
        email: PIC,
        name: 'Dodi Firmansyah',
        alternateEmail: 'dodi@karyasentosa.co.id',
        from: '2026-11-27',
        to: '2026-12-10',
      });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.json().alternates[0]).toMatchObject({
        name: 'Dodi Firmansyah',
        from: '2026-11-27',
      });
      const alternate = await approvalLinkTo(t, 'dodi@karyasentosa.co.id');
      const settings = (
        await call(hr, 'GET', `/api/v4/clients/${clientId}/timesheet-settings`)
      ).json();
      expect(settings.alternates[0]).toMatchObject({
        email: 'dodi@karyasentosa.co.id',
        namedBy: PIC,
      });

      // The secondary approver decides first; every other link of the request then answers 409.
      const won = await call(null, 'POST', publicUrl(escalated, '/decision'), {
        email: SECONDARY,
        disputes: [],
      });
      expect(won.json().decision.decidedBy).toBe('Wenny Oktaviani');
      const late = await call(null, 'POST', publicUrl(alternate, '/decision'), {
        email: 'dodi@karyasentosa.co.id',
        disputes: [],
      });
      expect(late.statusCode).toBe(409);
    });

    it('answers an expired link 410 and changes nothing', async () => {
      const id = await firstSheetOf(4);
      await call(hr, 'POST', `/api/v4/timesheets/${id}/reopen`, { reason: 'Periksa' });
      const link = await approvalLinkTo(t, 'dodi@karyasentosa.co.id');
      now = new Date('2026-12-20T04:00:00Z');
      const expired = await call(null, 'POST', publicUrl(link, '/decision'), {
        email: 'dodi@karyasentosa.co.id',
        disputes: [],
      });
      expect(expired.statusCode).toBe(410);
      expect((await call(hr, 'GET', `/api/v4/timesheets/${id}`)).json().status).toBe('submitted');
      // Expired, the link shows nothing but that: no sheets, no PDF.
      const view = await call(null, 'GET', `${publicUrl(link)}?email=dodi%40karyasentosa.co.id`);
      expect(view.statusCode).toBe(410);
      expect(view.json()).toMatchObject({ code: 'link-expired' });
      expect(view.body).not.toContain('Karyawan');
      const pdf = await call(
        null,
        'GET',
        `/pdf/v4/public/timesheet-approvals/${link.content}/${link.token}/sheets/${id}?email=dodi%40karyasentosa.co.id`,
      );
      expect(pdf.statusCode).toBe(410);
    });

    it('lets exactly one of two simultaneous decisions win', async () => {
      now = new Date('2026-12-21T04:00:00Z');
      const id = await firstSheetOf(5);
      await call(hr, 'POST', `/api/v4/timesheets/${id}/reopen`, { reason: 'Balapan' });
      const link = await approvalLinkTo(t, PIC);
      const [x, y] = await Promise.all([
        call(null, 'POST', publicUrl(link, '/decision'), { email: PIC, disputes: [] }),
        call(null, 'POST', publicUrl(link, '/decision'), {
          email: PIC,
          disputes: [{ timesheetId: id, comment: 'Salah' }],
        }),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.entity, 'timesheet')));
      const decisions = rows.filter(
        (r) => r.action === 'timesheet.approved' || r.action === 'timesheet.disputed',
      );
      // Approved twice before (first link, and after the reopen)… and exactly once more now.
      expect(decisions.length).toBe(2);
    });
  },
);
