import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates, employees } from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { multipart, pdfCv } from './support/cv-files.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

describe.each(engines)(
  'the job portal: taxonomy, vacancies, applying and referrals on %s',
  (engine) => {
    let t: TestApp;
    let recruiter: string;
    let employee: string;
    let clientId: string;
    let requirementId: string;
    let slug: string;
    let cv: Buffer;

    const call = (
      token: string | null,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/v4${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });

    const apply = (
      fields: Record<string, string | undefined>,
      file: { name: string; data: Buffer } | null,
      ip = '203.0.113.10',
      vacancy = slug,
    ) => {
      const given = { startedAt: String(Date.now() - 60_000), website: '', ...fields };
      const body = multipart(
        file ? [{ field: 'cv', name: file.name, data: file.data }] : [],
        Object.fromEntries(
          Object.entries(given).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        ),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/v4/public/vacancies/${vacancy}/apply`,
        headers: body.headers,
        payload: body.payload,
        remoteAddress: ip,
      });
    };
    const countCandidates = async () => (await t.database.db.select().from(candidates)).length;

    beforeAll(async () => {
      t = await createTestApp(engine, {}, { demo: true });
      const [demo] = await t.database.db
        .select()
        .from(employees)
        .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
      clientId = demo!.clientId!;
      recruiter = await signIn(t, 'recruiter@staffdesk.local');
      employee = await signIn(t, 'employee@staffdesk.local');
      requirementId = (
        await call(recruiter, 'POST', '/requirements', {
          clientId,
          position: 'Admin Gudang',
          headcount: 3,
          contractType: 'pkwt',
          location: 'Cikarang',
          salaryMin: 5_000_000,
          salaryMax: 6_000_000,
        })
      ).json().id;
      cv = await pdfCv(['Nina Marlina', 'Admin gudang, SAP, Excel', 'Cikarang']);
    });
    afterAll(() => t.close());

    it('keeps one taxonomy of categories, roles and skills, names unique', async () => {
      const category = await call(recruiter, 'POST', '/job-categories', { name: 'Warehousing' });
      expect(category.statusCode).toBe(201);
      expect(
        (await call(recruiter, 'POST', '/job-categories', { name: 'warehousing' })).statusCode,
      ).toBe(409);
      const role = await call(recruiter, 'POST', '/job-roles', {
        categoryId: category.json().id,
        name: 'Warehouse admin',
      });
      expect(role.statusCode).toBe(201);
      const skill = await call(recruiter, 'POST', '/job-skills', { name: '  Stock  Opname ' });
      expect(skill.json().name).toBe('stock opname');
      expect((await call(recruiter, 'POST', '/job-skills', { name: 'SAP' })).statusCode).toBe(409);
      const all = (await call(recruiter, 'GET', '/job-taxonomy')).json();
      expect(all.categories.find((c: { name: string }) => c.name === 'Warehousing')).toMatchObject({
        roles: [{ name: 'Warehouse admin' }],
      });
      expect(all.skills.map((k: { name: string }) => k.name)).toContain('c++');
      expect((await call(employee, 'POST', '/job-skills', { name: 'excel' })).statusCode).toBe(403);
    });

    it('publishes a requirement as a vacancy the website lists without the client', async () => {
      const taxonomy = (await call(recruiter, 'GET', '/job-taxonomy')).json();
      const warehousing = taxonomy.categories.find(
        (c: { name: string }) => c.name === 'Warehousing',
      );
      const created = await call(recruiter, 'POST', '/vacancies', {
        requirementId,
        title: 'Warehouse Admin',
        categoryId: warehousing.id,
        roleId: warehousing.roles[0].id,
        skills: ['SAP', 'Excel'],
        description: 'Record goods in and out of a bank’s logistics warehouse.',
        location: 'Cikarang',
        showSalary: true,
        status: 'published',
      });
      expect(created.statusCode).toBe(201);
      slug = created.json().slug;
      expect(slug).toMatch(/^warehouse-admin-cikarang-[0-9a-f]{4}$/);
      expect(
        (await call(recruiter, 'POST', '/vacancies', { requirementId, title: 'Again' })).statusCode,
      ).toBe(409);

      const list = (await call(null, 'GET', '/public/vacancies?search=sap')).json();
      expect(list.items.map((v: { slug: string }) => v.slug)).toEqual([slug]);
      expect(list.items[0]).toMatchObject({
        salaryMin: 5_000_000,
        category: 'Warehousing',
        skills: ['sap', 'excel'],
      });
      expect(JSON.stringify(list.items[0])).not.toContain('Bank Nusantara');
      expect((await call(null, 'GET', `/public/vacancies/${slug}`)).statusCode).toBe(200);
    });

    it('takes an application with a CV: a candidate from the job portal in the pipeline, once', async () => {
      const before = await countCandidates();
      const applied = await apply(
        {
          fullName: 'Nina Marlina',
          email: 'nina.marlina@example.com',
          phone: '0813 9000 1111',
          city: 'Cikarang',
        },
        { name: 'CV Nina.pdf', data: cv },
      );
      expect(applied.statusCode).toBe(201);
      expect(await countCandidates()).toBe(before + 1);
      const [nina] = await t.database.db
        .select()
        .from(candidates)
        .where(eq(candidates.email, 'nina.marlina@example.com'));
      // No language asked for: Indonesian, the language of her offer and interview mails.
      expect(nina).toMatchObject({
        source: 'job-portal',
        cvFileName: 'CV Nina.pdf',
        preferredLanguage: 'id',
      });
      expect(nina!.cvText).toContain('Admin gudang');
      const [place] = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.candidateId, nina!.id));
      expect(place).toMatchObject({ requirementId, stage: 'sourced' });

      const again = await apply(
        { fullName: 'Nina M.', email: 'NINA.marlina@example.com', phone: '' },
        { name: 'cv.pdf', data: cv },
        '203.0.113.11',
      );
      expect(again.statusCode).toBe(409);
      expect(await countCandidates()).toBe(before + 1);
    });

    it('keeps the language a candidate applied in for their mail, and thanks them in it', async () => {
      const body = multipart([{ field: 'cv', name: 'CV Ken.pdf', data: cv }], {
        startedAt: String(Date.now() - 60_000),
        website: '',
        fullName: 'Ken Wijaya',
        email: 'ken.wijaya@example.com',
        phone: '0813 9000 2222',
        city: 'Bekasi',
      });
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/v4/public/vacancies/${slug}/apply`,
        headers: { ...body.headers, 'accept-language': 'en-US,en;q=0.9' },
        payload: body.payload,
        remoteAddress: '203.0.113.12',
      });
      expect(applied.statusCode, applied.body).toBe(201);
      expect(applied.json().message).toMatch(/^Thank you/);
      const [ken] = await t.database.db
        .select()
        .from(candidates)
        .where(eq(candidates.email, 'ken.wijaya@example.com'));
      expect(ken!.preferredLanguage).toBe('en');
      const shown = await call(recruiter, 'GET', `/candidates/${ken!.id}`);
      expect(shown.json().preferredLanguage).toBe('en');
    });

    it('refuses a CV named with a script, a 20 MB file, a filled honeypot and a form sent in a second, creating nothing', async () => {
      const before = await countCandidates();
      const person = { fullName: 'Rudi', email: 'rudi@example.com', phone: '' };
      const script = await apply(
        person,
        { name: '<script>alert(1)</script>.pdf', data: cv },
        '198.51.100.1',
      );
      expect(script.statusCode).toBe(400);
      expect(script.json().errors.cv).toMatch(/may not contain/);
      const big = await apply(
        person,
        { name: 'cv.pdf', data: Buffer.alloc(20 * 1024 * 1024, 0x25) },
        '198.51.100.2',
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().detail).toMatch(/larger than 10 MB/);
      const bot = await apply(
        { ...person, website: 'http://spam.example' },
        { name: 'cv.pdf', data: cv },
        '198.51.100.3',
      );
      expect(bot.statusCode).toBe(400);
      const hasty = await apply(
        { ...person, startedAt: String(Date.now()) },
        { name: 'cv.pdf', data: cv },
        '198.51.100.4',
      );
      expect(hasty.statusCode).toBe(400);
      // Leaving the form's time out does not skip the guard (issue #27).
      const timeless = await apply(
        { ...person, startedAt: undefined },
        { name: 'cv.pdf', data: cv },
        '198.51.100.5',
      );
      expect(timeless.statusCode).toBe(400);
      expect(timeless.json().errors.startedAt).toBe('Reload the page and fill the form in again.');
      const fromTheFuture = await apply(
        { ...person, startedAt: String(Date.now() + 3_600_000) },
        { name: 'cv.pdf', data: cv },
        '198.51.100.6',
      );
      expect(fromTheFuture.statusCode).toBe(400);
      expect(await countCandidates()).toBe(before);
    });

    it('throttles one address to five applications an hour', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await apply(
          { fullName: `Pelamar ${i}`, email: `pelamar${i}@example.com`, phone: '' },
          { name: 'cv.pdf', data: await pdfCv([`Pelamar ${i}`]) },
          '192.0.2.77',
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });

    it('lets an employee refer someone to an open vacancy and follow their stage', async () => {
      const open = (await call(employee, 'GET', '/me/vacancies')).json();
      expect(open.items.map((v: { slug: string }) => v.slug)).toContain(slug);
      const referred = await call(employee, 'POST', '/me/referrals', {
        slug,
        fullName: 'Teguh Santoso',
        email: 'teguh.santoso@example.com',
        phone: '0812 1212 3434',
      });
      expect(referred.statusCode).toBe(201);
      expect(referred.json()).toMatchObject({
        fullName: 'Teguh Santoso',
        applications: [{ position: 'Warehouse Admin', stage: 'sourced' }],
      });
      const twice = await call(employee, 'POST', '/me/referrals', {
        slug,
        fullName: 'Teguh S.',
        email: 'teguh.santoso@example.com',
      });
      expect(twice.statusCode).toBe(409);
      const mine = (await call(employee, 'GET', '/me/referrals')).json();
      expect(mine.items).toHaveLength(1);
      const [row] = await t.database.db
        .select()
        .from(candidates)
        .where(eq(candidates.email, 'teguh.santoso@example.com'));
      expect(row!.source).toBe('referral');
    });

    it('stops listing a closed vacancy', async () => {
      const vacancy = (await call(recruiter, 'GET', '/vacancies'))
        .json()
        .items.find((v: { slug: string }) => v.slug === slug);
      const {
        id,
        requirementNumber: _r,
        clientName: _c,
        slug: _s,
        categoryName: _cn,
        roleName: _rn,
        contractType: _ct,
        salaryMin: _a,
        salaryMax: _b,
        publishedAt: _p,
        applicants: _ap,
        createdByLabel: _cb,
        updatedAt: _u,
        ...fields
      } = vacancy;
      const closed = await call(recruiter, 'PUT', `/vacancies/${id}`, {
        ...fields,
        status: 'closed',
      });
      expect(closed.statusCode).toBe(200);
      expect((await call(null, 'GET', `/public/vacancies/${slug}`)).statusCode).toBe(404);
      expect(
        (
          await apply(
            { fullName: 'Late', email: 'late@example.com', phone: '' },
            { name: 'cv.pdf', data: cv },
            '198.51.100.9',
          )
        ).statusCode,
      ).toBe(404);
    });
  },
);
