import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, auditLog, employees } from '../src/db/schema.js';
import { todayInJakarta } from '../src/shared/business-dates.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

// Tuesday 24 Nov 2026, 08:02 in Jakarta (WIB, UTC+7).
const START = new Date('2026-11-24T01:02:00Z');

describe.each(engines)('attendance: the web clock and my month on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let me: string;
  let demoDays: (typeof attendanceRecords.$inferSelect)[] = [];
  const call = (method: 'GET' | 'POST', url: string, payload?: object, locale = 'en') =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: { ...bearer(me), 'accept-language': locale },
      ...(payload ? { payload } : {}),
    });
  const at = (iso: string) => {
    now = new Date(iso);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => now, demo: true });
    // The demo contract ends 25 days after seeding; here it runs on, so December is all employed.
    await t.database.db
      .update(employees)
      .set({ endDate: null })
      .where(eq(employees.nik, '3174051203920001'));
    // The demo data clocks its client's employees up to yesterday: start from none.
    demoDays = await t.database.db.select().from(attendanceRecords);
    await t.database.db.delete(attendanceRecords);
    me = await signIn(t, 'employee@staffdesk.local');
  });
  afterAll(() => t.close());

  it('the demo data has clocked the demo client up to yesterday, for every employee shown', async () => {
    const today = todayInJakarta();
    expect(demoDays.length).toBeGreaterThan(40 * 15);
    expect(demoDays.every((d) => d.workDate < today && d.clockOutAt !== null)).toBe(true);
    expect(new Set(demoDays.map((d) => d.employeeId)).size).toBeGreaterThan(10);
  });

  it('clocks in with where the browser was, once; the day shows clocked in', async () => {
    const before = (await call('GET', '/me/attendance')).json();
    expect(before.state).toBe('not-clocked-in');
    expect(before.month).toBe('2026-11');
    expect(before.today).toBe('2026-11-24');

    const clocked = await call('POST', '/me/attendance/clock-in', {
      latitude: -6.2088,
      longitude: 106.8456,
      accuracy: 18,
    });
    expect(clocked.statusCode, clocked.body).toBe(201);
    expect(clocked.json()).toMatchObject({
      workDate: '2026-11-24',
      clockInAt: '2026-11-24T01:02:00.000Z',
      clockInLocation: { latitude: -6.2088, longitude: 106.8456, accuracy: 18 },
      clockOutAt: null,
      source: 'web',
    });

    const again = await call('POST', '/me/attendance/clock-in', {}, 'id');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already-clocked-in',
      detail: 'Anda sudah absen masuk hari ini.',
    });

    const month = (await call('GET', '/me/attendance')).json();
    expect(month.state).toBe('clocked-in');
    const today = month.days.find((d: { date: string }) => d.date === '2026-11-24');
    expect(today).toMatchObject({ kind: 'present', workedMinutes: null });
  });

  it('clocks out without a location; the worked time counts; a second clock in or out is refused', async () => {
    at('2026-11-24T10:17:00Z'); // 17:17 WIB
    const out = await call('POST', '/me/attendance/clock-out', {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      clockOutAt: '2026-11-24T10:17:00.000Z',
      clockOutLocation: null,
    });

    const month = (await call('GET', '/me/attendance')).json();
    expect(month.state).toBe('clocked-out');
    const today = month.days.find((d: { date: string }) => d.date === '2026-11-24');
    expect(today.workedMinutes).toBe(9 * 60 + 15);
    expect(month.totals.workedMinutes).toBe(9 * 60 + 15);

    expect((await call('POST', '/me/attendance/clock-out', {})).json().code).toBe(
      'already-clocked-out',
    );
    expect((await call('POST', '/me/attendance/clock-in', {})).json().code).toBe(
      'already-clocked-out',
    );

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, out.json().id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'attendance.clock-in',
      'attendance.clock-out',
    ]);
  });

  it('refuses half a position or one off the globe, and changes nothing', async () => {
    at('2026-11-25T01:00:00Z');
    me = await signIn(t, 'employee@staffdesk.local');
    const half = await call('POST', '/me/attendance/clock-in', { latitude: -6.2 });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({
      longitude: 'Give both latitude and longitude, or neither.',
    });
    const off = await call('POST', '/me/attendance/clock-in', { latitude: 91, longitude: 10 });
    expect(off.statusCode).toBe(400);
    expect(Object.keys(off.json().errors)).toEqual(['latitude']);
    const month = await call('GET', '/me/attendance?month=2026-13');
    expect(month.statusCode).toBe(400);
    expect((await call('GET', '/me/attendance')).json().state).toBe('not-clocked-in');
  });

  it('of five clock-ins at once, one wins', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/me/attendance/clock-in', {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it("a night shift's clock-out after midnight closes yesterday's record", async () => {
    at('2026-11-26T15:00:00Z'); // 22:00 WIB on Thursday the 26th
    me = await signIn(t, 'employee@staffdesk.local');
    expect((await call('POST', '/me/attendance/clock-in', {})).statusCode).toBe(201);
    at('2026-11-26T23:30:00Z'); // 06:30 WIB on Friday the 27th
    const out = await call('POST', '/me/attendance/clock-out', {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().workDate).toBe('2026-11-26');
    const month = (await call('GET', '/me/attendance')).json();
    const night = month.days.find((d: { date: string }) => d.date === '2026-11-26');
    expect(night.workedMinutes).toBe(8 * 60 + 30);
  });

  it('a month says what each day was: holidays, days off, leave, absence and what is to come', async () => {
    // Annual leave on Thursday 10 Dec, approved on the PIC's behalf and then by HR.
    const asked = await call('POST', '/me/leave-requests', {
      type: 'annual',
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      reason: 'Family matters',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const hr = await signIn(t, 'hr@staffdesk.local');
    for (const decision of [{ onBehalfOfPic: true }, {}]) {
      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/v4/leave-requests/${asked.json().id}/decision`,
        headers: bearer(hr),
        payload: { decision: 'approve', ...decision },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }

    at('2026-12-28T02:00:00Z'); // Monday 28 Dec, 09:00 WIB
    me = await signIn(t, 'employee@staffdesk.local');
    const december = (await call('GET', '/me/attendance?month=2026-12', undefined, 'id')).json();
    expect(december.days).toHaveLength(31);
    const kind = (date: string) => december.days.find((d: { date: string }) => d.date === date);
    expect(kind('2026-12-10')).toMatchObject({ kind: 'leave', label: 'Cuti tahunan' });
    expect(kind('2026-12-24')).toMatchObject({
      kind: 'holiday',
      label: 'Cuti bersama Kelahiran Yesus Kristus',
    });
    expect(kind('2026-12-25').kind).toBe('holiday');
    expect(kind('2026-12-26').kind).toBe('day-off');
    expect(kind('2026-12-01').kind).toBe('absent');
    expect(kind('2026-12-28').kind).toBe('upcoming');
    // 1–27 Dec: 19 weekdays, less 24 and 25 Dec = 17 working days; one on leave, 16 absent.
    expect(december.totals).toEqual({ present: 0, absent: 16, leave: 1, workedMinutes: 0 });
  });

  it('HR without an employee record gets 404; nobody signed out gets in', async () => {
    const hr = await signIn(t, 'hr@staffdesk.local');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v4/me/attendance',
      headers: bearer(hr),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('no-employee-record');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v4/me/attendance/clock-in',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an employee asks to fix a forgotten clock-out; HR approves once and the day takes the times', async () => {
    at('2026-12-29T02:00:00Z'); // Tuesday 29 Dec, 09:00 WIB
    me = await signIn(t, 'employee@staffdesk.local');
    const hr = await signIn(t, 'hr@staffdesk.local');
    expect((await call('POST', '/me/attendance/clock-in', {})).statusCode).toBe(201);
    at('2026-12-30T02:00:00Z');
    me = await signIn(t, 'employee@staffdesk.local');
    const asked = await call('POST', '/me/attendance/corrections', {
      workDate: '2026-12-29',
      clockIn: '08:55',
      clockOut: '17:30',
      reason: 'Forgot to clock out; left at 17:30.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      workDate: '2026-12-29',
      clockInAt: '2026-12-29T01:55:00.000Z',
      clockOutAt: '2026-12-29T10:30:00.000Z',
      previousClockInAt: '2026-12-29T02:00:00.000Z',
      previousClockOutAt: null,
      status: 'pending',
      employeeName: 'Agus Pratama',
    });
    const twice = await call('POST', '/me/attendance/corrections', {
      workDate: '2026-12-29',
      clockIn: '09:00',
      reason: 'Again',
    });
    expect(twice.json().code).toBe('request-pending');

    const hrCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v4${url}`,
        headers: bearer(hr),
        ...(payload ? { payload } : {}),
      });
    const pending = (await hrCall('GET', '/attendance-corrections?status=pending')).json();
    expect(pending.items.map((c: { id: string }) => c.id)).toContain(asked.json().id);
    const noReason = await hrCall('POST', `/attendance-corrections/${asked.json().id}/decision`, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.comment).toBe('Say why you reject, so the employee understands.');

    const [first, second] = await Promise.all([
      hrCall('POST', `/attendance-corrections/${asked.json().id}/decision`, {
        decision: 'approve',
      }),
      hrCall('POST', `/attendance-corrections/${asked.json().id}/decision`, {
        decision: 'approve',
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);

    const december = (await call('GET', '/me/attendance?month=2026-12')).json();
    const fixed = december.days.find((d: { date: string }) => d.date === '2026-12-29');
    expect(fixed).toMatchObject({ kind: 'present', workedMinutes: 8 * 60 + 35 });
    expect(fixed.record).toMatchObject({
      source: 'correction',
      clockOutAt: '2026-12-29T10:30:00.000Z',
    });
    const mine = (await call('GET', '/me/attendance/corrections')).json();
    expect(mine.items[0]).toMatchObject({
      status: 'approved',
      decidedBy: expect.stringContaining('Rina'),
    });
  });

  it('refuses a future day, a time to come, a 17-hour day and a day outside the window, in Indonesian too', async () => {
    const ask = (body: object) => call('POST', '/me/attendance/corrections', body, 'id');
    const base = { clockIn: '08:00', reason: 'Lupa absen' };
    const future = await ask({ ...base, workDate: '2026-12-31' });
    expect(future.json().errors.workDate).toBe(
      'Anda hanya dapat mengoreksi hari ini atau hari sebelumnya.',
    );
    const later = await ask({ ...base, workDate: '2026-12-30', clockIn: '23:00' });
    expect(later.json().errors.clockIn).toBe('Waktu ini belum tiba.');
    const long = await ask({
      ...base,
      workDate: '2026-12-28',
      clockIn: '06:00',
      clockOut: '23:30',
    });
    expect(long.json().errors.clockOut).toBe('Satu hari kerja paling lama 16 jam.');
    const old = await ask({ ...base, workDate: '2026-10-01' });
    expect(old.json().errors.workDate).toBe(
      'Mintalah HR mengoreksi hari yang lebih dari 60 hari lalu.',
    );
    const badTime = await ask({ ...base, workDate: '2026-12-28', clockIn: '25:00' });
    expect(badTime.json().errors.clockIn).toBe('Isi jam dengan format HH:MM.');
    // A night shift: out before in is the next morning.
    const night = await ask({
      ...base,
      workDate: '2026-12-28',
      clockIn: '22:00',
      clockOut: '06:00',
    });
    expect(night.statusCode, night.body).toBe(201);
    expect(night.json().clockOutAt).toBe('2026-12-28T23:00:00.000Z');
  });

  it("HR's month summary per client counts each employee's days and hours, and exports them", async () => {
    const hr = await signIn(t, 'hr@staffdesk.local');
    const [agus] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, '3174051203920001'));
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v4${url}`, headers: bearer(hr) });
    const summary = await get(`/attendance-summary?month=2026-12&client=${agus!.clientId}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json();
    expect(body.month).toBe('2026-12');
    expect(body.total).toBeGreaterThan(1);
    const row = body.items.find((r: { employeeId: string }) => r.employeeId === agus!.id);
    // 29 Dec present (08:55–17:30 by correction); 10 Dec on leave; 24 and 25 Dec holidays;
    // the other working days up to the 29th absent (1–29 Dec: 21 weekdays, less 2 holidays).
    expect(row).toMatchObject({
      employeeName: 'Agus Pratama',
      present: 1,
      late: 1, // 08:55, after the default start of 08:00
      absent: 17,
      leave: 1,
      holiday: 2,
      workedMinutes: 8 * 60 + 35,
    });
    expect(body.items.every((r: { clientName: string }) => r.clientName === row.clientName)).toBe(
      true,
    );
    const internal = (await get('/attendance-summary?month=2026-12&client=internal')).json();
    expect(internal.items.every((r: { clientName: null }) => r.clientName === null)).toBe(true);

    const file = await get(`/attendance-summary/export?month=2026-12&client=${agus!.clientId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attendance-2026-12.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Employee number',
      'Full name',
      'Client',
      'Present (days)',
      'Late (days)',
      'Absent (days)',
      'On leave (days)',
      'Holidays (days)',
      'Hours worked',
    ]);
    const line = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(2).value === 'Agus Pratama')!;
    expect(line.getCell(4).value).toBe(1);
    expect(line.getCell(5).value).toBe(1);
    expect(line.getCell(9).value).toBe(8.58);

    // Work starts at 09:00 at this client: 08:55 is on time.
    const settings = (await get(`/clients/${agus!.clientId}/timesheet-settings`)).json();
    expect(settings.workStartTime).toBe('08:00');
    const { cutOffDay, approverPicId, secondaryPicId, sendAfterDays, followUpAfterDays } = settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/clients/${agus!.clientId}/timesheet-settings`,
      headers: bearer(hr),
      payload: {
        cutOffDay,
        approverPicId,
        secondaryPicId,
        sendAfterDays,
        followUpAfterDays,
        escalateAfterDays: settings.escalateAfterDays,
        workStartTime: '09:00',
        format: settings.format,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const onTime = (await get(`/attendance-summary?month=2026-12&client=${agus!.clientId}`)).json();
    expect(onTime.items.find((r: { employeeId: string }) => r.employeeId === agus!.id).late).toBe(
      0,
    );

    const bad = await get('/attendance-summary?month=2026-13');
    expect(bad.statusCode).toBe(400);
    me = await signIn(t, 'employee@staffdesk.local');
    expect((await call('GET', '/attendance-summary?month=2026-12')).statusCode).toBe(403);
  });
});
