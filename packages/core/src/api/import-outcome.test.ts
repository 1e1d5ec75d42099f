import { describe, expect, it } from 'vitest';
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
});
