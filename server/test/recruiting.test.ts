import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, candidates, employees } from '../src/db/schema.js';
import { DEMO_EMPLOYEE_NIK } from '../src/seed/demo-people.js';
import { docxCv, multipart, pdfCv } from './support/cv-files.js';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { engines } from './support/test-database.js';

describe.each(engines)('requirements, the CV database and pipelines on %s', (engine) => {
  let t: TestApp;
  let recruiter: string;
  let employee: string;
  let clientId: string;
  let requirementId: string;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    locale = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: { ...bearer(token), 'accept-language': locale },
      ...(payload ? { payload } : {}),
    });
  const upload = (
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    files: Parameters<typeof multipart>[0],
    fields?: Record<string, string>,
  ) => {
    const body = multipart(files, fields);
    return t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const candidateBody = (over: object = {}) => ({
    fullName: 'Rizky Hidayat',
    email: 'rizky.hidayat@example.com',
    phone: '0812-7777-1234',
    city: 'Jakarta Selatan',
    skills: ['Java', 'Spring', 'PostgreSQL'],
    experienceYears: 4,
    expectedSalary: 12_000_000,
    source: 'linkedin',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { demo: true });
    const [demo] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.nik, DEMO_EMPLOYEE_NIK));
    clientId = demo!.clientId!;
    recruiter = await signIn(t, 'recruiter@staffdesk.local');
    employee = await signIn(t, 'employee@staffdesk.local');
  });
  afterAll(() => t.close());

  it('opens a numbered requirement for a client, validates it, and shows filled of headcount', async () => {
    const recruiters = (await call(recruiter, 'GET', '/recruiters')).json().items;
    expect(recruiters.map((r: { email: string }) => r.email)).toContain(
      'recruiter@staffdesk.local',
    );
    const me = recruiters.find((r: { email: string }) => r.email === 'recruiter@staffdesk.local');

    const bad = await call(recruiter, 'POST', '/requirements', {
      clientId,
      position: '',
      headcount: 0,
      contractType: 'pkwt',
      salaryMin: 9_000_000,
      salaryMax: 7_000_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['headcount', 'position', 'salaryMax']);

    const created = await call(recruiter, 'POST', '/requirements', {
      clientId,
      position: 'Java Developer',
      headcount: 3,
      description: 'Build the payment services.',
      qualifications: 'S1 Informatika, 3+ years of Java',
      salaryMin: 10_000_000,
      salaryMax: 15_000_000,
      location: 'Jakarta',
      contractType: 'pkwt',
      deadline: '2026-12-31',
      recruiterIds: [me.id],
    });
    expect(created.statusCode).toBe(201);
    const requirement = created.json();
    requirementId = requirement.id;
    expect(requirement.number).toMatch(/^REQ-\d{4}-\d{4}$/);
    expect(requirement).toMatchObject({ filled: 0, headcount: 3, status: 'open', candidates: 0 });
    expect(requirement.recruiters).toEqual([me]);

    const second = (
      await call(recruiter, 'POST', '/requirements', {
        clientId,
        position: 'Admin Gudang',
        headcount: 2,
        contractType: 'pkwt',
      })
    ).json();
    const serial = (n: string) => Number(n.slice(9));
    expect(serial(second.number)).toBe(serial(requirement.number) + 1);

    const list = (await call(recruiter, 'GET', '/requirements?search=java')).json();
    expect(list.total).toBe(1);
    expect(list.items[0].id).toBe(requirementId);
    const mine = (await call(recruiter, 'GET', `/requirements?recruiterId=${me.id}`)).json();
    expect(mine.items.map((r: { id: string }) => r.id)).toContain(requirementId);
    expect(mine.items.map((r: { id: string }) => r.id)).not.toContain(second.id);

    // The employee may not read recruiting.
    expect((await call(employee, 'GET', '/requirements')).statusCode).toBe(403);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'requirement.create'));
    expect(audits.filter((a) => [requirementId, second.id].includes(a.entityId!))).toHaveLength(2);
  });

  it('stores a PDF CV, indexes its words, and finds the candidate by skill and city', async () => {
    const created = await call(recruiter, 'POST', '/candidates', candidateBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().phone).toBe('+62 812 7777 1234');

    const pdf = await pdfCv([
      'Rizky Hidayat',
      'Backend engineer, Jakarta Selatan',
      'Experience: PT Bank Sejahtera, microservices with Kubernetes and Kafka',
      'Pendidikan: S1 Teknik Informatika, Universitas Indonesia',
    ]);
    const uploaded = await upload(recruiter, 'PUT', `/candidates/${id}/cv`, [
      { field: 'cv', name: 'CV Rizky Hidayat.pdf', data: pdf },
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().cv).toMatchObject({
      fileName: 'CV Rizky Hidayat.pdf',
      mimeType: 'application/pdf',
    });
    expect(uploaded.json().cvText).toContain('Kubernetes and Kafka');

    // Words only the CV has; `jkt` is Jakarta; the last word is a prefix.
    const byCv = (await call(recruiter, 'GET', '/candidates?search=kafka jkt')).json();
    expect(byCv.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(byCv.items[0].snippet).toContain('«kafka»'.replace('kafka', 'Kafka'));
    const prefix = (await call(recruiter, 'GET', '/candidates?search=java jak')).json();
    expect(prefix.total).toBe(1);
    const filtered = (
      await call(recruiter, 'GET', '/candidates?skills=java,spring&city=jakarta')
    ).json();
    expect(filtered).toMatchObject({ total: 1 });
    const elsewhere = (
      await call(recruiter, 'GET', '/candidates?skills=java&city=surabaya')
    ).json();
    expect(elsewhere.total).toBe(0);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v4/candidates/${id}/cv`,
      headers: bearer(recruiter),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a CV named with a script, one over the size limit, and one that is not a CV, changing nothing', async () => {
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.fullName, 'Rizky Hidayat'));
    const before = { key: row!.cvKey, text: row!.cvText };
    const pdf = await pdfCv(['Someone else']);

    const script = await upload(recruiter, 'PUT', `/candidates/${row!.id}/cv`, [
      { field: 'cv', name: '<script>alert(1)</script>.pdf', data: pdf },
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().errors.cv).toMatch(/may not contain/);

    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const tooLarge = await upload(recruiter, 'PUT', `/candidates/${row!.id}/cv`, [
      { field: 'cv', name: 'cv.pdf', data: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toMatch(/larger than 10 MB/);

    const exe = await upload(recruiter, 'PUT', `/candidates/${row!.id}/cv`, [
      { field: 'cv', name: 'cv.pdf', data: Buffer.from('MZ this is not a pdf') },
    ]);
    expect(exe.statusCode).toBe(415);

    const [after] = await t.database.db.select().from(candidates).where(eq(candidates.id, row!.id));
    expect({ key: after!.cvKey, text: after!.cvText }).toEqual(before);
  });

  it('finds duplicates by email and phone, refuses them on create, and merges two into one', async () => {
    const dupes = (
      await call(recruiter, 'GET', '/candidates/duplicates?phone=%2B62%20812%207777%201234')
    ).json();
    expect(dupes.items).toHaveLength(1);
    expect(dupes.items[0].matchedOn).toEqual(['phone']);

    const refused = await call(
      recruiter,
      'POST',
      '/candidates',
      candidateBody({ fullName: 'Rizky H.', email: 'RIZKY.hidayat@example.com', phone: null }),
      'id',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('duplicate-candidate');
    expect(refused.json().errors.email).toBe(
      'Rizky Hidayat sudah memakai email ini. Buka kandidat tersebut, atau gabungkan keduanya.',
    );

    const second = await call(
      recruiter,
      'POST',
      '/candidates',
      candidateBody({
        fullName: 'Rizky H.',
        email: 'rizky.h@example.com',
        phone: '+62 812 7777 1234',
        skills: ['Kotlin'],
        allowDuplicate: true,
      }),
    );
    expect(second.statusCode).toBe(201);
    const duplicateId = second.json().id;
    const [keep] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.fullName, 'Rizky Hidayat'));
    // The duplicate is in the requirement's pipeline; the kept one is not yet.
    await call(recruiter, 'POST', `/requirements/${requirementId}/pipeline`, {
      candidateIds: [duplicateId],
    });

    const merged = await call(recruiter, 'POST', `/candidates/${keep!.id}/merge`, { duplicateId });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().skills).toEqual(['java', 'spring', 'postgresql', 'kotlin']);
    expect(merged.json().pipelines.map((p: { requirementId: string }) => p.requirementId)).toEqual([
      requirementId,
    ]);
    expect((await call(recruiter, 'GET', `/candidates/${duplicateId}`)).statusCode).toBe(404);
    const log = (
      await call(recruiter, 'GET', `/candidate-activities?candidateId=${keep!.id}`)
    ).json();
    expect(log.items.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['merged', 'added-to-requirement', 'created', 'cv-uploaded']),
    );
  });

  it('imports CVs: creates candidates from their words, reports duplicates and refuses unreadable files', async () => {
    const files = [
      {
        field: 'files',
        name: 'Sari Wulandari.pdf',
        data: await pdfCv([
          'Curriculum Vitae',
          'Sari Wulandari',
          'sari.wulandari@example.com | +62 813 2222 3333',
          'Bandung, Jawa Barat',
          'Skills: Python, SQL, Tableau',
        ]),
      },
      {
        field: 'files',
        name: 'budi-santoso.docx',
        data: await docxCv([
          'Budi Santoso',
          'budi.santoso@example.com, 0857 1111 2222',
          'Surabaya',
          'Warehouse supervisor, forklift licence, SAP',
        ]),
      },
      {
        field: 'files',
        name: 'again-rizky.pdf',
        data: await pdfCv(['Rizky Hidayat', 'rizky.hidayat@example.com']),
      },
      { field: 'files', name: 'notes.pdf', data: Buffer.from('not a pdf at all') },
      { field: 'files', name: 'scan.pdf', data: Buffer.alloc(11 * 1024 * 1024, 0x25) },
    ];
    const response = await upload(recruiter, 'POST', '/candidates/import', files, {
      source: 'jobstreet',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ created: 2, duplicates: 1, refused: 2 });
    expect(result.files[4].message).toMatch(/larger than 10 MB/);
    expect(result.files.map((f: { outcome: string }) => f.outcome)).toEqual([
      'created',
      'created',
      'duplicate',
      'refused',
      'refused',
    ]);
    expect(result.files[2].duplicateOf).toMatchObject({
      fullName: 'Rizky Hidayat',
      matchedOn: ['email'],
    });

    imported = [result.files[0].candidateId, result.files[1].candidateId];
    const sari = (
      await call(recruiter, 'GET', `/candidates/${result.files[0].candidateId}`)
    ).json();
    expect(sari).toMatchObject({
      fullName: 'Sari Wulandari',
      email: 'sari.wulandari@example.com',
      phone: '+62 813 2222 3333',
      city: 'Bandung',
      source: 'jobstreet',
    });
    expect(sari.skills).toEqual(expect.arrayContaining(['python', 'sql', 'tableau']));
    const budi = (
      await call(recruiter, 'GET', `/candidates/${result.files[1].candidateId}`)
    ).json();
    expect(budi).toMatchObject({
      fullName: 'Budi Santoso',
      city: 'Surabaya',
      phone: '+62 857 1111 2222',
    });
    expect(budi.cv.mimeType).toMatch(/wordprocessingml/);
    const found = (await call(recruiter, 'GET', '/candidates?search=forklift sby')).json();
    expect(found.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Budi Santoso']);
  });

  let imported: string[] = [];

  it('moves candidates through the pipeline, asks a reason to reject, logs each move, and lets one of two movers win', async () => {
    const hits = (
      await call(recruiter, 'GET', `/candidates?notInRequirementId=${requirementId}&pageSize=100`)
    ).json();
    const notIn = hits.items.map((c: { fullName: string }) => c.fullName);
    expect(notIn).toEqual(expect.arrayContaining(['Sari Wulandari', 'Budi Santoso']));
    expect(notIn).not.toContain('Rizky Hidayat');
    const ids = imported;
    const added = (
      await call(recruiter, 'POST', `/requirements/${requirementId}/pipeline`, {
        candidateIds: ids,
      })
    ).json();
    expect(added).toEqual({ added: 2, alreadyThere: [] });
    const board = (await call(recruiter, 'GET', `/requirements/${requirementId}/pipeline`)).json();
    expect(board.items).toHaveLength(3);
    const [first, second] = board.items.filter((e: { candidate: { id: string } }) =>
      ids.includes(e.candidate.id),
    );

    const screened = await call(recruiter, 'POST', `/pipeline/${first.id}/move`, {
      fromStage: 'sourced',
      stage: 'screened',
    });
    expect(screened.json().stage).toBe('screened');

    const noReason = await call(recruiter, 'POST', `/pipeline/${second.id}/move`, {
      fromStage: 'sourced',
      stage: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const hire = await call(recruiter, 'POST', `/pipeline/${first.id}/move`, {
      fromStage: 'screened',
      stage: 'hired',
    });
    expect(hire.statusCode).toBe(409);

    // Two recruiters move the same card from the stage they both saw: one wins.
    const moves = await Promise.all([
      call(recruiter, 'POST', `/pipeline/${second.id}/move`, {
        fromStage: 'sourced',
        stage: 'rejected',
        reason: 'Expected salary above the range',
      }),
      call(recruiter, 'POST', `/pipeline/${second.id}/move`, {
        fromStage: 'sourced',
        stage: 'screened',
      }),
    ]);
    expect(moves.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    const loser = moves.find((m) => m.statusCode === 409)!;
    expect(loser.json().code).toBe('stage-changed');
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, second.id));
    const log = (
      await call(
        recruiter,
        'GET',
        `/candidate-activities?candidateId=${second.candidate.id}&kind=stage-changed`,
      )
    ).json();
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      fromStage: 'sourced',
      toStage: row!.stage,
      requirementNumber: expect.stringMatching(/^REQ-/),
    });

    const requirement = (await call(recruiter, 'GET', `/requirements/${requirementId}`)).json();
    expect(requirement.stageCounts.screened).toBeGreaterThanOrEqual(1);
    expect(requirement.candidates).toBe(3);
  });

  it('keeps a cancelled requirement’s pipeline closed', async () => {
    const requirement = (await call(recruiter, 'GET', `/requirements/${requirementId}`)).json();
    const {
      id: _,
      number: _n,
      clientName: _c,
      clientCode: _cc,
      filled: _f,
      recruiters,
      stageCounts: _s,
      candidates: _k,
      createdByLabel: _b,
      createdAt: _a,
      updatedAt: _u,
      ...fields
    } = requirement;
    const cancelled = await call(recruiter, 'PUT', `/requirements/${requirementId}`, {
      ...fields,
      recruiterIds: recruiters.map((r: { id: string }) => r.id),
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    const someone = (
      await call(
        recruiter,
        'POST',
        '/candidates',
        candidateBody({ fullName: 'Dian Lestari', email: 'dian@example.com', phone: null }),
      )
    ).json();
    const refused = await call(recruiter, 'POST', `/requirements/${requirementId}/pipeline`, {
      candidateIds: [someone.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('requirement-closed');
  });

  it('shows business development a client’s requirements on its page, and nothing of the candidates', async () => {
    const bd = await signIn(t, 'bd@staffdesk.local');
    const answer = await call(bd, 'GET', `/clients/${clientId}/requirements?pageSize=50`);
    expect(answer.statusCode).toBe(200);
    const list = answer.json();
    const java = list.items.find((r: { id: string }) => r.id === requirementId);
    expect(java).toMatchObject({ position: 'Java Developer', headcount: 3, status: 'cancelled' });
    expect(list.items.every((r: { clientId: string }) => r.clientId === clientId)).toBe(true);
    const open = (
      await call(bd, 'GET', `/clients/${clientId}/requirements?status=cancelled`)
    ).json();
    expect(open.items.map((r: { id: string }) => r.id)).toContain(requirementId);
    expect(open.items.every((r: { status: string }) => r.status === 'cancelled')).toBe(true);

    // The requirements themselves, and their candidates, stay recruiting's.
    expect((await call(bd, 'GET', `/requirements/${requirementId}`)).statusCode).toBe(403);
    expect((await call(bd, 'GET', `/requirements/${requirementId}/pipeline`)).statusCode).toBe(403);
    expect((await call(employee, 'GET', `/clients/${clientId}/requirements`)).statusCode).toBe(403);
    const missing = await call(
      bd,
      'GET',
      '/clients/00000000-0000-4000-8000-000000000999/requirements',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('lists recruiting’s documents: each candidate’s CV or its absence, searched and filtered, with counts', async () => {
    const all = (await call(recruiter, 'GET', '/candidate-documents?pageSize=200')).json();
    const counts = { pdf: 0, docx: 0, missing: 0 };
    for (const item of all.items as { kind: 'pdf' | 'docx' | null }[])
      counts[item.kind ?? 'missing'] += 1;
    expect(all.total).toBe(all.items.length);
    expect(all.counts).toEqual(counts);
    expect(counts.pdf).toBeGreaterThan(0);
    expect(counts.missing).toBeGreaterThan(0);

    const rizky = (await call(recruiter, 'GET', '/candidate-documents?search=cv rizky')).json();
    expect(rizky.items).toEqual([
      expect.objectContaining({
        candidateName: 'Rizky Hidayat',
        fileName: 'CV Rizky Hidayat.pdf',
        kind: 'pdf',
        size: expect.any(Number),
      }),
    ]);
    // The search takes % and _ as themselves.
    expect((await call(recruiter, 'GET', '/candidate-documents?search=%25')).json().total).toBe(0);

    const missing = (await call(recruiter, 'GET', '/candidate-documents?cv=missing')).json();
    expect(missing.total).toBe(counts.missing);
    expect(
      missing.items.every(
        (d: { fileName: string | null; kind: string | null }) => !d.fileName && !d.kind,
      ),
    ).toBe(true);
    const pdfs = (await call(recruiter, 'GET', '/candidate-documents?cv=pdf&pageSize=1')).json();
    expect(pdfs).toMatchObject({ total: counts.pdf, pageSize: 1, counts });
    expect(pdfs.items).toHaveLength(1);

    expect((await call(recruiter, 'GET', '/candidate-documents?cv=exe')).statusCode).toBe(400);
    expect((await call(employee, 'GET', '/candidate-documents')).statusCode).toBe(403);
  });
});
