import { describe, expect, it } from 'vitest';
import { contractViolation } from './contract';
import type { FakeRoutes } from './fake-api';
import { fakeApi, problem, takeContractViolations } from './fake-api';

const json = 'application/json';
const answer = (status: number, body: unknown, contentType = json) => ({
  method: 'GET',
  template: '/users/{id}',
  status,
  contentType,
  body,
  hasBody: body !== undefined,
});
const USER = {
  id: '0b7c8f0e-3a4d-4c1e-9f5a-2d6b8e1c7a90',
  email: 'rina@staffdesk.test',
  name: 'Rina',
  status: 'active',
  roles: [],
  lastSignInAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  phone: null,
  preferredLanguage: 'id',
  hasPhoto: false,
};

describe('the fake API contract check', () => {
  it('accepts an answer the server can give', () => {
    expect(contractViolation(answer(200, USER))).toBeNull();
    expect(
      contractViolation(
        answer(404, { type: 'x', title: 'Not found', status: 404, code: 'not-found' }),
      ),
    ).toBeNull();
  });

  it('refuses a field the response schema does not have, naming operation, status and error', () => {
    expect(contractViolation(answer(200, { ...USER, approvers: [] }))).toBe(
      'GET /users/{id} (getUser) answered 200 with a body the response schema refuses: (body) must NOT have additional properties "approvers".',
    );
  });

  it('refuses a missing field, a wrong enum value and a status the API never gives', () => {
    const { email: _email, ...withoutEmail } = USER;
    expect(contractViolation(answer(200, withoutEmail))).toMatch(
      /getUser.*200.*must have required property 'email'/,
    );
    expect(contractViolation(answer(200, { ...USER, status: 'archived' }))).toMatch(
      /\/status must be equal to one of the allowed values/,
    );
    expect(contractViolation(answer(409, { status: 409 }))).toMatch(
      /getUser\) answered 409, a status the API never gives \(it declares 200, 400, 401, 403, 404, 414\)/,
    );
    expect(contractViolation({ ...answer(200, USER), template: '/users/{id}/shoe-size' })).toBe(
      'GET /users/{id}/shoe-size: the API has no such operation.',
    );
  });

  it('fails the request of a fake route whose answer the server cannot give', async () => {
    fakeApi({
      'GET /users/:id': () => ({ ...USER, approvers: [] }),
      'POST /users/:id/disable': () => problem(418, 'teapot', 'No.'),
    });
    await expect(fetch(`http://127.0.0.1:9/api/v4/users/${USER.id}`)).rejects.toThrow(
      /Fake API: GET \/users\/\{id\} \(getUser\) answered 200 .* "approvers"/,
    );
    await expect(
      fetch(`http://127.0.0.1:9/api/v4/users/${USER.id}/disable`, { method: 'POST' }),
    ).rejects.toThrow(/answered 418, a status the API never gives/);
    // What the test would have failed with when it ended:
    expect(takeContractViolations()).toHaveLength(2);
  });

  it('types the routes by the generated paths', () => {
    // @ts-expect-error: the main API has no PATCH /users/{id}/shoe-size.
    const routes: FakeRoutes = { 'PATCH /users/:id/shoe-size': () => null };
    expect(Object.keys(routes)).toHaveLength(1);
  });
});
