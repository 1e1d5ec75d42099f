import { describe, expect, it } from 'vitest';
import type { FollowImport } from './import-outcome';
import { importOutcome } from './import-outcome';

const RESULT = {
  dryRun: true,
  total: 2,
  valid: 1,
  imported: 0,
  errors: [{ row: 3, column: 'NIK', message: 'A NIK has 16 digits.' }],
};

describe('importOutcome', () => {
  it('answers the result of an accepted file', async () => {
    const answer = { ...RESULT, errors: [], valid: 2 };
    await expect(
      importOutcome(Promise.resolve({ data: answer, response: new Response(null) })),
    ).resolves.toEqual(answer);
  });

  it('answers the result of a refused file (422) instead of throwing', async () => {
    await expect(
      importOutcome(
        Promise.resolve({ error: RESULT, response: new Response(null, { status: 422 }) }),
      ),
    ).resolves.toEqual(RESULT);
  });

  it('throws any other failure', async () => {
    const problem = { status: 403, code: 'forbidden', title: 'Forbidden' };
    await expect(
      importOutcome(
        Promise.resolve({ error: problem, response: new Response(null, { status: 403 }) }),
      ),
    ).rejects.toBe(problem);
    const notAResult = { status: 422, code: 'validation-failed', title: 'Invalid' };
    await expect(
      importOutcome(
        Promise.resolve({ error: notAResult, response: new Response(null, { status: 422 }) }),
      ),
    ).rejects.toBe(notAResult);
  });

  it('follows a background import (202 with the job) to its result, reporting its progress', async () => {
    const job = {
      id: '6f1c1c4e-8f7e-4a43-9d0a-5b8d7c6e1a01',
      name: 'employees.import',
      attempts: 1,
      maxAttempts: 3,
      error: null,
      startedBy: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      startedAt: null,
      finishedAt: null,
    };
    const answers = [
      { ...job, state: 'active', progress: { unit: 'rows', done: 250, total: 500 }, result: null },
      {
        ...job,
        state: 'completed',
        progress: { unit: 'rows', done: 500, total: 500 },
        result: { ...RESULT, dryRun: false, valid: 500, total: 500, imported: 500, errors: [] },
      },
    ];
    const read: string[] = [];
    const main = {
      GET: async (path: string, init: { params: { path: { id: string } } }) => {
        read.push(`${path} ${init.params.path.id}`);
        return { data: answers.shift() };
      },
    } as unknown as FollowImport['main'];
    const progress: { done: number; total: number }[] = [];
    const outcome = await importOutcome(
      Promise.resolve({
        data: { ...job, state: 'created', progress: null, result: null },
        response: new Response(null, { status: 202 }),
      }),
      { main, onProgress: (p) => progress.push(p), intervalMs: 1 },
    );
    expect(outcome).toMatchObject({ imported: 500, errors: [] });
    expect(progress).toEqual([
      { done: 250, total: 500 },
      { done: 500, total: 500 },
    ]);
    expect(read).toEqual([`/jobs/{id} ${job.id}`, `/jobs/{id} ${job.id}`]);
  });

  it('throws the error of a background import that failed', async () => {
    const failed = {
      id: '6f1c1c4e-8f7e-4a43-9d0a-5b8d7c6e1a02',
      state: 'failed',
      progress: null,
      result: null,
      error: 'The uploaded file is no longer stored.',
    };
    await expect(
      importOutcome(
        Promise.resolve({ data: failed, response: new Response(null, { status: 202 }) }),
        { main: {} as FollowImport['main'] },
      ),
    ).rejects.toThrow('The uploaded file is no longer stored.');
  });
});
