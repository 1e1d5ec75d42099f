import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database, Db } from '../src/db/database.js';
import { inPage, pagedList, pageInMemory, pageWindow } from '../src/db/paging.js';
import { sendPdf } from '../src/http/pdf-reply.js';
import { problem, registerProblemHandlers } from '../src/http/problem.js';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../src/http/xlsx-reply.js';
import { writeWorkbook } from '../src/people/import/spreadsheet.js';
import { decideOnce, issueLink, type LinkUse, openLink } from '../src/public-links/links.js';
import { LinkTokenParams } from '../src/public-links/schemas.js';
import { decisionLinkRoutes } from '../src/routes/public/decision-link.js';
import { engines, openTestDatabase } from './support/test-database.js';

/** A select that records the window it was asked for. */
function fakeSelect<T>(rows: T[]) {
  const asked: { limit?: number; offset?: number } = {};
  return {
    asked,
    limit(limit: number) {
      asked.limit = limit;
      return {
        offset(offset: number) {
          asked.offset = offset;
          return Promise.resolve(rows.slice(offset, offset + limit));
        },
      };
    },
  };
}

describe('the paged list helper', () => {
  it('windows the page, counts the filter and presents the rows', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ n: i + 1 }));
    const select = fakeSelect(rows);
    const page = await pagedList(
      { page: 3, pageSize: 20 },
      { rows: select, count: Promise.resolve([{ total: 45 }]) },
      (found) => found.map((r) => `#${r.n}`),
    );
    expect(select.asked).toEqual({ limit: 20, offset: 40 });
    expect(page).toEqual({
      items: ['#41', '#42', '#43', '#44', '#45'],
      total: 45,
      page: 3,
      pageSize: 20,
    });
    expect(Object.keys(page)).toEqual(['items', 'total', 'page', 'pageSize']);
  });

  it('answers a total of 0 when the count finds nothing, and awaits an async presenter', async () => {
    const page = await pagedList(
      { page: 1, pageSize: 10 },
      { rows: fakeSelect<number>([]), count: Promise.resolve([]) },
      async (found) => found,
    );
    expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('pages a list in memory and windows a select for lists that count their own way', async () => {
    expect(pageWindow({ page: 2, pageSize: 50 })).toEqual({ limit: 50, offset: 50 });
    expect(pageInMemory(['a', 'b', 'c', 'd', 'e'], { page: 2, pageSize: 2 })).toEqual({
      items: ['c', 'd'],
      total: 5,
      page: 2,
      pageSize: 2,
    });
    expect(pageInMemory(['a'], { page: 4, pageSize: 2 }).items).toEqual([]);
    expect(await inPage(fakeSelect([1, 2, 3, 4]), { page: 2, pageSize: 3 })).toEqual([4]);
  });
});

