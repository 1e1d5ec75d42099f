import { expect } from 'vitest';
import { bearer } from './identity.js';
import type { TestApp } from './test-app.js';

/** POSTs or GETs a payroll URL as a signed-in user. */
function call(t: TestApp, token: string, url: string, method: 'GET' | 'POST' = 'GET') {
  return t.app.inject({ method, url, headers: bearer(token) });
}

/** Starts the calculation of a run and waits (at most 30 s) until it is no longer calculating. */
export async function calculateRun(t: TestApp, hr: string, runId: string) {
  expect((await call(t, hr, `/payroll/v4/runs/${runId}/calculate`, 'POST')).statusCode).toBe(202);
  for (let i = 0; i < 600; i++) {
    if ((await call(t, hr, `/payroll/v4/runs/${runId}`)).json().state !== 'calculating') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Run ${runId} is still calculating after 30 s`);
}

/** A client's run of a month, created and calculated by HR: its id. */
export async function calculatedRun(
  t: TestApp,
  hr: string,
  input: { clientId: string | null; period: string },
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/payroll/v4/runs',
    headers: bearer(hr),
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(201);
  const runId = created.json().id as string;
  await calculateRun(t, hr, runId);
  return runId;
}

/** Marks a calculated run reviewed (HR); the approver is someone else, as the rules want. */
export async function reviewRun(t: TestApp, hr: string, runId: string) {
  const reviewed = await call(t, hr, `/payroll/v4/runs/${runId}/review`, 'POST');
  expect(reviewed.statusCode, reviewed.body).toBe(200);
}

/** Approves a reviewed run as `approver` (not the preparer), and answers the response. */
export function approveRun(t: TestApp, approver: string, runId: string) {
  return call(t, approver, `/payroll/v4/runs/${runId}/approve`, 'POST');
}
