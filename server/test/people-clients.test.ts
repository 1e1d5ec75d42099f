import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, employees } from '../src/db/schema.js';
import { bearer, signIn } from './support/identity.js';
import { importAndWait, sheetRows, upload, workbookOf } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

const clientBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'ksi-01',
  legalName: 'PT Karya Sentosa Indonesia',
  industry: 'Manufacturing',
  address: 'Jl. Industri Raya No. 5, Karawang',
  npwp: '01.234.567.8-901.000',
  billingMethod: 'management-fee',
  paymentTermsDays: 30,
  status: 'active',
  pics: [
    {
      name: 'Sutrisno Hadi',
      email: 'Sutrisno@karyasentosa.co.id',
      phone: '+62 21 555 0101',
      position: 'HR Manager',
      roles: ['timesheet-approver', 'leave-approver'],
    },
    {
      name: 'Wenny Oktaviani',
      email: 'wenny@karyasentosa.co.id',
      position: 'Finance',
      roles: ['billing-contact'],
    },
  ],
  ...overrides,
});

describe.each(engines)('clients on %s', (engine) => {
  let t: TestApp;
  let bd: string;
  let hr: string;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    bd = await signIn(t, 'bd@staffdesk.local');
    hr = await signIn(t, 'hr@staffdesk.local');
  });
  afterAll(() => t.close());

  let created: { id: string; pics: { id: string; email: string }[] };

  it('adds a client with two PICs: code upper-cased, NPWP digits only, audited', async () => {
    const res = await send('POST', '/api/v4/clients', bd, clientBody());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(res.json()).toMatchObject({
      code: 'KSI-01',
      legalName: 'PT Karya Sentosa Indonesia',
      npwp: '012345678901000',
      picCount: 2,
      status: 'active',
    });
    expect(res.json().pics.map((p: { email: string }) => p.email)).toEqual([
      'sutrisno@karyasentosa.co.id',
      'wenny@karyasentosa.co.id',
    ]);
    expect(res.json().pics[1]).toMatchObject({ phone: null, roles: ['billing-contact'] });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.created'), eq(auditLog.entityId, created.id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses a PIC email used twice in the client (field pics.1.email) and a taken code (409)', async () => {
    const twice = clientBody({ code: 'NEW-1' });
    twice.pics[1]!.email = 'SUTRISNO@karyasentosa.co.id';
    const dup = await send('POST', '/api/v4/clients', bd, twice);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ 'pics.1.email': 'This email is already used by PIC 1.' });

    const taken = await send('POST', '/api/v4/clients', bd, clientBody({ code: 'Ksi-01' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'code-taken',
      errors: { code: expect.any(String) },
    });
  });

  it('checks code, NPWP, payment terms, billing method and status', async () => {
    const res = await send(
      'POST',
      '/api/v4/clients',
      bd,
      clientBody({
        code: 'x',
        npwp: '12345',
        paymentTermsDays: 181,
        billingMethod: 'barter',
        status: 'gone',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'billingMethod',
      'code',
      'npwp',
      'paymentTermsDays',
      'status',
    ]);
  });

  it('replaces PICs on PUT: kept by id, added without, removed when missing (and off approvers)', async () => {
    const [sutrisno, wenny] = created.pics;
    // An employee approved by Wenny, who is about to be removed.
    const employee = await send('POST', '/api/v4/employees', hr, {
      fullName: 'Joko Susilo',
      nik: '3215011505900007',
      placement: {
        clientId: created.id,
        position: 'Operator',
        contractType: 'pkwtt',
        startDate: '2026-01-05',
        baseSalary: 5_500_000,
        approverPicIds: [sutrisno!.id, wenny!.id],
      },
    });
    expect(employee.statusCode, employee.body).toBe(201);

    const res = await send(
      'PUT',
      `/api/v4/clients/${created.id}`,
      bd,
      clientBody({
        legalName: 'PT Karya Sentosa Indonesia Tbk',
        pics: [
          {
            id: sutrisno!.id,
            name: 'Sutrisno Hadi',
            email: 'wenny@karyasentosa.co.id',
            roles: ['timesheet-approver'],
          },
          { name: 'Ahmad Fauzi', email: 'ahmad@karyasentosa.co.id', roles: ['overtime-approver'] },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().legalName).toBe('PT Karya Sentosa Indonesia Tbk');
    expect(res.json().pics).toMatchObject([
      { id: sutrisno!.id, email: 'wenny@karyasentosa.co.id', roles: ['timesheet-approver'] },
      { name: 'Ahmad Fauzi' },
    ]);
    const [row] = await t.database.db
      .select({ approvers: employees.approverPicIds })
      .from(employees)
      .where(eq(employees.id, employee.json().id));
    expect(row!.approvers).toEqual([sutrisno!.id]);

    const foreign = await send('PUT', `/api/v4/clients/${created.id}`, bd, {
      ...clientBody(),
      pics: [{ id: wenny!.id, name: 'Wenny', email: 'w@karyasentosa.co.id' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty(['pics.0.id']);
    const missing = await send('PUT', `/api/v4/clients/${crypto.randomUUID()}`, bd, clientBody());
    expect(missing.statusCode).toBe(404);
  });

  it('lists with search by code, legal name and PIC email, filters, sort and paging', async () => {
    const list = async (query: string) => {
      const res = await send('GET', `/api/v4/clients?${query}`, hr);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { code: string; picCount: number }[]; total: number };
    };
    expect((await list('search=ksi')).items.map((c) => c.code)).toEqual(['KSI-01']);
    expect((await list('search=sentosa')).items.map((c) => c.code)).toEqual(['KSI-01']);
    expect((await list('search=ahmad@karya')).items.map((c) => c.code)).toEqual(['KSI-01']);
    expect((await list('search=ksi')).items[0]!.picCount).toBe(2);
    const all = await list('pageSize=200');
    expect(all.total).toBe(11);
    const inactive = await list('status=inactive');
    expect(inactive.items.map((c) => c.code)).toEqual(['HNI']);
    expect((await list('industry=banking')).items.map((c) => c.code)).toEqual(['BNS']);
    const page2 = await list('sort=-code&pageSize=4&page=2');
    const codes = all.items
      .map((c) => c.code)
      .sort()
      .reverse();
    expect(page2.items.map((c) => c.code)).toEqual(codes.slice(4, 8));
    expect(page2.total).toBe(11);
  });

  it('exports the filtered list as XLSX, one row per PIC, with a bold header', async () => {
    const res = await send('GET', '/api/v4/clients/export?search=ksi', hr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="clients-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { sheet, rows } = await sheetRows(res.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['Code', 'Legal name', 'Industry']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows.slice(1).map((r) => [r[0], r[9]])).toEqual([
      ['KSI-01', 'wenny@karyasentosa.co.id'],
      ['KSI-01', 'ahmad@karyasentosa.co.id'],
    ]);
  });

  it('imports clients from CSV (semicolon separated) and XLSX, all or nothing', async () => {
    const csv = [
      'Code;Legal name;Industry;NPWP;Billing method;Payment terms (days);Status;PIC name;PIC email;PIC roles',
      'abc;PT Angkasa Bersama Cemerlang;Retail;;cost-plus;14;prospect;Rudi Hartono;rudi@abc.co.id;timesheet-approver, leave-approver',
      'ABC;;;;;;;Sinta Dewi;sinta@abc.co.id;billing-contact',
      'DEF;PT Delta Energi Fortuna;Oil and gas;01.111.222.3-444.000;fixed-rate;30;lead;;;',
    ].join('\r\n');
    const dry = await upload(
      t,
      '/api/v4/clients/import?dryRun=true',
      bd,
      Buffer.from(csv),
      'clients.csv',
      'text/csv',
    );
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ dryRun: true, total: 3, valid: 3, imported: 0, errors: [] });
    expect((await t.database.db.select().from(clients).where(eq(clients.code, 'ABC'))).length).toBe(
      0,
    );

    const real = await importAndWait(
      t,
      '/api/v4/clients/import',
      bd,
      Buffer.from(csv),
      'clients.csv',
      'text/csv',
    );
    expect(real).toMatchObject({ name: 'clients.import', state: 'completed', attempts: 1 });
    expect(real.result).toMatchObject({ dryRun: false, imported: 3, errors: [] });
    const abc = (await send('GET', '/api/v4/clients?search=ABC', hr)).json().items[0];
    const detail = (await send('GET', `/api/v4/clients/${abc.id}`, hr)).json();
    expect(detail).toMatchObject({
      legalName: 'PT Angkasa Bersama Cemerlang',
      billingMethod: 'cost-plus',
      paymentTermsDays: 14,
    });
    expect(detail.pics.map((p: { email: string; roles: string[] }) => [p.email, p.roles])).toEqual([
      ['rudi@abc.co.id', ['timesheet-approver', 'leave-approver']],
      ['sinta@abc.co.id', ['billing-contact']],
    ]);

    const bad = await workbookOf([
      [
        'Code',
        'Legal name',
        'Billing method',
        'Payment terms (days)',
        'Status',
        'PIC name',
        'PIC email',
      ],
      ['GHI', 'PT Gemilang', 'barter', 30, 'active', 'Ani', 'ani@ghi.co.id'],
      ['ABC', 'PT Again', 'cost-plus', 30, 'active', null, null],
      ['JKL', 'PT Jaya', 'cost-plus', 30, 'active', 'Ani', 'not-an-email'],
    ]);
    const refused = await upload(t, '/api/v4/clients/import', bd, bad, 'clients.xlsx');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      dryRun: false,
      total: 3,
      valid: 0,
      imported: 0,
      errors: [
        { row: 2, column: 'Billing method', message: expect.stringContaining('management-fee') },
        { row: 3, column: 'Code', message: 'Another client already has this code.' },
        { row: 4, column: 'PIC email', message: 'Enter a valid email address.' },
      ],
    });
    const none = await upload(
      t,
      '/api/v4/clients/import',
      bd,
      Buffer.from('nothing'),
      'x.csv',
      'text/csv',
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0]).toMatchObject({ row: 1, message: 'This column is missing.' });
  });
});
