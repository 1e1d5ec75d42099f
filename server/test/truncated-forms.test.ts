import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/identity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BOUNDARY = '----staffdesk-cut';
/** A form as a client whose connection dropped sends it: the file's bytes stop mid-part. */
const CUT_FORM = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="data.xlsx"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 the rest never came',
);
/** A form whose parts have no header at all. */
const MALFORMED_FORM = Buffer.from(`--${BOUNDARY}\r\nnot a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);

/**
 * Issue #27, finding 6: a multipart body cut short answered 500 on 8 of 9 upload operations.
 * Every route that reads a form, called as someone allowed to, answers 400 `bad-request`.
 */
describe('forms cut short or malformed, on every upload route', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
    await t.app.ready();
    admin = await signIn(t, 'admin@staffdesk.local');
    employee = await signIn(t, 'employee@staffdesk.local');
  });
  afterAll(() => t.close());

  it('answers 400 with a problem, never a 5xx, and keeps serving', async () => {
    const uploads = t.app.registeredRoutes.filter((r) => r.upload);
    expect(uploads.length).toBeGreaterThanOrEqual(9);
    const wrong: string[] = [];
    for (const route of uploads) {
      const token =
        route.access === 'public' ? null : route.access === 'signed-in' ? employee : admin;
      for (const [name, body] of [
        ['cut short', CUT_FORM],
        ['malformed', MALFORMED_FORM],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[A-Za-z]+/g, () => randomUUID()),
          headers: {
            ...(token ? bearer(token) : {}),
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          payload: body,
        });
        // A route may refuse first for what it checks before reading (an unknown id: 404).
        const fine =
          res.statusCode === 400 ||
          res.statusCode === 404 ||
          (res.statusCode === 415 && name === 'malformed');
        if (!fine || !String(res.headers['content-type']).startsWith('application/problem+json')) {
          wrong.push(
            `${route.method} ${route.url} (${name}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/v4/public/health' });
    expect(health.statusCode).toBe(200);
  });

  it('says so in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v4/me/photo',
      headers: {
        ...bearer(employee),
        'accept-language': 'id',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: CUT_FORM,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'bad-request',
      detail: 'Formulir terputus sebelum seluruhnya diterima. Kirim berkasnya lagi.',
    });
  });
});
