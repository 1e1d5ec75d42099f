import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, users } from '../src/db/schema.js';
import { withUniqueConflicts } from '../src/people/unique.js';
import { addDays, todayInJakarta } from '../src/shared/business-dates.js';
import { bearer, latestMailTo, signIn } from './support/identity.js';
import { employeeBody, testNik } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

type Summary = {
  id: string;
  employeeNumber: string;
  fullName: string;
  nik: string;
  status: string;
  clientId: string | null;
  contractType: string;
  contractEnd: string | null;
};
type Page = { items: Summary[]; total: number; page: number; pageSize: number };

describe.each(engines)('employees on %s', (engine) => {
  let t: TestApp;
  let hr: string;
  let bankId: string;
  let bankPicIds: string[];
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(hr), ...(payload ? { payload } : {}) });
  const list = async (query: string): Promise<Page> => {
    const res = await send('GET', `/api/v4/employees?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
    const bank = (await send('GET', '/api/v4/clients?search=BNS')).json().items[0];
    bankId = bank.id;
    bankPicIds = (await send('GET', `/api/v4/clients/${bankId}`))
      .json()
      .pics.map((p: { id: string }) => p.id);
  });
  afterAll(() => t.close());

  describe('adding', () => {
    it('generates EMP-<year joined>-<serial> numbers in sequence, and records the hire', async () => {
      const first = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ fullName: 'Zulkifli Marpaung' }),
      );
      expect(first.statusCode, first.body).toBe(201);
      const second = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ fullName: 'Zaskia Marpaung', gender: 'female' }),
      );
      const [a, b] = [first.json().employeeNumber, second.json().employeeNumber];
      expect(a).toMatch(/^EMP-2026-\d{5}$/);
      expect(Number(b.slice(-5))).toBe(Number(a.slice(-5)) + 1);
      expect(first.json()).toMatchObject({
        fullName: 'Zulkifli Marpaung',
        status: 'onboarding',
        clientId: null,
        clientName: null,
        hasAccount: false,
        placement: {
          contractType: 'pkwtt',
          endDate: null,
          workWeek: 5,
          baseSalary: 5_396_761,
          approverPicIds: [],
        },
      });
      const history = (await send('GET', `/api/v4/employees/${first.json().id}/history`)).json()
        .items;
      expect(history).toMatchObject([
        {
          kind: 'hired',
          effectiveDate: '2026-02-02',
          before: null,
          after: { status: 'onboarding', position: 'Admin' },
          recordedBy: 'Rina Wulandari',
        },
      ]);
      const older = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({}, { startDate: '2019-03-01' }),
      );
      expect(older.json().employeeNumber).toMatch(/^EMP-2019-\d{5}$/);
    });

    it('checks the NIK: 16 digits, a plausible structure, unique (409 nik-taken)', async () => {
      const short = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ nik: '317405120392000' }),
      );
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ nik: 'NIK must be exactly 16 digits.' });
      const badDate = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ nik: '3174053203920001' }),
      );
      expect(badDate.json().errors.nik).toMatch(/birth date/);
      const taken = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ nik: '3174051203920001' }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'nik-taken',
        errors: { nik: expect.stringMatching(/^This NIK already belongs to EMP-/) },
      });
    });

    it('answers a NIK clash that the check could not see (two requests at once) with the same 409', async () => {
      const [row] = await t.database.db.select().from(employees).limit(1);
      const clash = withUniqueConflicts(() =>
        t.database.db.insert(employees).values({
          ...row!,
          id: crypto.randomUUID(),
          employeeNumber: 'EMP-1999-99999',
          userId: null,
        }),
      );
      await expect(clash).rejects.toMatchObject({ status: 409, code: 'nik-taken' });
    });

    it('checks the placement: PKWT end date, the client, approvers of that client', async () => {
      const noEnd = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({}, { contractType: 'pkwt' }),
      );
      expect(noEnd.statusCode).toBe(400);
      expect(noEnd.json().errors).toHaveProperty(['placement.endDate']);
      const before = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({}, { contractType: 'pkwt', endDate: '2026-01-01' }),
      );
      expect(before.json().errors['placement.endDate']).toMatch(/after the start/);
      const noClient = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({}, { clientId: crypto.randomUUID() }),
      );
      expect(noClient.json().errors).toEqual({
        'placement.clientId': 'This client does not exist.',
      });
      const other = (await send('GET', '/api/v4/clients?search=SLI')).json().items[0].id;
      const wrongPic = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({}, { clientId: other, approverPicIds: [bankPicIds[0]] }),
      );
      expect(wrongPic.json().errors).toHaveProperty(['placement.approverPicIds']);
      const bad = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ npwp: '12.345', gender: 'x', personalEmail: 'nope' }, { baseSalary: -1 }),
      );
      expect(Object.keys(bad.json().errors).sort()).toEqual([
        'gender',
        'npwp',
        'personalEmail',
        'placement.baseSalary',
      ]);
    });
  });

  describe('placement, salary and status', () => {
    let id: string;
    beforeAll(async () => {
      const res = await send(
        'POST',
        '/api/v4/employees',
        employeeBody(
          { fullName: 'Yohana Situmorang', gender: 'female', nik: testNik(true) },
          {
            clientId: bankId,
            position: 'Teller',
            contractType: 'pkwt',
            startDate: '2025-06-02',
            endDate: '2026-06-01',
            baseSalary: 5_400_000,
            fixedAllowances: 300_000,
            approverPicIds: [bankPicIds[0]],
          },
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
    });

    it('a raise through PUT placement records a salary entry with both amounts and the date', async () => {
      const detail = (await send('GET', `/api/v4/employees/${id}`)).json();
      const res = await send('PUT', `/api/v4/employees/${id}/placement`, {
        effectiveDate: '2026-01-01',
        placement: { ...detail.placement, baseSalary: 6_000_000 },
        note: 'Annual review',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().placement.baseSalary).toBe(6_000_000);
      const history = (await send('GET', `/api/v4/employees/${id}/history`)).json().items;
      expect(history[0]).toMatchObject({
        kind: 'salary',
        effectiveDate: '2026-01-01',
        before: { baseSalary: 5_400_000, fixedAllowances: 300_000 },
        after: { baseSalary: 6_000_000, fixedAllowances: 300_000 },
        note: 'Annual review',
      });
      expect(history.map((h: { kind: string }) => h.kind)).toEqual(['salary', 'hired']);
    });

    it('a move to another client records a placement entry (and a salary entry when pay changes too)', async () => {
      const logistics = (await send('GET', '/api/v4/clients?search=SLI')).json().items[0];
      const res = await send('PUT', `/api/v4/employees/${id}/placement`, {
        effectiveDate: '2026-03-01',
        placement: {
          clientId: logistics.id,
          position: 'Admin Gudang',
          contractType: 'pkwt',
          startDate: '2026-03-01',
          endDate: '2027-02-28',
          workWeek: 6,
          baseSalary: 6_200_000,
          fixedAllowances: 300_000,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        clientName: 'PT Sinar Logistik Indonesia',
        contractEnd: '2027-02-28',
      });
      const history = (await send('GET', `/api/v4/employees/${id}/history`)).json().items;
      const placement = history.find((h: { kind: string }) => h.kind === 'placement');
      expect(placement).toMatchObject({
        effectiveDate: '2026-03-01',
        before: {
          clientId: bankId,
          clientName: 'PT Bank Nusantara Sejahtera Tbk',
          position: 'Teller',
          workWeek: 5,
        },
        after: {
          clientId: logistics.id,
          clientName: 'PT Sinar Logistik Indonesia',
          position: 'Admin Gudang',
          workWeek: 6,
        },
      });
      expect(history.filter((h: { kind: string }) => h.kind === 'salary')).toHaveLength(2);
      // Nothing changed: no entry.
      const same = await send('PUT', `/api/v4/employees/${id}/placement`, {
        effectiveDate: '2026-04-01',
        placement: res.json().placement,
      });
      expect(same.statusCode).toBe(200);
      expect((await send('GET', `/api/v4/employees/${id}/history`)).json().items).toHaveLength(
        history.length,
      );
    });

    it('records status changes, and refuses the same status', async () => {
      const active = await send('PUT', `/api/v4/employees/${id}/status`, {
        status: 'active',
        effectiveDate: '2026-03-02',
      });
      expect(active.statusCode, active.body).toBe(200);
      const resigned = await send('PUT', `/api/v4/employees/${id}/status`, {
        status: 'resigned',
        effectiveDate: '2026-09-30',
        lastWorkingDay: '2026-09-30',
        note: 'Pindah ke luar kota',
      });
      expect(resigned.json()).toMatchObject({
        status: 'resigned',
        lastWorkingDay: '2026-09-30',
        endReason: 'resignation',
      });
      const again = await send('PUT', `/api/v4/employees/${id}/status`, {
        status: 'resigned',
        effectiveDate: '2026-10-01',
        lastWorkingDay: '2026-09-30',
      });
      expect(again.statusCode).toBe(400);
      const history = (await send('GET', `/api/v4/employees/${id}/history`)).json().items;
      expect(history[0]).toMatchObject({
        kind: 'status',
        effectiveDate: '2026-09-30',
        before: { status: 'active' },
        after: { status: 'resigned', endReason: 'resignation' },
        note: 'Pindah ke luar kota',
      });
      expect(history[1]).toMatchObject({
        kind: 'placement',
        effectiveDate: '2026-09-30',
        after: { lastWorkingDay: '2026-09-30' },
      });
      expect(history[2]).toMatchObject({ kind: 'status', after: { status: 'active' } });
      // The placement and salary entries of 1 March follow (one transaction: either order).
      expect(['placement', 'salary']).toContain(history[3].kind);
      expect(history[3]).toMatchObject({ effectiveDate: '2026-03-01' });
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityId, id),
            inArray(auditLog.action, ['employee.status-changed', 'employee.employment-ended']),
          ),
        );
      expect(audit).toHaveLength(2);
    });

    it('changes personal fields with PATCH (only those sent), NIK still unique', async () => {
      const res = await send('PATCH', `/api/v4/employees/${id}`, {
        phone: '+62 811 2222 3333',
        npwp: '09.876.543.2-109.000',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        phone: '+62 811 2222 3333',
        npwp: '098765432109000',
        fullName: 'Yohana Situmorang',
        gender: 'female',
      });
      const taken = await send('PATCH', `/api/v4/employees/${id}`, { nik: '3174051203920001' });
      expect(taken.statusCode).toBe(409);
      const missing = await send('PATCH', `/api/v4/employees/${crypto.randomUUID()}`, {
        phone: null,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the list', () => {
    it('searches by name word prefixes, NIK prefix and employee number', async () => {
      expect((await list('search=marpaung')).items.map((e) => e.fullName).sort()).toEqual([
        'Zaskia Marpaung',
        'Zulkifli Marpaung',
      ]);
      expect((await list('search=zulk')).items.map((e) => e.fullName)).toEqual([
        'Zulkifli Marpaung',
      ]);
      expect((await list('search=Zulkifli%20Mar')).total).toBe(1);
      expect((await list('search=ulkifli')).total).toBe(0);
      const agus = await list('search=3174051203');
      expect(agus.items.map((e) => e.fullName)).toContain('Agus Pratama');
      const number = agus.items.find((e) => e.fullName === 'Agus Pratama')!.employeeNumber;
      expect((await list(`search=${number.toLowerCase()}`)).items.map((e) => e.fullName)).toEqual([
        'Agus Pratama',
      ]);
      expect(
        (await list(`search=${number.slice(-5)}`)).items.map((e) => e.employeeNumber),
      ).toContain(number);
      expect((await list(`search=${encodeURIComponent('50%_')}`)).total).toBe(0);
    });

    it('filters by client (or internal), status, contract type and contract end', async () => {
      const all = await list('pageSize=200');
      const bank = await list(`clientId=${bankId}&pageSize=200`);
      expect(bank.total).toBeGreaterThan(0);
      expect(bank.items.every((e) => e.clientId === bankId)).toBe(true);
      const internal = await list('clientId=internal&pageSize=200');
      expect(internal.items.every((e) => e.clientId === null)).toBe(true);
      expect(internal.items.map((e) => e.fullName)).toContain('Zulkifli Marpaung');
      const resigned = await list('status=resigned&pageSize=200');
      expect(resigned.items.every((e) => e.status === 'resigned')).toBe(true);
      const freelance = await list('contractType=freelance&pageSize=200');
      expect(freelance.items.every((e) => e.contractType === 'freelance')).toBe(true);
      const today = todayInJakarta();
      const ending = await list('contractEndingWithinDays=30&pageSize=200');
      expect(ending.total).toBeGreaterThan(0);
      for (const e of ending.items) {
        expect(e.contractEnd! >= today && e.contractEnd! <= addDays(today, 30)).toBe(true);
        expect(['onboarding', 'active']).toContain(e.status);
      }
      expect(ending.items.map((e) => e.fullName)).toContain('Agus Pratama');
      const counts = (await send('GET', '/api/v4/employees/status-counts')).json();
      expect(counts.contractsEndingIn30Days).toBe(ending.total);
      expect(counts.resigned).toBe(resigned.total);
      const sum =
        counts.onboarding +
        counts.active +
        counts.resigned +
        counts['laid-off'] +
        counts['contract-ended'] +
        counts.deceased;
      expect(sum).toBe(all.total);
      const bad = await send('GET', '/api/v4/employees?status=retired');
      expect(bad.statusCode).toBe(400);
    });

    it('pages and sorts', async () => {
      const byName = await list('pageSize=200&sort=name');
      const names = byName.items.map((e) => e.fullName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const page3 = await list('pageSize=7&page=3&sort=-employeeNumber');
      const allByNumber = (await list('pageSize=200&sort=-employeeNumber')).items.map(
        (e) => e.employeeNumber,
      );
      expect(page3.items.map((e) => e.employeeNumber)).toEqual(allByNumber.slice(14, 21));
      expect(page3).toMatchObject({ page: 3, pageSize: 7, total: byName.total });
      expect(byName.total).toBeGreaterThan(300);
    });
  });

  describe('account, profile and supporting data', () => {
    let id: string;
    beforeAll(async () => {
      const res = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({
          fullName: 'Wulan Sembiring',
          gender: 'female',
          nik: testNik(true),
          personalEmail: 'Wulan.Sembiring@Gmail.com',
        }),
      );
      id = res.json().id;
    });

    it('invites the employee: user.invited mail to the personal email, the user linked with the Employee role', async () => {
      const res = await send('POST', `/api/v4/employees/${id}/account`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ hasAccount: true, userId: expect.any(String) });
      const mail = await latestMailTo(t, 'wulan.sembiring@gmail.com');
      expect(mail).toMatchObject({ templateKey: 'user.invited' });
      expect(mail!.body).toContain('/set-password?token=');
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, res.json().userId));
      expect(user).toMatchObject({
        email: 'wulan.sembiring@gmail.com',
        name: 'Wulan Sembiring',
        status: 'invited',
      });
      const userDetail = (await send('GET', `/api/v4/users/${user!.id}`)).json();
      expect(userDetail.roles.map((r: { name: string }) => r.name)).toEqual(['Employee']);
      const again = await send('POST', `/api/v4/employees/${id}/account`);
      expect(again.statusCode).toBe(409);
    });

    it('refuses an account when the email is taken or missing', async () => {
      const taken = await send(
        'POST',
        '/api/v4/employees',
        employeeBody({ personalEmail: 'finance@staffdesk.local' }),
      );
      const res = await send('POST', `/api/v4/employees/${taken.json().id}/account`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'email-taken',
        errors: { personalEmail: expect.any(String) },
      });
      const none = await send('POST', '/api/v4/employees', employeeBody());
      const noEmail = await send('POST', `/api/v4/employees/${none.json().id}/account`);
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().errors).toHaveProperty('personalEmail');
    });

    it('keeps profile sub-forms: add, list, change, remove, each kind checked', async () => {
      const base = `/api/v4/employees/${id}/profile`;
      const added = await send('POST', `${base}/educations`, {
        level: 's1',
        institution: 'Universitas Sumatera Utara',
        major: 'Akuntansi',
        startYear: 2012,
        endYear: 2016,
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ kind: 'educations', level: 's1', endYear: 2016 });
      const wrong = await send('POST', `${base}/educations`, {
        level: 'phd',
        institution: '',
        startYear: 2016,
        endYear: 2012,
      });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().errors).sort()).toEqual(['institution', 'level']);
      const years = await send('POST', `${base}/educations`, {
        level: 'sma',
        institution: 'SMA 1 Medan',
        startYear: 2016,
        endYear: 2012,
      });
      expect(years.json().errors).toHaveProperty('endYear');
      const kind = await send('POST', `${base}/hobbies`, { name: 'x' });
      expect(kind.statusCode).toBe(400);
      const changed = await send('PUT', `${base}/educations/${added.json().id}`, {
        level: 's1',
        institution: 'Universitas Sumatera Utara',
        major: 'Manajemen',
        startYear: 2012,
        endYear: 2016,
      });
      expect(changed.json().major).toBe('Manajemen');
      const wrongKind = await send('PUT', `${base}/languages/${added.json().id}`, {
        language: 'Batak',
        proficiency: 'native',
      });
      expect(wrongKind.statusCode).toBe(404);
      const family = await send('POST', `${base}/family`, {
        name: 'Rasta Ginting',
        relationship: 'spouse',
        birthDate: '1989-01-02',
        dependent: true,
      });
      expect(family.statusCode, family.body).toBe(201);
      expect(family.json()).toMatchObject({ nik: null, dependent: true });
      expect((await send('GET', `${base}/educations`)).json().items).toHaveLength(1);
      expect((await send('DELETE', `${base}/educations/${added.json().id}`)).statusCode).toBe(204);
      expect((await send('GET', `${base}/educations`)).json().items).toHaveLength(0);
    });

    it("keeps insurance, assets and BPJS, with this month's contributions", async () => {
      const res = await send('PUT', `/api/v4/employees/${id}/supporting`, {
        insurance: [
          {
            provider: 'Prudential',
            policyNumber: 'PRU-1',
            coverage: 'Rawat inap',
            validUntil: '2027-01-31',
          },
        ],
        assets: [{ name: 'Seragam', assignedAt: '2026-02-02' }],
        bpjs: {
          kesehatanNumber: '0001 2345 67890',
          ketenagakerjaanNumber: '21034567899',
          kesehatanClass: 1,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        insurance: [{ provider: 'Prudential', validUntil: '2027-01-31' }],
        assets: [{ name: 'Seragam', serialNumber: null, returnedAt: null }],
        bpjs: { kesehatanNumber: '0001234567890', kesehatanClass: 1 },
      });
      const contributions = res.json().bpjs.contributions;
      expect(contributions.wage).toBe(5_396_761);
      // Kesehatan: 4% employer, 1% employee of the wage.
      expect(contributions.kesehatan).toEqual({ employer: 215_870, employee: 53_968 });
      const detail = (await send('GET', `/api/v4/employees/${id}`)).json();
      expect(detail.bpjsKesehatanNumber).toBe('0001234567890');
    });
  });
});
