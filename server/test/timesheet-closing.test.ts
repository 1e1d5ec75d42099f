import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, payrollRuns, payslips, timesheets } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { calculateRun } from './support/payroll.js';
import { employeeBody } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const PIC = 'yohana@sinarjaya.co.id';

type Day = { date: string; kind: string };

/** The approval link of the newest request mail to the PIC. */
async function newestLink(t: TestApp) {
  const rows = (await t.database.db.select().from(outbox))
    .filter((r) => r.to.includes(PIC) && r.templateKey === 'timesheet.approval-requested')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const match = /\/pic\/request_timesheet\/([^/\s]+)\/([A-Za-z0-9_-]+)\?email=/.exec(
    rows[0]?.body ?? '',
  );
  if (!match) throw new Error('No timesheet link mailed');
  return `/api/v4/public/timesheet-approvals/${match[1]}/${match[2]}`;
}

describe.each(engines)('timesheet periods that close when they end, on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let tax: string;
  let me: string;
  let clientId: string;
  // Saturday 28 Nov 2026, 10:00 WIB: the period 21 Nov – 20 Dec has 15 weekdays still to come.
  let now = new Date('2026-11-28T03:00:00Z');
  const sheetIds: string[] = [];
  /** The PIC's links: December's, sent on its last day, and January's, sent early. */
  const links = { december: '', january: '' };

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
  const period = (p: string) => ({ clientId, period: p });
  const sheet = async (id: string) => (await call(hr, 'GET', `/api/v4/timesheets/${id}`)).json();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => now, jobPollingSeconds: 0.5, demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    tax = await signIn(t, 'tax@staffdesk.local');
    me = await signIn(t, 'employee@staffdesk.local');
    const bd = await signIn(t, 'bd@staffdesk.local');
    const client = await call(bd, 'POST', '/api/v4/clients', {
      code: 'SJA-01',
      legalName: 'PT Sinar Jaya Abadi',
      billingMethod: 'management-fee',
      paymentTermsDays: 30,
      status: 'active',
      pics: [{ name: 'Yohana Siregar', email: PIC, roles: ['timesheet-approver'] }],
    });
    expect(client.statusCode, client.body).toBe(201);
    clientId = client.json().id;
    for (const name of ['Ani Lestari', 'Budi Santoso', 'Citra Dewi']) {
      const res = await call(
        hr,
        'POST',
        '/api/v4/employees',
        employeeBody({ fullName: name }, { clientId, startDate: '2026-01-05' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const built = await call(hr, 'POST', '/api/v4/timesheet-periods/build', period('2026-12'));
    expect(built.json()).toEqual({ created: 3, existing: 0 });
    const list = await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-12`);
    sheetIds.push(...list.json().items.map((i: { id: string }) => i.id));
  });
  afterAll(() => t.close());

  it('leaves every day after today empty: neither present nor absent, for HR and the employee', async () => {
    const built = await sheet(sheetIds[0]!);
    const after = built.days.filter((d: Day) => d.date > '2026-11-28');
    expect(after.filter((d: Day) => d.kind === 'upcoming')).toHaveLength(15);
    expect(after.some((d: Day) => d.kind === 'present' || d.kind === 'absent')).toBe(false);
    // 23–27 Nov have passed without a punch: absent; nothing is present.
    expect(built.totals).toMatchObject({ presentDays: 0, absentDays: 5 });
    expect(built.closing).toEqual({
      submittableFrom: '2026-12-20',
      ended: false,
      payrollApproved: false,
    });
    const list = (
      await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-12`)
    ).json();
    expect(
      list.items.map((i: { totals: { presentDays: number } }) => i.totals.presentDays),
    ).toEqual([0, 0, 0]);
    expect(list.closing).toMatchObject({ submittableFrom: '2026-12-20', ended: false });

    const mine = (await call(me, 'GET', '/api/v4/me/timesheet?period=2026-12')).json();
    const days = mine.timesheet.days as Day[];
    expect(days.filter((d) => d.date > '2026-11-28' && d.kind === 'present')).toEqual([]);
    expect(mine.timesheet.totals.presentDays).toBe(days.filter((d) => d.kind === 'present').length);
    // A day still to come cannot be filled in ahead.
    const ahead = await call(
      me,
      'PUT',
      `/api/v4/me/timesheets/${mine.timesheet.id}/days/2026-12-01`,
      {
        kind: 'present',
        workedMinutes: 480,
      },
    );
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().code).toBe('future-day');

    // The attendance summary counts no day to come as present either.
    const summary = (
      await call(hr, 'GET', `/api/v4/attendance-summary?month=2026-12&client=${clientId}`)
    ).json();
    expect(summary.items.map((i: { present: number }) => i.present)).toEqual([0, 0, 0]);
  });

  it('refuses to submit or send before the last day, saying from which date', async () => {
    const early = await call(hr, 'POST', `/api/v4/timesheets/${sheetIds[0]}/submit`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'period-not-ended',
      detail: 'This period ends on 20 Dec 2026: its timesheet can be submitted from that day.',
    });
    const mine = (await call(me, 'GET', '/api/v4/me/timesheet?period=2026-12')).json();
    const own = await call(
      me,
      'POST',
      `/api/v4/me/timesheets/${mine.timesheet.id}/submit`,
      undefined,
      'id',
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe(
      'Periode ini berakhir pada 20 Des 2026: timesheet-nya dapat dikirim mulai hari itu.',
    );
    const send = await call(hr, 'POST', '/api/v4/timesheet-periods/send', period('2026-12'));
    expect(send.statusCode).toBe(409);
    expect(send.json().detail).toContain('from that day, or earlier with a reason');
    const blank = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
      ...period('2026-12'),
      earlyReason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect((await sheet(sheetIds[0]!)).status).toBe('draft');
  });

  it('submits and sends on the last day, the days that have come since filled in', async () => {
    now = new Date('2026-12-20T03:00:00Z'); // Sunday 20 Dec, 10:00 WIB
    const filled = await sheet(sheetIds[0]!);
    expect(filled.days.filter((d: Day) => d.kind === 'upcoming')).toEqual([]);
    expect(filled.totals).toMatchObject({ presentDays: 0, absentDays: 20 });
    expect(filled.closing.ended).toBe(true);
    for (const id of sheetIds.slice(0, 2)) {
      const submitted = await call(hr, 'POST', `/api/v4/timesheets/${id}/submit`);
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    const sent = await call(hr, 'POST', '/api/v4/timesheet-periods/send', period('2026-12'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(2);
    links.december = await newestLink(t);
    const requests = (
      await call(
        hr,
        'GET',
        `/api/v4/timesheet-periods/requests?clientId=${clientId}&period=2026-12`,
      )
    ).json();
    expect(requests[0].earlyReason).toBeNull();
  });

  it('lets HR send a period early with a reason, kept in its history and audited', async () => {
    const built = await call(hr, 'POST', '/api/v4/timesheet-periods/build', period('2027-01'));
    expect(built.json().created).toBe(3);
    const sent = await call(hr, 'POST', '/api/v4/timesheet-periods/send', {
      ...period('2027-01'),
      earlyReason: 'Klien menutup buku sebelum libur akhir tahun',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(3);
    const requests = (
      await call(
        hr,
        'GET',
        `/api/v4/timesheet-periods/requests?clientId=${clientId}&period=2027-01`,
      )
    ).json();
    expect(requests).toHaveLength(1);
    expect(requests[0].earlyReason).toBe('Klien menutup buku sebelum libur akhir tahun');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'timesheet.sent-early'), eq(auditLog.entityId, requests[0].id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      reason: 'Klien menutup buku sebelum libur akhir tahun',
      periodEnd: '2027-01-20',
    });
    // Its days still to come stay empty: the PIC sees no one present ahead of time.
    links.january = await newestLink(t);
    const view = (
      await call(null, 'GET', `${links.january}?email=${encodeURIComponent(PIC)}`)
    ).json();
    expect(view.sheets).toHaveLength(3);
    expect(view.sheets[0].totals.presentDays).toBe(0);
    expect(view.sheets[0].days.some((d: Day) => d.kind === 'present')).toBe(false);
  });

  it("locks the period's sheets once its payroll is approved, until the run is reopened", async () => {
    const link = links.december;
    const created = await call(hr, 'POST', '/payroll/v4/runs', period('2026-12'));
    expect(created.statusCode, created.body).toBe(201);
    const runId = created.json().id as string;
    // The run's own approval rules are tested with payroll; here it is simply approved.
    await t.database.db
      .update(payrollRuns)
      .set({ state: 'approved', approvedAt: now, approvedByLabel: 'Finance' })
      .where(eq(payrollRuns.id, runId));

    const expectLocked = (res: { statusCode: number; json: () => { code: string } }) => {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('payroll-approved');
    };
    expectLocked(await call(hr, 'POST', '/api/v4/timesheet-periods/build', period('2026-12')));
    expectLocked(await call(hr, 'POST', `/api/v4/timesheets/${sheetIds[2]}/submit`));
    expectLocked(await call(hr, 'POST', '/api/v4/timesheet-periods/send', period('2026-12')));
    const view = (await call(null, 'GET', `${link}?email=${encodeURIComponent(PIC)}`)).json();
    expect(view).toMatchObject({ state: 'open', payrollApproved: true });
    const decided = await call(
      null,
      'POST',
      `${link}/decision`,
      { email: PIC, disputes: [] },
      'id',
    );
    expectLocked(decided);
    expect(decided.json().detail).toBe(
      'Penggajian periode ini sudah disetujui: timesheet-nya tidak dapat diubah lagi kecuali proses penggajiannya dibuka kembali.',
    );
    expect((await sheet(sheetIds[0]!)).closing.payrollApproved).toBe(true);

    // Reopened (with a reason, audited), the month opens again.
    const noReason = await call(tax, 'POST', `/payroll/v4/runs/${runId}/reopen`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const employee = await call(me, 'POST', `/payroll/v4/runs/${runId}/reopen`, { reason: 'x' });
    expect(employee.statusCode).toBe(403);
    const reopened = await call(tax, 'POST', `/payroll/v4/runs/${runId}/reopen`, {
      reason: 'Lembur Desember belum masuk',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'calculated', approvedAt: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll-run.reopen'), eq(auditLog.entityId, runId)));
    expect(audit?.after).toMatchObject({
      state: 'calculated',
      reason: 'Lembur Desember belum masuk',
    });

    const approved = await call(null, 'POST', `${link}/decision`, { email: PIC, disputes: [] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().decision.approved).toBe(2);
    const again = await call(hr, 'POST', `/api/v4/timesheets/${sheetIds[0]}/reopen`, {
      reason: 'Koreksi lembur',
    });
    expect(again.statusCode, again.body).toBe(200);
    const rebuilt = await call(hr, 'POST', '/api/v4/timesheet-periods/build', period('2026-12'));
    expect(rebuilt.json()).toEqual({ created: 0, existing: 3 });
    expect((await sheet(sheetIds[0]!)).closing.payrollApproved).toBe(false);
  });

  it('lets a sheet payroll read be reopened again once its run is reopened', async () => {
    const [run] = await t.database.db
      .select()
      .from(payrollRuns)
      .where(and(eq(payrollRuns.scope, clientId), eq(payrollRuns.period, '2026-12')));
    const approvedSheet = sheetIds[1]!;
    expect((await sheet(approvedSheet)).status).toBe('approved');
    await calculateRun(t, hr, run!.id);
    const [read] = await t.database.db
      .select({ timesheetId: payslips.timesheetId })
      .from(payslips)
      .where(and(eq(payslips.runId, run!.id), eq(payslips.timesheetId, approvedSheet)));
    expect(read).toBeDefined();
    // Approved as transitionRun does it: the run, and the sheets it read marked read by payroll.
    await t.database.db
      .update(payrollRuns)
      .set({ state: 'approved', approvedAt: now, approvedByLabel: 'Finance' })
      .where(eq(payrollRuns.id, run!.id));
    await t.database.db
      .update(timesheets)
      .set({ payrollReadAt: now })
      .where(eq(timesheets.id, approvedSheet));
    const locked = await call(hr, 'POST', `/api/v4/timesheets/${approvedSheet}/reopen`, {
      reason: 'Koreksi',
    });
    expect(locked.json().code).toBe('payroll-approved');
    const reopened = await call(tax, 'POST', `/payroll/v4/runs/${run!.id}/reopen`, {
      reason: 'Koreksi lembur',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await sheet(approvedSheet)).payrollReadAt).toBeNull();
    const again = await call(hr, 'POST', `/api/v4/timesheets/${approvedSheet}/reopen`, {
      reason: 'Koreksi',
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses to reopen a paid run, or one that is not approved', async () => {
    const created = await call(hr, 'POST', '/payroll/v4/runs', period('2027-01'));
    const runId = created.json().id as string;
    const draft = await call(tax, 'POST', `/payroll/v4/runs/${runId}/reopen`, { reason: 'Cek' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().code).toBe('run-state');
    await t.database.db
      .update(payrollRuns)
      .set({ state: 'paid', approvedAt: now, paidAt: now })
      .where(eq(payrollRuns.id, runId));
    const paid = await call(
      tax,
      'POST',
      `/payroll/v4/runs/${runId}/reopen`,
      { reason: 'Cek' },
      'id',
    );
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      code: 'run-paid',
      detail:
        'Proses penggajian ini sudah dibayar, jadi tidak dapat dibuka kembali: koreksilah di proses penggajian bulan berikutnya.',
    });
    expect((await call(tax, 'GET', `/payroll/v4/runs/${runId}`)).json().state).toBe('paid');
    // A paid month's sheets stay locked: the early-sent January sheets cannot be decided.
    const view = (
      await call(null, 'GET', `${links.january}?email=${encodeURIComponent(PIC)}`)
    ).json();
    expect(view.payrollApproved).toBe(true);
  });
});