describe('the XLSX and PDF replies', () => {
  const app = Fastify();
  app.get('/export', async (_request, reply) =>
    sendXlsx(
      reply,
      await writeWorkbook(
        'Sheet',
        [{ header: 'Name', width: 10, value: (r: string) => r }],
        ['=1+1'],
      ),
      'lembur – Agus.xlsx',
    ),
  );
  app.get('/form', async (_request, reply) =>
    sendPdf(reply, { pdf: Buffer.from('%PDF-1.4'), filename: 'form.pdf' }, 'attachment'),
  );
  afterAll(() => app.close());

  it('sends a workbook as a download with its name kept, RFC 6266', async () => {
    const response = await app.inject({ url: '/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lembur _ Agus.xlsx"; filename*=UTF-8''lembur%20%E2%80%93%20Agus.xlsx`,
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('sends a PDF to save when asked, never cached', async () => {
    const response = await app.inject({ url: '/form' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="form.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

type Thing = { id: string; decided: boolean };

describe.each(engines)('a decide-once link on %s', (engine) => {
  let database: Database;
  const things = new Map<string, Thing>();
  const NOW = new Date('2026-11-28T03:00:00Z');
  const LATER = new Date('2026-12-20T03:00:00Z');
  const rules = {
    purpose: 'thing-approval',
    notFound: 'No such link.',
    expired: 'This link has expired.',
    load: async (link: { recordId: string }) => things.get(link.recordId) ?? null,
  };
  const act: LinkUse<Thing> = {
    act: {
      recordDecided: (thing) => thing.decided,
      alreadyDecided: () => new Error('already'),
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  async function issue(id: string) {
    things.set(id, { id, decided: false });
    const { token, link } = await issueLink(database.db, {
      purpose: 'thing-approval',
      recordId: id,
      email: 'pic@client.co.id',
      now: NOW,
    });
    return { token, link };
  }

  const open = (token: string, use: LinkUse<Thing>, now = NOW, email = 'pic@client.co.id') =>
    openLink(database.db, { token, email, now }, rules, use);

  async function refusal(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      const e = error as { status?: number; code?: string; message: string };
      return e.status ? { status: e.status, code: e.code, message: e.message } : e.message;
    }
    return 'answered';
  }

  it('answers 404 for another address, an unknown token or a record that is gone', async () => {
    const { token } = await issue('t1');
    expect(await refusal(open(token, 'view', NOW, 'other@client.co.id'))).toEqual({
      status: 404,
      code: 'not-found',
      message: 'No such link.',
    });
    expect(await refusal(open(`${token}x`, 'view'))).toMatchObject({ status: 404 });
    things.delete('t1');
    expect(await refusal(open(token, 'document'))).toMatchObject({ status: 404 });
  });

  it('reads and acts while open; 410 for everything once expired undecided', async () => {
    const { token } = await issue('t2');
    expect((await open(token, 'view')).record.id).toBe('t2');
    expect((await open(token, act)).state).toBe('open');
    for (const use of ['view', 'document', act] as const) {
      expect(await refusal(open(token, use, LATER))).toEqual({
        status: 410,
        code: 'link-expired',
        message: 'This link has expired.',
      });
    }
    expect((await open(token, 'load', LATER)).state).toBe('expired');
  });

  it('a decided link: 409 to act (even after its expiry), its decision readable, its files not after expiry', async () => {
    const { token, link } = await issue('t3');
    await decideOnce(database.db, link.id, {
      decision: 'approved',
      decidedBy: 'PIC',
      comment: null,
    });
    expect(await refusal(open(token, act))).toBe('already');
    expect(await refusal(open(token, act, LATER))).toBe('already');
    expect((await open(token, 'view', LATER)).state).toBe('decided');
    expect(await refusal(open(token, 'document', LATER))).toMatchObject({ status: 410 });
  });

  it('a record decided another way: 409 to act, expired view 410 as before', async () => {
    const { token } = await issue('t4');
    things.get('t4')!.decided = true;
    expect(await refusal(open(token, act))).toBe('already');
    expect(await refusal(open(token, act, LATER))).toBe('already');
    expect(await refusal(open(token, 'view', LATER))).toMatchObject({ status: 410 });
  });

  it('the route factory: reads never cached, decides once, maps a problem of its own', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerProblemHandlers(app);
    const View = z.object({ id: z.string(), decided: z.boolean() });
    const { token } = await issue('t5');
    decisionLinkRoutes(app, database.db as Db, {
      path: '/things/:token',
      params: LinkTokenParams,
      view: View,
      read: { operationId: 'getThing', summary: 'A thing' },
      decision: {
        operationId: 'decideThing',
        summary: 'Decide a thing',
        body: z.object({ email: z.string() }),
      },
      load: async ({ token }, email) => (await open(token, 'view', NOW, email)).record,
      decide: async (tx, { token }, { email }) => {
        // In the decision's transaction (PGlite has one connection).
        const { record } = await openLink(tx, { token, email, now: NOW }, rules, act);
        record.decided = true;
      },
      problemOf: (error) =>
        error instanceof Error && error.message === 'already'
          ? problem(409, 'already-decided', 'Already decided.')
          : null,
    });
    const read = await app.inject({ url: `/things/${token}?email=pic@client.co.id` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ id: 't5', decided: false });
    const decide = () =>
      app.inject({
        method: 'POST',
        url: `/things/${token}/decision`,
        payload: { email: 'pic@client.co.id' },
      });
    const first = await decide();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ id: 't5', decided: true });
    const second = await decide();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already-decided', detail: 'Already decided.' });
    const unknown = await app.inject({ url: `/things/${token}?email=other@client.co.id` });
    expect(unknown.statusCode).toBe(404);
    await app.close();
  });
});
