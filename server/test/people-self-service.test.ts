import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

describe.each(engines)('self-service, change requests and the calendar on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let me: string;
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    me = await signIn(t, 'employee@staffdesk.local');
  });
  afterAll(() => t.close());

  it('the demo employee reads their own record; a user without one gets 404', async () => {
    const res = await call(me, 'GET', '/me/employee');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Agus Pratama',
      nik: '3174051203920001',
      status: 'active',
      clientName: 'PT Bank Nusantara Sejahtera Tbk',
      bankAccountNumber: '5270123456',
      hasAccount: true,
    });
    const none = await call(hr, 'GET', '/me/employee');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('no-employee-record');
    const supporting = await call(me, 'GET', '/me/employee/supporting');
    expect(supporting.json().bpjs.contributions.wage).toBe(6_750_000);
  });

  it('edits their languages directly, but their family only through a change request', async () => {
    const added = await call(me, 'POST', '/me/employee/profile/languages', {
      language: 'Javanese',
      proficiency: 'fluent',
    });
    expect(added.statusCode, added.body).toBe(201);
    const changed = await call(me, 'PUT', `/me/employee/profile/languages/${added.json().id}`, {
      language: 'Javanese',
      proficiency: 'native',
    });
    expect(changed.json().proficiency).toBe('native');
    const languages = (await call(me, 'GET', '/me/employee/profile/languages')).json().items;
    expect(languages.map((l: { language: string }) => l.language)).toEqual([
      'Indonesian',
      'English',
      'Javanese',
    ]);
    const invalid = await call(me, 'POST', '/me/employee/profile/languages', { language: '' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['language', 'proficiency']);
    const family = await call(me, 'POST', '/me/employee/profile/family', {
      name: 'X',
      relationship: 'child',
      birthDate: '2024-01-01',
    });
    expect(family.statusCode).toBe(409);
    expect(family.json().code).toBe('change-request-required');
    expect(
      (await call(me, 'DELETE', `/me/employee/profile/languages/${added.json().id}`)).statusCode,
    ).toBe(204);
    // Someone else's item is not found through /me.
    const hrAgus = (await call(hr, 'GET', '/employees?search=agus%20pratama')).json().items[0];
    const other = await call(hr, 'POST', '/employees', {
      fullName: 'Siti Nurhaliza',
      nik: '3273014708950012',
      placement: {
        position: 'Admin',
        contractType: 'pkwtt',
        startDate: '2026-01-05',
        baseSalary: 5_500_000,
      },
    });
    const item = await call(hr, 'POST', `/employees/${other.json().id}/profile/languages`, {
      language: 'Sundanese',
      proficiency: 'native',
    });
    expect(
      (await call(me, 'DELETE', `/me/employee/profile/languages/${item.json().id}`)).statusCode,
    ).toBe(404);
    expect(hrAgus.fullName).toBe('Agus Pratama');
  });

  it('asks to change the bank account; HR approves; the new account shows, with history and audit', async () => {
    const asked = await call(me, 'POST', '/me/employee/change-requests', {
      kind: 'bank-account',
      proposed: {
        bankName: 'Mandiri',
        bankAccountNumber: '123-000-4567-890',
        bankAccountName: 'Agus Pratama',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      kind: 'bank-account',
      status: 'pending',
      current: {
        bankName: 'BCA',
        bankAccountNumber: '5270123456',
        bankAccountName: 'AGUS PRATAMA',
      },
      proposed: {
        bankName: 'Mandiri',
        bankAccountNumber: '1230004567890',
        bankAccountName: 'Agus Pratama',
      },
    });
    const twice = await call(me, 'POST', '/me/employee/change-requests', {
      kind: 'bank-account',
      proposed: { bankName: 'BNI', bankAccountNumber: '99887766', bankAccountName: 'Agus Pratama' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await call(me, 'GET', '/me/employee')).json().bankName).toBe('BCA');
    const mine = (await call(me, 'GET', '/me/employee/change-requests')).json();
    expect(mine).toMatchObject({ total: 1, items: [{ id: asked.json().id, status: 'pending' }] });

    const pending = (await call(hr, 'GET', '/employee-change-requests?status=pending')).json();
    expect(pending.items).toMatchObject([
      {
        id: asked.json().id,
        employeeName: 'Agus Pratama',
        employeeNumber: expect.stringMatching(/^EMP-/),
      },
    ]);
    const approved = await call(hr, 'POST', `/employee-change-requests/${asked.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'Rina Wulandari' });
    const after = (await call(me, 'GET', '/me/employee')).json();
    expect(after).toMatchObject({
      bankName: 'Mandiri',
      bankAccountNumber: '1230004567890',
      bankAccountName: 'Agus Pratama',
    });
    const history = (await call(hr, 'GET', `/employees/${after.id}/history`)).json().items;
    expect(history.find((h: { kind: string }) => h.kind === 'change-request')).toMatchObject({
      before: { kind: 'bank-account', bankName: 'BCA' },
      after: { kind: 'bank-account', bankName: 'Mandiri' },
      recordedBy: 'Rina Wulandari',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.change-approved'), eq(auditLog.entityId, after.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ bankAccountNumber: '1230004567890' });
    const again = await call(hr, 'POST', `/employee-change-requests/${asked.json().id}/approve`);
    expect(again.statusCode).toBe(409);
  });

  it('a rejection needs a reason, which the employee sees', async () => {
    const asked = await call(me, 'POST', '/me/employee/change-requests', {
      kind: 'ptkp-status',
      proposed: { ptkpStatus: 'K/2' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const noReason = await call(hr, 'POST', `/employee-change-requests/${asked.json().id}/reject`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const rejected = await call(hr, 'POST', `/employee-change-requests/${asked.json().id}/reject`, {
      reason: 'Lampirkan akta kelahiran anak kedua.',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await call(me, 'GET', '/me/employee/change-requests?status=rejected')).json()
      .items;
    expect(mine).toMatchObject([
      { kind: 'ptkp-status', status: 'rejected', reason: 'Lampirkan akta kelahiran anak kedua.' },
    ]);
    expect((await call(me, 'GET', '/me/employee')).json().ptkpStatus).toBe('K/1');
    const same = await call(me, 'POST', '/me/employee/change-requests', {
      kind: 'ptkp-status',
      proposed: { ptkpStatus: 'K/1' },
    });
    expect(same.statusCode).toBe(400);
    const badNik = await call(me, 'POST', '/me/employee/change-requests', {
      kind: 'nik',
      proposed: { nik: '123' },
    });
    expect(badNik.statusCode).toBe(400);
    expect(badNik.json().errors).toHaveProperty(['proposed.nik']);
  });

  it('changes the family through an approved request: kept, changed, added', async () => {
    const family = (await call(me, 'GET', '/me/employee/profile/family')).json().items;
    const spouse = family.find((f: { relationship: string }) => f.relationship === 'spouse');
    const asked = await call(me, 'POST', '/me/employee/change-requests', {
      kind: 'family',
      proposed: {
        members: [
          { ...spouse, kind: undefined },
          {
            name: 'Nayla Pratama',
            relationship: 'child',
            birthDate: '2025-09-09',
            nik: null,
            dependent: true,
          },
        ],
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().current.members).toHaveLength(2);
    const approved = await call(hr, 'POST', `/employee-change-requests/${asked.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const now = (await call(me, 'GET', '/me/employee/profile/family')).json().items;
    expect(now.map((f: { name: string }) => f.name).sort()).toEqual([
      'Nayla Pratama',
      'Sri Wahyuni',
    ]);
    expect(now.find((f: { name: string }) => f.name === 'Sri Wahyuni').id).toBe(spouse.id);
  });

  describe('holidays and working days', () => {
    let clientId: string;
    beforeAll(async () => {
      clientId = (await call(hr, 'GET', '/clients?search=SLI')).json().items[0].id;
    });

    it('lists the seeded national holidays and cuti bersama', async () => {
      const res = await call(me, 'GET', '/holidays?year=2025');
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { date: string; kind: string; name: string }[];
      expect(items.filter((h) => h.kind === 'national')).toHaveLength(17);
      expect(items.filter((h) => h.kind === 'collective-leave')).toHaveLength(11);
      expect(items.find((h) => h.date === '2025-03-29')).toMatchObject({
        kind: 'national',
        name: expect.stringContaining('Nyepi'),
      });
      expect(items.find((h) => h.date === '2025-03-28')).toMatchObject({
        kind: 'collective-leave',
      });
    });

    it("HR keeps a client's days; the calculator takes them into account", async () => {
      const base = await call(
        me,
        'GET',
        `/working-days?from=2026-01-02&to=2026-01-06&workWeek=5&clientId=${clientId}`,
      );
      expect(base.json()).toMatchObject({
        workingDays: 3,
        dates: ['2026-01-02', '2026-01-05', '2026-01-06'],
      });
      const holiday = await call(hr, 'POST', '/holidays', {
        date: '2026-01-05',
        name: 'Libur perusahaan',
        kind: 'client-holiday',
        clientId,
      });
      expect(holiday.statusCode, holiday.body).toBe(201);
      const dup = await call(hr, 'POST', '/holidays', {
        date: '2026-01-05',
        name: 'Again',
        kind: 'client-holiday',
        clientId,
      });
      expect(dup.statusCode).toBe(409);
      const noClient = await call(hr, 'POST', '/holidays', {
        date: '2026-01-07',
        name: 'X',
        kind: 'client-holiday',
      });
      expect(noClient.json().errors).toHaveProperty('clientId');
      const withHoliday = await call(
        me,
        'GET',
        `/working-days?from=2026-01-02&to=2026-01-06&workWeek=5&clientId=${clientId}`,
      );
      expect(withHoliday.json()).toEqual({
        workingDays: 2,
        dates: ['2026-01-02', '2026-01-06'],
        skipped: [{ date: '2026-01-05', reason: 'Libur perusahaan', kind: 'client-holiday' }],
      });
      // Other clients and internal staff are not affected.
      expect(
        (await call(me, 'GET', '/working-days?from=2026-01-02&to=2026-01-06')).json().workingDays,
      ).toBe(3);
      const saturday = await call(hr, 'POST', '/holidays', {
        date: '2026-01-03',
        name: 'Stock opname',
        kind: 'client-working-day',
        clientId,
      });
      expect(saturday.statusCode).toBe(201);
      expect(
        (
          await call(me, 'GET', `/working-days?from=2026-01-02&to=2026-01-06&clientId=${clientId}`)
        ).json().workingDays,
      ).toBe(3);
      const moved = await call(hr, 'PUT', `/holidays/${holiday.json().id}`, {
        date: '2026-01-06',
        name: 'Libur perusahaan',
        kind: 'client-holiday',
        clientId,
      });
      expect(moved.json().date).toBe('2026-01-06');
      expect((await call(hr, 'DELETE', `/holidays/${saturday.json().id}`)).statusCode).toBe(204);
      const listed = (await call(hr, 'GET', `/holidays?year=2026&clientId=${clientId}`)).json()
        .items;
      expect(
        listed.filter((h: { clientId: string | null }) => h.clientId === clientId),
      ).toMatchObject([
        { date: '2026-01-06', kind: 'client-holiday' },
        { kind: 'client-working-day', name: 'Stock opname akhir tahun' },
      ]);
      expect(
        (await call(hr, 'GET', '/holidays?year=2026'))
          .json()
          .items.some((h: { clientId: string | null }) => h.clientId),
      ).toBe(false);
      const backwards = await call(me, 'GET', '/working-days?from=2026-02-01&to=2026-01-01');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toHaveProperty('to');
    });

    it("the employee's calendar has the national days and their client's own days", async () => {
      const res = await call(me, 'GET', '/me/employee/calendar');
      expect(res.statusCode).toBe(200);
      const kinds = new Set(res.json().items.map((h: { kind: string }) => h.kind));
      expect(kinds.has('client-holiday')).toBe(true);
      expect(
        res.json().items.some((h: { name: string }) => h.name === 'Stock opname akhir tahun'),
      ).toBe(false);
      const y2026 = (await call(me, 'GET', '/me/employee/calendar?year=2026')).json().items;
      expect(y2026.filter((h: { kind: string }) => h.kind === 'collective-leave')).toHaveLength(8);
    });
  });
});
