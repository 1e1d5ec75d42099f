import { HttpProblem } from '../http/problem.js';

type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The unique index a failed statement violated (PostgreSQL 23505), on pg and PGlite alike. */
export function violatedUnique(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as DriverError;
    if (e.code === '23505') {
      return e.constraint ?? /unique constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
    }
    current = e.cause;
  }
  return null;
}

const CONFLICTS: Record<string, () => HttpProblem> = {
  employees_nik_key: () =>
    new HttpProblem(409, 'nik-taken', 'Another employee already has this NIK.', {
      nik: 'Another employee already has this NIK.',
    }),
  clients_code_key: () =>
    new HttpProblem(409, 'code-taken', 'Another client already has this code.', {
      code: 'Another client already has this code.',
    }),
};

/**
 * Runs a write; a unique violation that a check before it could not see (two requests at once)
 * answers the same 409 as the check.
 */
export async function withUniqueConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const conflict = CONFLICTS[violatedUnique(error) ?? ''];
    throw conflict ? conflict() : error;
  }
}
