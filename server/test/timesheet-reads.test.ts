import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, timesheets, users } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Day = { date: string; kind: string };

/**
 * Reading a timesheet writes nothing: the employee's sheet is made by `POST /me/timesheet` (and by
 * HR's build), and the days that have come since a sheet was made show filled in on every read
 * but are stored only by a write.
 */
describe.each(engines)('timesheet reads that write nothing, on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let me: string;
  let employeeId: string;
  let clientId: string;
  // Saturday 28 Nov 2026, 10:00 WIB: the demo's period 21 Nov – 20 Dec is this one.
  let now = new Date('2026-11-28T03:00:00Z');

  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': 'en' } });
  /** Every stored sheet and audit entry: what a read must leave as it was. */
  const snapshot = async () => ({
    sheets: await t.database.db.select().from(timesheets).orderBy(timesheets.id),
    audits: (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length,
  });
  const mine = (period: string) =>
    t.database.db
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.employeeId, employeeId), eq(timesheets.period, period)));

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => now, demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    me = await signIn(t, 'employee@staffdesk.local');
    const [row] = await t.database.db
      .select({ id: employees.id, clientId: employees.clientId })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(users.email, 'employee@staffdesk.local'));
    employeeId = row!.id;
    clientId = row!.clientId!;
  });
  afterAll(() => t.close());

  it('answers a sheet not made yet as none, and makes it only when the employee opens it', async () => {
    await t.database.db
      .delete(timesheets)
      .where(and(eq(timesheets.employeeId, employeeId), eq(timesheets.period, '2026-12')));
    const before = await snapshot();
    const read = await call(me, 'GET', '/api/v4/me/timesheet?period=2026-12');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ period: '2026-12', timesheet: null });
    expect(await snapshot()).toEqual(before);

    const opened = await call(me, 'POST', '/api/v4/me/timesheet?period=2026-12');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().timesheet).toMatchObject({ period: '2026-12', status: 'draft' });
    expect(await mine('2026-12')).toHaveLength(1);
    const built = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'timesheets.built'), eq(auditLog.entityId, clientId)))
    ).filter((e) => (e.after as { period: string }).period === '2026-12');
    // The demo seed made the period's other sheets (the system); this one is the employee's.
    expect(built.map((e) => e.after)).toContainEqual({ period: '2026-12', created: 1 });
    expect(built.find((e) => e.actorUserId !== null)?.after).toEqual({
      period: '2026-12',
      created: 1,
    });

    // Opened again, it is the same sheet: nothing more is made.
    const again = await call(me, 'POST', '/api/v4/me/timesheet?period=2026-12');
    expect(again.json().timesheet.id).toBe(opened.json().timesheet.id);
    const read2 = await call(me, 'GET', '/api/v4/me/timesheet?period=2026-12');
    expect(read2.json().timesheet.id).toBe(opened.json().timesheet.id);
  });

  it('shows the days that have come filled in on every read, and stores them only on a write', async () => {
    // A week later: 30 Nov – 4 Dec have come; none of them is still to come.
    now = new Date('2026-12-05T03:00:00Z');
    const before = await snapshot();
    const came = (days: Day[]) =>
      days.filter((d) => d.date >= '2026-11-30' && d.date <= '2026-12-04');
    const upcoming = (days: Day[]) => came(days).filter((d) => d.kind === 'upcoming');

    const read = (await call(me, 'GET', '/api/v4/me/timesheet?period=2026-12')).json();
    expect(came(read.timesheet.days)).toHaveLength(5);
    expect(upcoming(read.timesheet.days)).toEqual([]);
    const sheetId = read.timesheet.id as string;
    const hrRead = (await call(hr, 'GET', `/api/v4/timesheets/${sheetId}`)).json();
    expect(hrRead.days).toEqual(read.timesheet.days);
    const list = (
      await call(hr, 'GET', `/api/v4/timesheets?clientId=${clientId}&period=2026-12&pageSize=200`)
    ).json();
    const listed = list.items.find((i: { id: string }) => i.id === sheetId);
    expect(listed.totals.absentDays).toBe(hrRead.totals.absentDays);
    const pdf = await call(me, 'GET', `/api/v4/me/timesheets/${sheetId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    // Four reads, and not a row nor an audit entry changed.
    expect(await snapshot()).toEqual(before);

    const opened = (await call(me, 'POST', '/api/v4/me/timesheet?period=2026-12')).json();
    expect(opened.timesheet.days).toEqual(read.timesheet.days);
    const [stored] = await mine('2026-12');
    expect(upcoming(stored!.days)).toEqual([]);
    // Before, the stored sheet still had them to come.
    const was = before.sheets.find((s) => s.id === sheetId)!;
    expect(upcoming(was.days).length).toBeGreaterThan(0);
    const filled = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheet.days-filled'), eq(auditLog.entityId, sheetId)));
    expect(filled).toHaveLength(1);
    expect((filled[0]!.after as { dates: string[] }).dates).toEqual(
      expect.arrayContaining(['2026-11-30', '2026-12-04']),
    );
  });
});
